from enum import StrEnum

class LeaderboardLeagueGame(StrEnum):
    KNOCKOUT = "knockout"
    WHIST = "whist"

    def __str__(self) -> str:
        return str(self.value)
