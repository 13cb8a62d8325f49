from enum import StrEnum

class ReminderEnum(StrEnum):
    HALF = "half"
    TENTH = "tenth"

    def __str__(self) -> str:
        return str(self.value)
