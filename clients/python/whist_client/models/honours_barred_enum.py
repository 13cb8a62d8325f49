from enum import StrEnum

class HonoursBarredEnum(StrEnum):
    GAME_WON_BY_TRICKS = "game_won_by_tricks"
    ONE_SHORT_OF_GAME = "one_short_of_game"

    def __str__(self) -> str:
        return str(self.value)
