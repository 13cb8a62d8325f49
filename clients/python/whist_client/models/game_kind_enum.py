from enum import StrEnum

class GameKindEnum(StrEnum):
    KNOCKOUT = "knockout"
    WHIST = "whist"

    def __str__(self) -> str:
        return str(self.value)
