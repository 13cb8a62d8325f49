from enum import StrEnum

class ResignedEventTypeEnum(StrEnum):
    RESIGNED = "resigned"

    def __str__(self) -> str:
        return str(self.value)
