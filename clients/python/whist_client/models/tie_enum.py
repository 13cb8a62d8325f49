from enum import StrEnum

class TieEnum(StrEnum):
    CUT = "cut"
    TURN_CARD = "turn_card"

    def __str__(self) -> str:
        return str(self.value)
