from enum import StrEnum

class PassActionTypeEnum(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
