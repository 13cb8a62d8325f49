from enum import StrEnum

class DeclineActionTypeEnum(StrEnum):
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)
