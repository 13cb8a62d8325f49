from enum import StrEnum

class LifeDeclinedEventTypeEnum(StrEnum):
    LIFE_DECLINED = "life_declined"

    def __str__(self) -> str:
        return str(self.value)
