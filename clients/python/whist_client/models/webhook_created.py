from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.notification_type_enum import NotificationTypeEnum
from typing import cast
import datetime






T = TypeVar("T", bound="WebhookCreated")



@_attrs_define
class WebhookCreated:
    """ 
        Attributes:
            id (int):
            url (str):
            event_types (list[NotificationTypeEnum]):
            active (bool):
            consecutive_failures (int):
            disabled_reason (str):
            created_at (datetime.datetime):
            secret (str): The signing secret (whsec_<base64>), shown this once: verify each delivery's webhook-signature
                with it (Standard Webhooks).
     """

    id: int
    url: str
    event_types: list[NotificationTypeEnum]
    active: bool
    consecutive_failures: int
    disabled_reason: str
    created_at: datetime.datetime
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        event_types = []
        for event_types_item_data in self.event_types:
            event_types_item = event_types_item_data.value
            event_types.append(event_types_item)



        active = self.active

        consecutive_failures = self.consecutive_failures

        disabled_reason = self.disabled_reason

        created_at = self.created_at.isoformat()

        secret = self.secret


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "url": url,
            "event_types": event_types,
            "active": active,
            "consecutive_failures": consecutive_failures,
            "disabled_reason": disabled_reason,
            "created_at": created_at,
            "secret": secret,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        event_types = []
        _event_types = d.pop("event_types")
        for event_types_item_data in (_event_types):
            event_types_item = NotificationTypeEnum(event_types_item_data)



            event_types.append(event_types_item)


        active = d.pop("active")

        consecutive_failures = d.pop("consecutive_failures")

        disabled_reason = d.pop("disabled_reason")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        secret = d.pop("secret")

        webhook_created = cls(
            id=id,
            url=url,
            event_types=event_types,
            active=active,
            consecutive_failures=consecutive_failures,
            disabled_reason=disabled_reason,
            created_at=created_at,
            secret=secret,
        )


        webhook_created.additional_properties = d
        return webhook_created

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
