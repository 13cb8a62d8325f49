from enum import StrEnum

class ClassificationEnum(StrEnum):
    BEST = "best"
    BLUNDER = "blunder"
    FORCED = "forced"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    NOT_ANALYSED = "not_analysed"
    WITHIN_NOISE = "within_noise"

    def __str__(self) -> str:
        return str(self.value)
