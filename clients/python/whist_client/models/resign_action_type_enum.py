from enum import StrEnum

class ResignActionTypeEnum(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
