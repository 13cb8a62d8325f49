from enum import StrEnum

class ChatPhraseEnum(StrEnum):
    BACK_SOON = "back_soon"
    BYE = "bye"
    GOOD_GAME = "good_game"
    GOOD_LUCK = "good_luck"
    HELLO = "hello"
    NICE_TRICK = "nice_trick"
    SLOW_TODAY = "slow_today"
    SORRY = "sorry"
    THANKS = "thanks"
    WELL_PLAYED = "well_played"

    def __str__(self) -> str:
        return str(self.value)
