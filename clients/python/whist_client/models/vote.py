from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suit_enum import SuitEnum
from typing import cast






T = TypeVar("T", bound="Vote")



@_attrs_define
class Vote:
    """ 
        Attributes:
            seat (int):
            suit (None | SuitEnum): Null abstains.

                * `C` - C
                * `D` - D
                * `H` - H
                * `S` - S
     """

    seat: int
    suit: None | SuitEnum
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        suit: None | str
        if isinstance(self.suit, SuitEnum):
            suit = self.suit.value
        else:
            suit = self.suit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "suit": suit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_suit(data: object) -> None | SuitEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_0 = SuitEnum(data)



                return suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuitEnum, data)

        suit = _parse_suit(d.pop("suit"))


        vote = cls(
            seat=seat,
            suit=suit,
        )


        vote.additional_properties = d
        return vote

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
