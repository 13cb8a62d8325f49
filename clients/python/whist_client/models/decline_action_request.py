from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.decline_action_type_enum import DeclineActionTypeEnum






T = TypeVar("T", bound="DeclineActionRequest")



@_attrs_define
class DeclineActionRequest:
    """ The money game: refuse the life on offer and leave the game.

        Attributes:
            type_ (DeclineActionTypeEnum): * `decline` - decline
     """

    type_: DeclineActionTypeEnum





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
        type_ = DeclineActionTypeEnum(d.pop("type"))




        decline_action_request = cls(
            type_=type_,
        )

        return decline_action_request

