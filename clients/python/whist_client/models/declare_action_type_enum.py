from enum import StrEnum

class DeclareActionTypeEnum(StrEnum):
    DECLARE = "declare"

    def __str__(self) -> str:
        return str(self.value)
