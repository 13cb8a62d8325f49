from enum import StrEnum

class DriveStatusEnum(StrEnum):
    CANCELLED = "cancelled"
    FINISHED = "finished"
    OPEN = "open"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
