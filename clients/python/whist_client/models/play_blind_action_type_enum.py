from enum import StrEnum

class PlayBlindActionTypeEnum(StrEnum):
    PLAY_BLIND = "play_blind"

    def __str__(self) -> str:
        return str(self.value)
