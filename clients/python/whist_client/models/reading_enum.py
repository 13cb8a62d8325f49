from enum import StrEnum

class ReadingEnum(StrEnum):
    WINS_GAME = "wins_game"
    WINS_HAND = "wins_hand"

    def __str__(self) -> str:
        return str(self.value)
