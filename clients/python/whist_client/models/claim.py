from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Claim")



@_attrs_define
class Claim:
    """ 
        Attributes:
            seat (int): The claimer.
            cards (list[str]): The claimer's hand, shown to the whole table.
            accepted (list[int]): The opponents who have accepted so far.
     """

    seat: int
    cards: list[str]
    accepted: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = self.cards



        accepted = self.accepted




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "cards": cards,
            "accepted": accepted,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))


        accepted = cast(list[int], d.pop("accepted"))


        claim = cls(
            seat=seat,
            cards=cards,
            accepted=accepted,
        )


        claim.additional_properties = d
        return claim

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
