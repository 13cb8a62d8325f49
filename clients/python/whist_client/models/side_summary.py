from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SideSummary")



@_attrs_define
class SideSummary:
    """ 
        Attributes:
            side (int):
            seats (list[int]):
            tricks_given_away (int):
            cards (int):
     """

    side: int
    seats: list[int]
    tricks_given_away: int
    cards: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        side = self.side

        seats = self.seats



        tricks_given_away = self.tricks_given_away

        cards = self.cards


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "side": side,
            "seats": seats,
            "tricks_given_away": tricks_given_away,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = d.pop("side")

        seats = cast(list[int], d.pop("seats"))


        tricks_given_away = d.pop("tricks_given_away")

        cards = d.pop("cards")

        side_summary = cls(
            side=side,
            seats=seats,
            tricks_given_away=tricks_given_away,
            cards=cards,
        )


        side_summary.additional_properties = d
        return side_summary

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
