from enum import StrEnum

class MovementEnum(StrEnum):
    FIXED = "fixed"
    PROGRESSIVE = "progressive"

    def __str__(self) -> str:
        return str(self.value)
