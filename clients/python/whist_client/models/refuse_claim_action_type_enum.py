from enum import StrEnum

class RefuseClaimActionTypeEnum(StrEnum):
    REFUSE_CLAIM = "refuse_claim"

    def __str__(self) -> str:
        return str(self.value)
