from enum import StrEnum

class SeatResignedEventTypeEnum(StrEnum):
    SEAT_RESIGNED = "seat_resigned"

    def __str__(self) -> str:
        return str(self.value)
