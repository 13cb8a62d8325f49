from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.exchange_action_type_enum import ExchangeActionTypeEnum
from typing import cast






T = TypeVar("T", bound="ExchangeActionRequest")



@_attrs_define
class ExchangeActionRequest:
    """ Card exchange: discard these cards (at most three; none keeps the hand as dealt) and be
    dealt as many from the stock.

        Attributes:
            type_ (ExchangeActionTypeEnum): * `exchange` - exchange
            cards (list[str]):
     """

    type_: ExchangeActionTypeEnum
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ExchangeActionTypeEnum(d.pop("type"))




        cards = cast(list[str], d.pop("cards"))


        exchange_action_request = cls(
            type_=type_,
            cards=cards,
        )

        return exchange_action_request

