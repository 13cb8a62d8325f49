from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.buy_action_type_enum import BuyActionTypeEnum






T = TypeVar("T", bound="BuyActionRequest")



@_attrs_define
class BuyActionRequest:
    """ The money game: buy the life on offer for one unit.

        Attributes:
            type_ (BuyActionTypeEnum): * `buy` - buy
     """

    type_: BuyActionTypeEnum





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BuyActionTypeEnum(d.pop("type"))




        buy_action_request = cls(
            type_=type_,
        )

        return buy_action_request

