from enum import StrEnum

class GameEndedEventReasonEnum(StrEnum):
    DEALS = "deals"
    FINAL_TRICK = "final_trick"
    GAME = "game"
    LAST_SURVIVOR = "last_survivor"
    RAINBOW = "rainbow"
    RESIGNATION = "resignation"
    RUBBER = "rubber"
    SWEEP = "sweep"

    def __str__(self) -> str:
        return str(self.value)
