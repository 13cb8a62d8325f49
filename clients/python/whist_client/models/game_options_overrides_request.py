from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.lead_enum import LeadEnum
from ..models.rainbow_enum import RainbowEnum
from ..models.tie_enum import TieEnum
from ..types import UNSET, Unset






T = TypeVar("T", bound="GameOptionsOverridesRequest")



@_attrs_define
class GameOptionsOverridesRequest:
    """ Rules options to change on top of the preset; any left out keep the preset's value.

        Attributes:
            dogs_life (bool | Unset):
            first_deal_safe (bool | Unset):
            start_hand_size (int | Unset):
            lead (LeadEnum | Unset): * `eldest` - eldest
                * `dealer_first_deal` - dealer_first_deal
                * `winner_from_deal_two` - winner_from_deal_two
                * `winner_leads` - winner_leads
            trump_extras (bool | Unset):
            tie (TieEnum | Unset): * `cut` - cut
                * `turn_card` - turn_card
            two_of_diamonds (bool | Unset):
            trump_breaking (bool | Unset):
            sweep_wins (bool | Unset):
            fixed_trump (bool | Unset):
            final_hand_no_trump (bool | Unset):
            dealer_fairness (bool | Unset):
            card_exchange (bool | Unset):
            rainbow (RainbowEnum | Unset): * `off` - off
                * `wins_game` - wins_game
                * `wins_hand` - wins_hand
            no_picture_redeal (bool | Unset):
            trump_vote (bool | Unset):
            money (bool | Unset):
            stake (int | Unset):
            money_all_lives (bool | Unset):
     """

    dogs_life: bool | Unset = UNSET
    first_deal_safe: bool | Unset = UNSET
    start_hand_size: int | Unset = UNSET
    lead: LeadEnum | Unset = UNSET
    trump_extras: bool | Unset = UNSET
    tie: TieEnum | Unset = UNSET
    two_of_diamonds: bool | Unset = UNSET
    trump_breaking: bool | Unset = UNSET
    sweep_wins: bool | Unset = UNSET
    fixed_trump: bool | Unset = UNSET
    final_hand_no_trump: bool | Unset = UNSET
    dealer_fairness: bool | Unset = UNSET
    card_exchange: bool | Unset = UNSET
    rainbow: RainbowEnum | Unset = UNSET
    no_picture_redeal: bool | Unset = UNSET
    trump_vote: bool | Unset = UNSET
    money: bool | Unset = UNSET
    stake: int | Unset = UNSET
    money_all_lives: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        dogs_life = self.dogs_life

        first_deal_safe = self.first_deal_safe

        start_hand_size = self.start_hand_size

        lead: str | Unset = UNSET
        if not isinstance(self.lead, Unset):
            lead = self.lead.value


        trump_extras = self.trump_extras

        tie: str | Unset = UNSET
        if not isinstance(self.tie, Unset):
            tie = self.tie.value


        two_of_diamonds = self.two_of_diamonds

        trump_breaking = self.trump_breaking

        sweep_wins = self.sweep_wins

        fixed_trump = self.fixed_trump

        final_hand_no_trump = self.final_hand_no_trump

        dealer_fairness = self.dealer_fairness

        card_exchange = self.card_exchange

        rainbow: str | Unset = UNSET
        if not isinstance(self.rainbow, Unset):
            rainbow = self.rainbow.value


        no_picture_redeal = self.no_picture_redeal

        trump_vote = self.trump_vote

        money = self.money

        stake = self.stake

        money_all_lives = self.money_all_lives


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if dogs_life is not UNSET:
            field_dict["dogs_life"] = dogs_life
        if first_deal_safe is not UNSET:
            field_dict["first_deal_safe"] = first_deal_safe
        if start_hand_size is not UNSET:
            field_dict["start_hand_size"] = start_hand_size
        if lead is not UNSET:
            field_dict["lead"] = lead
        if trump_extras is not UNSET:
            field_dict["trump_extras"] = trump_extras
        if tie is not UNSET:
            field_dict["tie"] = tie
        if two_of_diamonds is not UNSET:
            field_dict["two_of_diamonds"] = two_of_diamonds
        if trump_breaking is not UNSET:
            field_dict["trump_breaking"] = trump_breaking
        if sweep_wins is not UNSET:
            field_dict["sweep_wins"] = sweep_wins
        if fixed_trump is not UNSET:
            field_dict["fixed_trump"] = fixed_trump
        if final_hand_no_trump is not UNSET:
            field_dict["final_hand_no_trump"] = final_hand_no_trump
        if dealer_fairness is not UNSET:
            field_dict["dealer_fairness"] = dealer_fairness
        if card_exchange is not UNSET:
            field_dict["card_exchange"] = card_exchange
        if rainbow is not UNSET:
            field_dict["rainbow"] = rainbow
        if no_picture_redeal is not UNSET:
            field_dict["no_picture_redeal"] = no_picture_redeal
        if trump_vote is not UNSET:
            field_dict["trump_vote"] = trump_vote
        if money is not UNSET:
            field_dict["money"] = money
        if stake is not UNSET:
            field_dict["stake"] = stake
        if money_all_lives is not UNSET:
            field_dict["money_all_lives"] = money_all_lives

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dogs_life = d.pop("dogs_life", UNSET)

        first_deal_safe = d.pop("first_deal_safe", UNSET)

        start_hand_size = d.pop("start_hand_size", UNSET)

        _lead = d.pop("lead", UNSET)
        lead: LeadEnum | Unset
        if isinstance(_lead,  Unset):
            lead = UNSET
        else:
            lead = LeadEnum(_lead)




        trump_extras = d.pop("trump_extras", UNSET)

        _tie = d.pop("tie", UNSET)
        tie: TieEnum | Unset
        if isinstance(_tie,  Unset):
            tie = UNSET
        else:
            tie = TieEnum(_tie)




        two_of_diamonds = d.pop("two_of_diamonds", UNSET)

        trump_breaking = d.pop("trump_breaking", UNSET)

        sweep_wins = d.pop("sweep_wins", UNSET)

        fixed_trump = d.pop("fixed_trump", UNSET)

        final_hand_no_trump = d.pop("final_hand_no_trump", UNSET)

        dealer_fairness = d.pop("dealer_fairness", UNSET)

        card_exchange = d.pop("card_exchange", UNSET)

        _rainbow = d.pop("rainbow", UNSET)
        rainbow: RainbowEnum | Unset
        if isinstance(_rainbow,  Unset):
            rainbow = UNSET
        else:
            rainbow = RainbowEnum(_rainbow)




        no_picture_redeal = d.pop("no_picture_redeal", UNSET)

        trump_vote = d.pop("trump_vote", UNSET)

        money = d.pop("money", UNSET)

        stake = d.pop("stake", UNSET)

        money_all_lives = d.pop("money_all_lives", UNSET)

        game_options_overrides_request = cls(
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

        return game_options_overrides_request

