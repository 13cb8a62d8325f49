from enum import StrEnum

class DeclaredEventTypeEnum(StrEnum):
    DECLARED = "declared"

    def __str__(self) -> str:
        return str(self.value)
