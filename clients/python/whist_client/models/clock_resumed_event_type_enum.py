from enum import StrEnum

class ClockResumedEventTypeEnum(StrEnum):
    CLOCK_RESUMED = "clock_resumed"

    def __str__(self) -> str:
        return str(self.value)
