from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.exchange_action_type_enum import ExchangeActionTypeEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RecordedExchangeAction")



@_attrs_define
class RecordedExchangeAction:
    """ An exchange: its cards to the exchanging seat and in a finished game's record; how many
    to everyone else.

        Attributes:
            type_ (ExchangeActionTypeEnum): * `exchange` - exchange
            cards (list[str] | Unset):
            count (int | Unset): How many cards were exchanged (when the cards are hidden).
     """

    type_: ExchangeActionTypeEnum
    cards: list[str] | Unset = UNSET
    count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards



        count = self.count


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ExchangeActionTypeEnum(d.pop("type"))




        cards = cast(list[str], d.pop("cards", UNSET))


        count = d.pop("count", UNSET)

        recorded_exchange_action = cls(
            type_=type_,
            cards=cards,
            count=count,
        )


        recorded_exchange_action.additional_properties = d
        return recorded_exchange_action

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
