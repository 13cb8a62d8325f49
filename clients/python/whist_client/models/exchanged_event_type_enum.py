from enum import StrEnum

class ExchangedEventTypeEnum(StrEnum):
    EXCHANGED = "exchanged"

    def __str__(self) -> str:
        return str(self.value)
