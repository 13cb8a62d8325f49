from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ProfileExport")



@_attrs_define
class ProfileExport:
    """ 
        Attributes:
            display_name (str):
            avatar_url (None | str): The avatar's URL; null when there is none.
            created (datetime.datetime):
            updated (datetime.datetime):
     """

    display_name: str
    avatar_url: None | str
    created: datetime.datetime
    updated: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        avatar_url: None | str
        avatar_url = self.avatar_url

        created = self.created.isoformat()

        updated = self.updated.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "display_name": display_name,
            "avatar_url": avatar_url,
            "created": created,
            "updated": updated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        display_name = d.pop("display_name")

        def _parse_avatar_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        avatar_url = _parse_avatar_url(d.pop("avatar_url"))


        created = datetime.datetime.fromisoformat(d.pop("created"))




        updated = datetime.datetime.fromisoformat(d.pop("updated"))




        profile_export = cls(
            display_name=display_name,
            avatar_url=avatar_url,
            created=created,
            updated=updated,
        )


        profile_export.additional_properties = d
        return profile_export

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
