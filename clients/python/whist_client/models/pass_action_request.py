from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pass_action_type_enum import PassActionTypeEnum






T = TypeVar("T", bound="PassActionRequest")



@_attrs_define
class PassActionRequest:
    """ Do not declare.

        Attributes:
            type_ (PassActionTypeEnum): * `pass` - pass
     """

    type_: PassActionTypeEnum





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
        type_ = PassActionTypeEnum(d.pop("type"))




        pass_action_request = cls(
            type_=type_,
        )

        return pass_action_request

