from enum import StrEnum

class UnsubscribeOutputKindEnum(StrEnum):
    DIGEST = "digest"
    GAME_FINISHED = "game_finished"
    GAME_STARTED = "game_started"
    INVITED = "invited"
    LEAGUE_RESULT = "league_result"
    REMINDERS = "reminders"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
