from enum import StrEnum

class ScoringEnum(StrEnum):
    BEATEN = "beaten"
    FIXED = "fixed"

    def __str__(self) -> str:
        return str(self.value)
