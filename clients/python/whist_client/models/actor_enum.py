from enum import StrEnum

class ActorEnum(StrEnum):
    AI = "ai"
    AUTO = "auto"
    PLAYER = "player"
    RESIGNED = "resigned"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
