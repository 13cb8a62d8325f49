from enum import StrEnum

class CardPlayedEventTypeEnum(StrEnum):
    CARD_PLAYED = "card_played"

    def __str__(self) -> str:
        return str(self.value)
