from enum import StrEnum

class ResignedEventReasonEnum(StrEnum):
    RESIGNED = "resigned"
    TIMEOUTS = "timeouts"

    def __str__(self) -> str:
        return str(self.value)
