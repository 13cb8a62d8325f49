from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.fcm_device_create_platform_enum import FcmDeviceCreatePlatformEnum






T = TypeVar("T", bound="FcmDeviceCreateRequest")



@_attrs_define
class FcmDeviceCreateRequest:
    """ A phone registered for FCM pushes.

        Attributes:
            platform (FcmDeviceCreatePlatformEnum): * `fcm` - fcm
            token (str): The FCM registration token.
            app_id (str): The app's bundle id or package name (for APNs, the apns-topic).
     """

    platform: FcmDeviceCreatePlatformEnum
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
        platform = FcmDeviceCreatePlatformEnum(d.pop("platform"))




        token = d.pop("token")

        app_id = d.pop("app_id")

        fcm_device_create_request = cls(
            platform=platform,
            token=token,
            app_id=app_id,
        )

        return fcm_device_create_request

