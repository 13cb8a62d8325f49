from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="WebhookExport")



@_attrs_define
class WebhookExport:
    """ 
        Attributes:
            id (int):
            url (str):
            created_at (datetime.datetime):
            event_types (Any | Unset):
            active (bool | Unset):
            consecutive_failures (int | Unset):
            disabled_reason (str | Unset):
     """

    id: int
    url: str
    created_at: datetime.datetime
    event_types: Any | Unset = UNSET
    active: bool | Unset = UNSET
    consecutive_failures: int | Unset = UNSET
    disabled_reason: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        created_at = self.created_at.isoformat()

        event_types = self.event_types

        active = self.active

        consecutive_failures = self.consecutive_failures

        disabled_reason = self.disabled_reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "url": url,
            "created_at": created_at,
        })
        if event_types is not UNSET:
            field_dict["event_types"] = event_types
        if active is not UNSET:
            field_dict["active"] = active
        if consecutive_failures is not UNSET:
            field_dict["consecutive_failures"] = consecutive_failures
        if disabled_reason is not UNSET:
            field_dict["disabled_reason"] = disabled_reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        event_types = d.pop("event_types", UNSET)

        active = d.pop("active", UNSET)

        consecutive_failures = d.pop("consecutive_failures", UNSET)

        disabled_reason = d.pop("disabled_reason", UNSET)

        webhook_export = cls(
            id=id,
            url=url,
            created_at=created_at,
            event_types=event_types,
            active=active,
            consecutive_failures=consecutive_failures,
            disabled_reason=disabled_reason,
        )


        webhook_export.additional_properties = d
        return webhook_export

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
