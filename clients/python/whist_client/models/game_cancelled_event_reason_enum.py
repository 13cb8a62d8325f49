from enum import StrEnum

class GameCancelledEventReasonEnum(StrEnum):
    DECLINED = "declined"
    EXPIRED = "expired"

    def __str__(self) -> str:
        return str(self.value)
