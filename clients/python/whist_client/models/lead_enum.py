from enum import StrEnum

class LeadEnum(StrEnum):
    DEALER_FIRST_DEAL = "dealer_first_deal"
    ELDEST = "eldest"
    WINNER_FROM_DEAL_TWO = "winner_from_deal_two"
    WINNER_LEADS = "winner_leads"

    def __str__(self) -> str:
        return str(self.value)
