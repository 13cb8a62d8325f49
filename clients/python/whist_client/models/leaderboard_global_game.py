from enum import StrEnum

class LeaderboardGlobalGame(StrEnum):
    KNOCKOUT = "knockout"
    WHIST = "whist"

    def __str__(self) -> str:
        return str(self.value)
