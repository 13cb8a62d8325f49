from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choose_trump_action_type_enum import ChooseTrumpActionTypeEnum
from ..models.suit_enum import SuitEnum
from typing import cast






T = TypeVar("T", bound="ChooseTrumpAction")



@_attrs_define
class ChooseTrumpAction:
    """ The most-tricks winner names trumps; ``aces_high``/``reverse`` only matter with the
    ``trump_extras`` option.

        Attributes:
            type_ (ChooseTrumpActionTypeEnum): * `choose_trump` - choose_trump
            suit (None | SuitEnum): Null: no trump (when the rules allow it).

                * `C` - C
                * `D` - D
                * `H` - H
                * `S` - S
            aces_high (bool):
            reverse (bool):
     """

    type_: ChooseTrumpActionTypeEnum
    suit: None | SuitEnum
    aces_high: bool
    reverse: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        suit: None | str
        if isinstance(self.suit, SuitEnum):
            suit = self.suit.value
        else:
            suit = self.suit

        aces_high = self.aces_high

        reverse = self.reverse


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "suit": suit,
            "aces_high": aces_high,
            "reverse": reverse,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ChooseTrumpActionTypeEnum(d.pop("type"))




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


        aces_high = d.pop("aces_high")

        reverse = d.pop("reverse")

        choose_trump_action = cls(
            type_=type_,
            suit=suit,
            aces_high=aces_high,
            reverse=reverse,
        )


        choose_trump_action.additional_properties = d
        return choose_trump_action

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
