from enum import StrEnum

class WhistTablePhaseEnum(StrEnum):
    ANSWER_CLAIM = "answer_claim"
    GAME_OVER = "game_over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
