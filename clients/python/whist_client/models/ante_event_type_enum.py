from enum import StrEnum

class AnteEventTypeEnum(StrEnum):
    ANTE = "ante"

    def __str__(self) -> str:
        return str(self.value)
