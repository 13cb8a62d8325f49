from enum import StrEnum

class SeatStatusEnum(StrEnum):
    DOGS_LIFE = "dogs_life"
    IN = "in"
    OUT = "out"

    def __str__(self) -> str:
        return str(self.value)
