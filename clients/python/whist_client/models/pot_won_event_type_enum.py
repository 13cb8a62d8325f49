from enum import StrEnum

class PotWonEventTypeEnum(StrEnum):
    POT_WON = "pot_won"

    def __str__(self) -> str:
        return str(self.value)
