from enum import StrEnum

class AcceptClaimActionTypeEnum(StrEnum):
    ACCEPT_CLAIM = "accept_claim"

    def __str__(self) -> str:
        return str(self.value)
