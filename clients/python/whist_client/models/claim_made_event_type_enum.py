from enum import StrEnum

class ClaimMadeEventTypeEnum(StrEnum):
    CLAIM_MADE = "claim_made"

    def __str__(self) -> str:
        return str(self.value)
