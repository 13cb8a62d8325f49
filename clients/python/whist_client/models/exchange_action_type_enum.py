from enum import StrEnum

class ExchangeActionTypeEnum(StrEnum):
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)
