from enum import StrEnum

class DealtEventTypeEnum(StrEnum):
    DEALT = "dealt"

    def __str__(self) -> str:
        return str(self.value)
