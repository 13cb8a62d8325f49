from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="TrickLine")



@_attrs_define
class TrickLine:
    """ 
        Attributes:
            trick_no (int):
            winner (int):
            won (list[int]): Tricks each side has taken so far.
            double_dummy (list[int]): Tricks each side ends the deal with if everyone plays best from here.
     """

    trick_no: int
    winner: int
    won: list[int]
    double_dummy: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        trick_no = self.trick_no

        winner = self.winner

        won = self.won



        double_dummy = self.double_dummy




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "trick_no": trick_no,
            "winner": winner,
            "won": won,
            "double_dummy": double_dummy,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        trick_no = d.pop("trick_no")

        winner = d.pop("winner")

        won = cast(list[int], d.pop("won"))


        double_dummy = cast(list[int], d.pop("double_dummy"))


        trick_line = cls(
            trick_no=trick_no,
            winner=winner,
            won=won,
            double_dummy=double_dummy,
        )


        trick_line.additional_properties = d
        return trick_line

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
