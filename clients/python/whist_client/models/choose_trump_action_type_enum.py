from enum import StrEnum

class ChooseTrumpActionTypeEnum(StrEnum):
    CHOOSE_TRUMP = "choose_trump"

    def __str__(self) -> str:
        return str(self.value)
