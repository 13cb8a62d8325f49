from enum import StrEnum

class GamesMineStatus(StrEnum):
    ACTIVE = "active"
    CANCELLED = "cancelled"
    FINISHED = "finished"
    LOBBY = "lobby"

    def __str__(self) -> str:
        return str(self.value)
