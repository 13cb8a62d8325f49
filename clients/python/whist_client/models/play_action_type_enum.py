from enum import StrEnum

class PlayActionTypeEnum(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
