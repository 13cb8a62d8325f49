from enum import StrEnum

class ClaimAnsweredEventTypeEnum(StrEnum):
    CLAIM_ANSWERED = "claim_answered"

    def __str__(self) -> str:
        return str(self.value)
