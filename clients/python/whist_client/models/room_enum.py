from enum import StrEnum

class RoomEnum(StrEnum):
    PLAYERS = "players"
    SPECTATORS = "spectators"

    def __str__(self) -> str:
        return str(self.value)
