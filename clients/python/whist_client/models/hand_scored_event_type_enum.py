from enum import StrEnum

class HandScoredEventTypeEnum(StrEnum):
    HAND_SCORED = "hand_scored"

    def __str__(self) -> str:
        return str(self.value)
