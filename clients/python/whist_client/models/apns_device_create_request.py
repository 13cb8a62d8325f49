from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.apns_device_create_platform_enum import ApnsDeviceCreatePlatformEnum






T = TypeVar("T", bound="ApnsDeviceCreateRequest")



@_attrs_define
class ApnsDeviceCreateRequest:
    """ A phone registered for APNS pushes.

        Attributes:
            platform (ApnsDeviceCreatePlatformEnum): * `apns` - apns
            token (str): The APNs device token in hex.
            app_id (str): The app's bundle id or package name (for APNs, the apns-topic).
     """

    platform: ApnsDeviceCreatePlatformEnum
    token: str
    app_id: str





    def to_dict(self) -> dict[str, Any]:
        platform = self.platform.value

        token = self.token

        app_id = self.app_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "platform": platform,
            "token": token,
            "app_id": app_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        platform = ApnsDeviceCreatePlatformEnum(d.pop("platform"))




        token = d.pop("token")

        app_id = d.pop("app_id")

        apns_device_create_request = cls(
            platform=platform,
            token=token,
            app_id=app_id,
        )

        return apns_device_create_request

