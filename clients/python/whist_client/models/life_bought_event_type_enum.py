from enum import StrEnum

class LifeBoughtEventTypeEnum(StrEnum):
    LIFE_BOUGHT = "life_bought"

    def __str__(self) -> str:
        return str(self.value)
