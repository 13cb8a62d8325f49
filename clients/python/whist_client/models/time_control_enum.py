from enum import StrEnum

class TimeControlEnum(StrEnum):
    BANK = "bank"
    DAYS = "days"
    LIVE = "live"

    def __str__(self) -> str:
        return str(self.value)
