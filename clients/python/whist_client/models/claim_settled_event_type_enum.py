from enum import StrEnum

class ClaimSettledEventTypeEnum(StrEnum):
    CLAIM_SETTLED = "claim_settled"

    def __str__(self) -> str:
        return str(self.value)
