from enum import StrEnum

class KnockActionTypeEnum(StrEnum):
    KNOCK = "knock"

    def __str__(self) -> str:
        return str(self.value)
