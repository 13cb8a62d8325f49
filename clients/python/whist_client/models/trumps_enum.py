from enum import StrEnum

class TrumpsEnum(StrEnum):
    SEQUENCE = "sequence"
    TURN_UP = "turn_up"

    def __str__(self) -> str:
        return str(self.value)
