from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.lead_enum import LeadEnum
from ..models.rainbow_enum import RainbowEnum
from ..models.tie_enum import TieEnum






T = TypeVar("T", bound="GameOptions")



@_attrs_define
class GameOptions:
    """ The full rules options in force: the preset plus overrides (games/engine/options.py documents each one).

        Attributes:
            dogs_life (bool):
            first_deal_safe (bool):
            start_hand_size (int):
            lead (LeadEnum): * `eldest` - eldest
                * `dealer_first_deal` - dealer_first_deal
                * `winner_from_deal_two` - winner_from_deal_two
                * `winner_leads` - winner_leads
            trump_extras (bool):
            tie (TieEnum): * `cut` - cut
                * `turn_card` - turn_card
            two_of_diamonds (bool):
            trump_breaking (bool):
            sweep_wins (bool):
            fixed_trump (bool):
            final_hand_no_trump (bool):
            dealer_fairness (bool):
            card_exchange (bool):
            rainbow (RainbowEnum): * `off` - off
                * `wins_game` - wins_game
                * `wins_hand` - wins_hand
            no_picture_redeal (bool):
            trump_vote (bool):
            money (bool):
            stake (int):
            money_all_lives (bool):
     """

    dogs_life: bool
    first_deal_safe: bool
    start_hand_size: int
    lead: LeadEnum
    trump_extras: bool
    tie: TieEnum
    two_of_diamonds: bool
    trump_breaking: bool
    sweep_wins: bool
    fixed_trump: bool
    final_hand_no_trump: bool
    dealer_fairness: bool
    card_exchange: bool
    rainbow: RainbowEnum
    no_picture_redeal: bool
    trump_vote: bool
    money: bool
    stake: int
    money_all_lives: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        dogs_life = self.dogs_life

        first_deal_safe = self.first_deal_safe

        start_hand_size = self.start_hand_size

        lead = self.lead.value

        trump_extras = self.trump_extras

        tie = self.tie.value

        two_of_diamonds = self.two_of_diamonds

        trump_breaking = self.trump_breaking

        sweep_wins = self.sweep_wins

        fixed_trump = self.fixed_trump

        final_hand_no_trump = self.final_hand_no_trump

        dealer_fairness = self.dealer_fairness

        card_exchange = self.card_exchange

        rainbow = self.rainbow.value

        no_picture_redeal = self.no_picture_redeal

        trump_vote = self.trump_vote

        money = self.money

        stake = self.stake

        money_all_lives = self.money_all_lives


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dogs_life": dogs_life,
            "first_deal_safe": first_deal_safe,
            "start_hand_size": start_hand_size,
            "lead": lead,
            "trump_extras": trump_extras,
            "tie": tie,
            "two_of_diamonds": two_of_diamonds,
            "trump_breaking": trump_breaking,
            "sweep_wins": sweep_wins,
            "fixed_trump": fixed_trump,
            "final_hand_no_trump": final_hand_no_trump,
            "dealer_fairness": dealer_fairness,
            "card_exchange": card_exchange,
            "rainbow": rainbow,
            "no_picture_redeal": no_picture_redeal,
            "trump_vote": trump_vote,
            "money": money,
            "stake": stake,
            "money_all_lives": money_all_lives,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dogs_life = d.pop("dogs_life")

        first_deal_safe = d.pop("first_deal_safe")

        start_hand_size = d.pop("start_hand_size")

        lead = LeadEnum(d.pop("lead"))




        trump_extras = d.pop("trump_extras")

        tie = TieEnum(d.pop("tie"))




        two_of_diamonds = d.pop("two_of_diamonds")

        trump_breaking = d.pop("trump_breaking")

        sweep_wins = d.pop("sweep_wins")

        fixed_trump = d.pop("fixed_trump")

        final_hand_no_trump = d.pop("final_hand_no_trump")

        dealer_fairness = d.pop("dealer_fairness")

        card_exchange = d.pop("card_exchange")

        rainbow = RainbowEnum(d.pop("rainbow"))




        no_picture_redeal = d.pop("no_picture_redeal")

        trump_vote = d.pop("trump_vote")

        money = d.pop("money")

        stake = d.pop("stake")

        money_all_lives = d.pop("money_all_lives")

        game_options = cls(
            dogs_life=dogs_life,
            first_deal_safe=first_deal_safe,
            start_hand_size=start_hand_size,
            lead=lead,
            trump_extras=trump_extras,
            tie=tie,
            two_of_diamonds=two_of_diamonds,
            trump_breaking=trump_breaking,
            sweep_wins=sweep_wins,
            fixed_trump=fixed_trump,
            final_hand_no_trump=final_hand_no_trump,
            dealer_fairness=dealer_fairness,
            card_exchange=card_exchange,
            rainbow=rainbow,
            no_picture_redeal=no_picture_redeal,
            trump_vote=trump_vote,
            money=money,
            stake=stake,
            money_all_lives=money_all_lives,
        )


        game_options.additional_properties = d
        return game_options

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
