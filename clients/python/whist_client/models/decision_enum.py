from enum import StrEnum

class DecisionEnum(StrEnum):
    BUY = "buy"
    CHOOSE_TRUMP = "choose_trump"
    DECLARE_NO_PICTURE = "declare_no_picture"
    DECLARE_RAINBOW = "declare_rainbow"
    EXCHANGE = "exchange"
    PLAY = "play"
    PLAY_BLIND = "play_blind"
    VOTE_TRUMP = "vote_trump"

    def __str__(self) -> str:
        return str(self.value)
