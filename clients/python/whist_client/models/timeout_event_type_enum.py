from enum import StrEnum

class TimeoutEventTypeEnum(StrEnum):
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
