from enum import StrEnum

class ClaimActionTypeEnum(StrEnum):
    CLAIM = "claim"

    def __str__(self) -> str:
        return str(self.value)
