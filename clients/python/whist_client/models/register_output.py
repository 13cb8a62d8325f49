from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="RegisterOutput")



@_attrs_define
class RegisterOutput:
    """ A profile's account address, as ``GET /me`` shows it (the row comes with the profile:
    ``players.selectors.profile_get``).

        Attributes:
            id (int):
            username (str):
            display_name (str):
            avatar_url (None | str): The avatar's URL; null when there is none.
            email (None | str): The account's address: the verified one, else the one waiting for its link; null when none.
            email_verified (bool): Whether `email` is verified (it then signs in and gets reset links).
            email_pending (None | str): An address waiting for its link to be followed (the verified one stays until then).
            created (datetime.datetime):
            token (str): This device's API token: send it as "Authorization: Token <token>".
     """

    id: int
    username: str
    display_name: str
    avatar_url: None | str
    email: None | str
    email_verified: bool
    email_pending: None | str
    created: datetime.datetime
    token: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        display_name = self.display_name

        avatar_url: None | str
        avatar_url = self.avatar_url

        email: None | str
        email = self.email

        email_verified = self.email_verified

        email_pending: None | str
        email_pending = self.email_pending

        created = self.created.isoformat()

        token = self.token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "username": username,
            "display_name": display_name,
            "avatar_url": avatar_url,
            "email": email,
            "email_verified": email_verified,
            "email_pending": email_pending,
            "created": created,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        username = d.pop("username")

        display_name = d.pop("display_name")

        def _parse_avatar_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        avatar_url = _parse_avatar_url(d.pop("avatar_url"))


        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))


        email_verified = d.pop("email_verified")

        def _parse_email_pending(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email_pending = _parse_email_pending(d.pop("email_pending"))


        created = datetime.datetime.fromisoformat(d.pop("created"))




        token = d.pop("token")

        register_output = cls(
            id=id,
            username=username,
            display_name=display_name,
            avatar_url=avatar_url,
            email=email,
            email_verified=email_verified,
            email_pending=email_pending,
            created=created,
            token=token,
        )


        register_output.additional_properties = d
        return register_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
