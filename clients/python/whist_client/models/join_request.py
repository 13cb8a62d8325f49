from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="JoinRequest")



@_attrs_define
class JoinRequest:
    """ 
        Attributes:
            invite_code (str | Unset):
     """

    invite_code: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        invite_code = self.invite_code


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if invite_code is not UNSET:
            field_dict["invite_code"] = invite_code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invite_code = d.pop("invite_code", UNSET)

        join_request = cls(
            invite_code=invite_code,
        )

        return join_request

