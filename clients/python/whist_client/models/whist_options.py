from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.trumps_enum import TrumpsEnum






T = TypeVar("T", bound="WhistOptions")



@_attrs_define
class WhistOptions:
    """ Classic Whist's rules options in force: the preset plus overrides (games/engine/whist/options.py documents each
    one).

        Attributes:
            game_points (int):
            honours (bool):
            rubber (bool):
            trumps (TrumpsEnum): * `turn_up` - turn_up
                * `sequence` - sequence
            no_trump_fifth (bool):
            deals (int):
     """

    game_points: int
    honours: bool
    rubber: bool
    trumps: TrumpsEnum
    no_trump_fifth: bool
    deals: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game_points = self.game_points

        honours = self.honours

        rubber = self.rubber

        trumps = self.trumps.value

        no_trump_fifth = self.no_trump_fifth

        deals = self.deals


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_points": game_points,
            "honours": honours,
            "rubber": rubber,
            "trumps": trumps,
            "no_trump_fifth": no_trump_fifth,
            "deals": deals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_points = d.pop("game_points")

        honours = d.pop("honours")

        rubber = d.pop("rubber")

        trumps = TrumpsEnum(d.pop("trumps"))




        no_trump_fifth = d.pop("no_trump_fifth")

        deals = d.pop("deals")

        whist_options = cls(
            game_points=game_points,
            honours=honours,
            rubber=rubber,
            trumps=trumps,
            no_trump_fifth=no_trump_fifth,
            deals=deals,
        )


        whist_options.additional_properties = d
        return whist_options

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
