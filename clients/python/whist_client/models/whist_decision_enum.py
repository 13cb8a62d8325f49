from enum import StrEnum

class WhistDecisionEnum(StrEnum):
    ANSWER_CLAIM = "answer_claim"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
