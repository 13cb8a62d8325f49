from enum import StrEnum

class RulesPresetEnum(StrEnum):
    AMERICAN = "american"
    CLASSIC = "classic"
    CLASSIC_HONOURS = "classic_honours"
    ENCYCLOPEDIA = "encyclopedia"
    ENCYCLOPEDIA_HOUSE = "encyclopedia_house"
    FIXED_TRUMPS = "fixed_trumps"
    FIXED_TRUMPS_NO_TRUMP = "fixed_trumps_no_trump"
    GUERNSEY = "guernsey"
    GUERNSEY_ALL_LIVES = "guernsey_all_lives"
    LONG_WHIST = "long_whist"
    PAGAT = "pagat"
    PAGAT_CARD_EXCHANGE = "pagat_card_exchange"
    PAGAT_NO_DOGS_LIFE = "pagat_no_dogs_life"
    PAGAT_RAINBOW = "pagat_rainbow"
    PAGAT_WINNER_DEALS = "pagat_winner_deals"
    RUBBER = "rubber"
    RULES_SITE = "rules_site"
    RULES_SITE_VOTE = "rules_site_vote"
    WHIST_DRIVE = "whist_drive"
    WHIST_DRIVE_NO_TRUMP = "whist_drive_no_trump"

    def __str__(self) -> str:
        return str(self.value)
