from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="InviteInputRequest")



@_attrs_define
class InviteInputRequest:
    """ 
        Attributes:
            usernames (list[str]):
     """

    usernames: list[str]





    def to_dict(self) -> dict[str, Any]:
        usernames = self.usernames




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "usernames": usernames,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        usernames = cast(list[str], d.pop("usernames"))


        invite_input_request = cls(
            usernames=usernames,
        )

        return invite_input_request

