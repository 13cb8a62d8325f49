from enum import StrEnum

class CutEventTypeEnum(StrEnum):
    CUT = "cut"

    def __str__(self) -> str:
        return str(self.value)
