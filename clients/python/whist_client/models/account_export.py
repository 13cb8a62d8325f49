from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="AccountExport")



@_attrs_define
class AccountExport:
    """ 
        Attributes:
            id (int):
            username (str):
            date_joined (datetime.datetime):
            last_login (datetime.datetime | None):
            email (None | str): The verified address.
            email_verified_at (datetime.datetime | None):
            email_pending (None | str):
     """

    id: int
    username: str
    date_joined: datetime.datetime
    last_login: datetime.datetime | None
    email: None | str
    email_verified_at: datetime.datetime | None
    email_pending: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        date_joined = self.date_joined.isoformat()

        last_login: None | str
        if isinstance(self.last_login, datetime.datetime):
            last_login = self.last_login.isoformat()
        else:
            last_login = self.last_login

        email: None | str
        email = self.email

        email_verified_at: None | str
        if isinstance(self.email_verified_at, datetime.datetime):
            email_verified_at = self.email_verified_at.isoformat()
        else:
            email_verified_at = self.email_verified_at

        email_pending: None | str
        email_pending = self.email_pending


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "username": username,
            "date_joined": date_joined,
            "last_login": last_login,
            "email": email,
            "email_verified_at": email_verified_at,
            "email_pending": email_pending,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        username = d.pop("username")

        date_joined = datetime.datetime.fromisoformat(d.pop("date_joined"))




        def _parse_last_login(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_login_type_0 = datetime.datetime.fromisoformat(data)



                return last_login_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_login = _parse_last_login(d.pop("last_login"))


        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))


        def _parse_email_verified_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                email_verified_at_type_0 = datetime.datetime.fromisoformat(data)



                return email_verified_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        email_verified_at = _parse_email_verified_at(d.pop("email_verified_at"))


        def _parse_email_pending(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email_pending = _parse_email_pending(d.pop("email_pending"))


        account_export = cls(
            id=id,
            username=username,
            date_joined=date_joined,
            last_login=last_login,
            email=email,
            email_verified_at=email_verified_at,
            email_pending=email_pending,
        )


        account_export.additional_properties = d
        return account_export

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
