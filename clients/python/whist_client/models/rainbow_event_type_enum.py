from enum import StrEnum

class RainbowEventTypeEnum(StrEnum):
    RAINBOW = "rainbow"

    def __str__(self) -> str:
        return str(self.value)
