from enum import StrEnum

class GameStatusEnum(StrEnum):
    ACTIVE = "active"
    CANCELLED = "cancelled"
    FINISHED = "finished"
    LOBBY = "lobby"

    def __str__(self) -> str:
        return str(self.value)
