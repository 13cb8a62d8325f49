from enum import StrEnum

class ClockPausedEventTypeEnum(StrEnum):
    CLOCK_PAUSED = "clock_paused"

    def __str__(self) -> str:
        return str(self.value)
