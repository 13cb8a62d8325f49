from enum import StrEnum

class PhaseEnum(StrEnum):
    BUY = "buy"
    CHOOSE_TRUMP = "choose_trump"
    DECLARE_NO_PICTURE = "declare_no_picture"
    DECLARE_RAINBOW = "declare_rainbow"
    EXCHANGE = "exchange"
    GAME_OVER = "game_over"
    PLAY = "play"
    VOTE_TRUMP = "vote_trump"

    def __str__(self) -> str:
        return str(self.value)
