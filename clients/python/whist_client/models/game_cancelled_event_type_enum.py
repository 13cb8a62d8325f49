from enum import StrEnum

class GameCancelledEventTypeEnum(StrEnum):
    GAME_CANCELLED = "game_cancelled"

    def __str__(self) -> str:
        return str(self.value)
