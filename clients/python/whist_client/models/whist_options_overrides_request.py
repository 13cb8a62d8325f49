from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.trumps_enum import TrumpsEnum
from ..types import UNSET, Unset






T = TypeVar("T", bound="WhistOptionsOverridesRequest")



@_attrs_define
class WhistOptionsOverridesRequest:
    """ Classic Whist's rules options to change on top of the preset.

        Attributes:
            game_points (int | Unset):
            honours (bool | Unset):
            rubber (bool | Unset):
            trumps (TrumpsEnum | Unset): * `turn_up` - turn_up
                * `sequence` - sequence
            no_trump_fifth (bool | Unset):
            deals (int | Unset):
     """

    game_points: int | Unset = UNSET
    honours: bool | Unset = UNSET
    rubber: bool | Unset = UNSET
    trumps: TrumpsEnum | Unset = UNSET
    no_trump_fifth: bool | Unset = UNSET
    deals: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        game_points = self.game_points

        honours = self.honours

        rubber = self.rubber

        trumps: str | Unset = UNSET
        if not isinstance(self.trumps, Unset):
            trumps = self.trumps.value


        no_trump_fifth = self.no_trump_fifth

        deals = self.deals


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if game_points is not UNSET:
            field_dict["game_points"] = game_points
        if honours is not UNSET:
            field_dict["honours"] = honours
        if rubber is not UNSET:
            field_dict["rubber"] = rubber
        if trumps is not UNSET:
            field_dict["trumps"] = trumps
        if no_trump_fifth is not UNSET:
            field_dict["no_trump_fifth"] = no_trump_fifth
        if deals is not UNSET:
            field_dict["deals"] = deals

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_points = d.pop("game_points", UNSET)

        honours = d.pop("honours", UNSET)

        rubber = d.pop("rubber", UNSET)

        _trumps = d.pop("trumps", UNSET)
        trumps: TrumpsEnum | Unset
        if isinstance(_trumps,  Unset):
            trumps = UNSET
        else:
            trumps = TrumpsEnum(_trumps)




        no_trump_fifth = d.pop("no_trump_fifth", UNSET)

        deals = d.pop("deals", UNSET)

        whist_options_overrides_request = cls(
            game_points=game_points,
            honours=honours,
            rubber=rubber,
            trumps=trumps,
            no_trump_fifth=no_trump_fifth,
            deals=deals,
        )

        return whist_options_overrides_request

