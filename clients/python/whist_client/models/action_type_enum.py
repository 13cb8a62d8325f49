from enum import StrEnum

class ActionTypeEnum(StrEnum):
    ACCEPT_CLAIM = "accept_claim"
    BUY = "buy"
    CHOOSE_TRUMP = "choose_trump"
    CLAIM = "claim"
    DECLARE = "declare"
    DECLINE = "decline"
    EXCHANGE = "exchange"
    KNOCK = "knock"
    PASS = "pass"
    PLAY = "play"
    PLAY_BLIND = "play_blind"
    REFUSE_CLAIM = "refuse_claim"
    VOTE_TRUMP = "vote_trump"

    def __str__(self) -> str:
        return str(self.value)
