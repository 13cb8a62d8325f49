from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.notification_type_enum import NotificationTypeEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PatchedWebhookUpdateRequest")



@_attrs_define
class PatchedWebhookUpdateRequest:
    """ A PATCH body: only the declared fields, at least one of them (the schema says
    ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and an
    unknown key are both 400s rather than silently ignored, so a client never believes it
    changed something it did not.

        Attributes:
            event_types (list[NotificationTypeEnum] | Unset): Notification types to send (none: all).
            active (bool | Unset): false pauses the webhook; true resumes it (one disabled for its failures too, with its
                count of failures started again).
     """

    event_types: list[NotificationTypeEnum] | Unset = UNSET
    active: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event_types: list[str] | Unset = UNSET
        if not isinstance(self.event_types, Unset):
            event_types = []
            for event_types_item_data in self.event_types:
                event_types_item = event_types_item_data.value
                event_types.append(event_types_item)



        active = self.active


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if event_types is not UNSET:
            field_dict["event_types"] = event_types
        if active is not UNSET:
            field_dict["active"] = active

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _event_types = d.pop("event_types", UNSET)
        event_types: list[NotificationTypeEnum] | Unset = UNSET
        if _event_types is not UNSET:
            event_types = []
            for event_types_item_data in _event_types:
                event_types_item = NotificationTypeEnum(event_types_item_data)



                event_types.append(event_types_item)


        active = d.pop("active", UNSET)

        patched_webhook_update_request = cls(
            event_types=event_types,
            active=active,
        )

        return patched_webhook_update_request

