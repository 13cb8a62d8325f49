from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchedMeUpdateInputRequest")



@_attrs_define
class PatchedMeUpdateInputRequest:
    """ A PATCH body: only the declared fields, at least one of them (the schema says
    ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and an
    unknown key are both 400s rather than silently ignored, so a client never believes it
    changed something it did not.

        Attributes:
            display_name (str | Unset):
            avatar_url (None | str | Unset): null or "": no avatar.
            email (None | str | Unset): A new address: pending (and sent a link) until verified; the same again sends a new
                link; null removes the address.
     """

    display_name: str | Unset = UNSET
    avatar_url: None | str | Unset = UNSET
    email: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        avatar_url: None | str | Unset
        if isinstance(self.avatar_url, Unset):
            avatar_url = UNSET
        else:
            avatar_url = self.avatar_url

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if avatar_url is not UNSET:
            field_dict["avatar_url"] = avatar_url
        if email is not UNSET:
            field_dict["email"] = email

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        display_name = d.pop("display_name", UNSET)

        def _parse_avatar_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        avatar_url = _parse_avatar_url(d.pop("avatar_url", UNSET))


        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))


        patched_me_update_input_request = cls(
            display_name=display_name,
            avatar_url=avatar_url,
            email=email,
        )

        return patched_me_update_input_request

