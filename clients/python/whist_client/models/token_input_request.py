from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="TokenInputRequest")



@_attrs_define
class TokenInputRequest:
    """ 
        Attributes:
            username (str): The username, or the account's verified email address.
            password (str):
            device (str | Unset): A name for this device in the list of signed-in devices (GET /me/tokens). Default: ''.
     """

    username: str
    password: str
    device: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        username = self.username

        password = self.password

        device = self.device


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "username": username,
            "password": password,
        })
        if device is not UNSET:
            field_dict["device"] = device

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        username = d.pop("username")

        password = d.pop("password")

        device = d.pop("device", UNSET)

        token_input_request = cls(
            username=username,
            password=password,
            device=device,
        )

        return token_input_request

