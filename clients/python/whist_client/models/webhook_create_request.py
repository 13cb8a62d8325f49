from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.notification_type_enum import NotificationTypeEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WebhookCreateRequest")



@_attrs_define
class WebhookCreateRequest:
    """ 
        Attributes:
            url (str):
            event_types (list[NotificationTypeEnum] | Unset): Notification types to send (none: all).
            active (bool | Unset):  Default: True.
     """

    url: str
    event_types: list[NotificationTypeEnum] | Unset = UNSET
    active: bool | Unset = True





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        event_types: list[str] | Unset = UNSET
        if not isinstance(self.event_types, Unset):
            event_types = []
            for event_types_item_data in self.event_types:
                event_types_item = event_types_item_data.value
                event_types.append(event_types_item)



        active = self.active


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
        })
        if event_types is not UNSET:
            field_dict["event_types"] = event_types
        if active is not UNSET:
            field_dict["active"] = active

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        _event_types = d.pop("event_types", UNSET)
        event_types: list[NotificationTypeEnum] | Unset = UNSET
        if _event_types is not UNSET:
            event_types = []
            for event_types_item_data in _event_types:
                event_types_item = NotificationTypeEnum(event_types_item_data)



                event_types.append(event_types_item)


        active = d.pop("active", UNSET)

        webhook_create_request = cls(
            url=url,
            event_types=event_types,
            active=active,
        )

        return webhook_create_request

