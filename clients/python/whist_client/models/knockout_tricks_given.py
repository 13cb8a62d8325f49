from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="KnockoutTricksGiven")



@_attrs_define
class KnockoutTricksGiven:
    """ 
        Attributes:
            trick_no (int):
            seat (int):
            card (str): The card, or knock.
            tricks (int): Tricks given away by this card.
            better (str): A card that kept them.
     """

    trick_no: int
    seat: int
    card: str
    tricks: int
    better: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        trick_no = self.trick_no

        seat = self.seat

        card = self.card

        tricks = self.tricks

        better = self.better


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "trick_no": trick_no,
            "seat": seat,
            "card": card,
            "tricks": tricks,
            "better": better,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        trick_no = d.pop("trick_no")

        seat = d.pop("seat")

        card = d.pop("card")

        tricks = d.pop("tricks")

        better = d.pop("better")

        knockout_tricks_given = cls(
            trick_no=trick_no,
            seat=seat,
            card=card,
            tricks=tricks,
            better=better,
        )


        knockout_tricks_given.additional_properties = d
        return knockout_tricks_given

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
