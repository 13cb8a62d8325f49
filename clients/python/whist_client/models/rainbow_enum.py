from enum import StrEnum

class RainbowEnum(StrEnum):
    OFF = "off"
    WINS_GAME = "wins_game"
    WINS_HAND = "wins_hand"

    def __str__(self) -> str:
        return str(self.value)
