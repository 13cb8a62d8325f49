from enum import StrEnum

class OnTimeoutEnum(StrEnum):
    PLAY = "play"
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
