from enum import StrEnum

class AutoPlayedEventTypeEnum(StrEnum):
    AUTO_PLAYED = "auto_played"

    def __str__(self) -> str:
        return str(self.value)
