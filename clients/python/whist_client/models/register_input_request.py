from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RegisterInputRequest")



@_attrs_define
class RegisterInputRequest:
    """ 
        Attributes:
            username (str): Letters, digits and . + - _ (not @).
            password (str):
            display_name (str | Unset):
            email (None | str | Unset): Optional: a link to verify it is sent to it; once verified it signs in and gets
                password reset links.
            device (str | Unset): A name for this device in the list of signed-in devices (GET /me/tokens). Default: ''.
     """

    username: str
    password: str
    display_name: str | Unset = UNSET
    email: None | str | Unset = UNSET
    device: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        username = self.username

        password = self.password

        display_name = self.display_name

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        device = self.device


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "username": username,
            "password": password,
        })
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if email is not UNSET:
            field_dict["email"] = email
        if device is not UNSET:
            field_dict["device"] = device

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        username = d.pop("username")

        password = d.pop("password")

        display_name = d.pop("display_name", UNSET)

        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))


        device = d.pop("device", UNSET)

        register_input_request = cls(
            username=username,
            password=password,
            display_name=display_name,
            email=email,
            device=device,
        )

        return register_input_request

