from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="KnockoutTrickLine")



@_attrs_define
class KnockoutTrickLine:
    """ 
        Attributes:
            trick_no (int):
            winner (int):
            won (list[int]): Tricks each seat has taken so far.
            line (list[int]): Tricks each seat ends the hand with if every seat plays for itself from here.
     """

    trick_no: int
    winner: int
    won: list[int]
    line: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        trick_no = self.trick_no

        winner = self.winner

        won = self.won



        line = self.line




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "trick_no": trick_no,
            "winner": winner,
            "won": won,
            "line": line,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        trick_no = d.pop("trick_no")

        winner = d.pop("winner")

        won = cast(list[int], d.pop("won"))


        line = cast(list[int], d.pop("line"))


        knockout_trick_line = cls(
            trick_no=trick_no,
            winner=winner,
            won=won,
            line=line,
        )


        knockout_trick_line.additional_properties = d
        return knockout_trick_line

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
