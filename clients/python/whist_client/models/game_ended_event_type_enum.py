from enum import StrEnum

class GameEndedEventTypeEnum(StrEnum):
    GAME_ENDED = "game_ended"

    def __str__(self) -> str:
        return str(self.value)
