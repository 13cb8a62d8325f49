from enum import StrEnum

class LeaderboardGlobalKind(StrEnum):
    AI = "ai"
    ALL = "all"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
