from enum import StrEnum

class AutoPlayedEventReasonEnum(StrEnum):
    DECIDED = "decided"
    FORCED = "forced"

    def __str__(self) -> str:
        return str(self.value)
