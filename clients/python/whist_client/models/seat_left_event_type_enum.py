from enum import StrEnum

class SeatLeftEventTypeEnum(StrEnum):
    SEAT_LEFT = "seat_left"

    def __str__(self) -> str:
        return str(self.value)
