from enum import StrEnum

class SuitEnum(StrEnum):
    C = "C"
    D = "D"
    H = "H"
    S = "S"

    def __str__(self) -> str:
        return str(self.value)
