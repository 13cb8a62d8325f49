from enum import StrEnum

class KnockedEventTypeEnum(StrEnum):
    KNOCKED = "knocked"

    def __str__(self) -> str:
        return str(self.value)
