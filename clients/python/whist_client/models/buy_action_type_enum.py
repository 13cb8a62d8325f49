from enum import StrEnum

class BuyActionTypeEnum(StrEnum):
    BUY = "buy"

    def __str__(self) -> str:
        return str(self.value)
