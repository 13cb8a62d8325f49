from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.device_platform_enum import DevicePlatformEnum
from typing import cast
import datetime






T = TypeVar("T", bound="Device")



@_attrs_define
class Device:
    """ 
        Attributes:
            id (int):
            platform (DevicePlatformEnum): * `fcm` - Fcm
                * `apns` - Apns
            token (str):
            app_id (str):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: int
    platform: DevicePlatformEnum
    token: str
    app_id: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        platform = self.platform.value

        token = self.token

        app_id = self.app_id

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "platform": platform,
            "token": token,
            "app_id": app_id,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        platform = DevicePlatformEnum(d.pop("platform"))




        token = d.pop("token")

        app_id = d.pop("app_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        device = cls(
            id=id,
            platform=platform,
            token=token,
            app_id=app_id,
            created_at=created_at,
            updated_at=updated_at,
        )


        device.additional_properties = d
        return device

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
