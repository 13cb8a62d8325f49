from enum import StrEnum

class TrumpSetEventTypeEnum(StrEnum):
    TRUMP_SET = "trump_set"

    def __str__(self) -> str:
        return str(self.value)
