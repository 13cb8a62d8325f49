from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PasswordResetConfirmInputRequest")



@_attrs_define
class PasswordResetConfirmInputRequest:
    """ 
        Attributes:
            uid (str): From the link in the mail (the web client's page /#/reset-password/<uid>/<token>).
            token (str): From the link in the mail.
            new_password (str):
     """

    uid: str
    token: str
    new_password: str





    def to_dict(self) -> dict[str, Any]:
        uid = self.uid

        token = self.token

        new_password = self.new_password


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "uid": uid,
            "token": token,
            "new_password": new_password,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uid = d.pop("uid")

        token = d.pop("token")

        new_password = d.pop("new_password")

        password_reset_confirm_input_request = cls(
            uid=uid,
            token=token,
            new_password=new_password,
        )

        return password_reset_confirm_input_request

