from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PushKeysRequest")



@_attrs_define
class PushKeysRequest:
    """ The keys' form; whether the point is on the curve is the service's to say
    (``invalid_push_key``).

        Attributes:
            p256dh (str): The browser's P-256 public key: base64url of its 65-byte uncompressed point.
            auth (str): The browser's auth secret: base64url of 16 bytes.
     """

    p256dh: str
    auth: str





    def to_dict(self) -> dict[str, Any]:
        p256dh = self.p256dh

        auth = self.auth


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "p256dh": p256dh,
            "auth": auth,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        p256dh = d.pop("p256dh")

        auth = d.pop("auth")

        push_keys_request = cls(
            p256dh=p256dh,
            auth=auth,
        )

        return push_keys_request

