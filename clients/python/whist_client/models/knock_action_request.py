from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.knock_action_type_enum import KnockActionTypeEnum






T = TypeVar("T", bound="KnockActionRequest")



@_attrs_define
class KnockActionRequest:
    """ On a dog's life: pass this trick, keeping the one card for a later one.

        Attributes:
            type_ (KnockActionTypeEnum): * `knock` - knock
     """

    type_: KnockActionTypeEnum





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
        type_ = KnockActionTypeEnum(d.pop("type"))




        knock_action_request = cls(
            type_=type_,
        )

        return knock_action_request

