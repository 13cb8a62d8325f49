from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PasswordChangeInputRequest")



@_attrs_define
class PasswordChangeInputRequest:
    """ 
        Attributes:
            old_password (str):
            new_password (str):
     """

    old_password: str
    new_password: str





    def to_dict(self) -> dict[str, Any]:
        old_password = self.old_password

        new_password = self.new_password


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "old_password": old_password,
            "new_password": new_password,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        old_password = d.pop("old_password")

        new_password = d.pop("new_password")

        password_change_input_request = cls(
            old_password=old_password,
            new_password=new_password,
        )

        return password_change_input_request

