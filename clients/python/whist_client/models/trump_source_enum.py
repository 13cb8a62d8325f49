from enum import StrEnum

class TrumpSourceEnum(StrEnum):
    CHOSEN = "chosen"
    FINAL_NO_TRUMP = "final_no_trump"
    FIXED = "fixed"
    NO_TRUMP = "no_trump"
    SEQUENCE = "sequence"
    TURN_UP = "turn_up"
    VOTE = "vote"

    def __str__(self) -> str:
        return str(self.value)
