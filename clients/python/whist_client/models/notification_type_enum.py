from enum import StrEnum

class NotificationTypeEnum(StrEnum):
    ANALYSIS_DONE = "analysis_done"
    ANALYSIS_PROGRESS = "analysis_progress"
    GAME_CANCELLED = "game_cancelled"
    GAME_FINISHED = "game_finished"
    GAME_STARTED = "game_started"
    INVITED = "invited"
    LEAGUE_RESULT = "league_result"
    SEAT_LEFT = "seat_left"
    SEAT_TAKEN = "seat_taken"
    TURN_REMINDER = "turn_reminder"
    WEBHOOK_DISABLED = "webhook_disabled"
    WEBHOOK_TEST = "webhook_test"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
