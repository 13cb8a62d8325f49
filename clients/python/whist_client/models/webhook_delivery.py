from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.delivery_status_enum import DeliveryStatusEnum
from typing import cast
import datetime






T = TypeVar("T", bound="WebhookDelivery")



@_attrs_define
class WebhookDelivery:
    """ 
        Attributes:
            id (int):
            message_id (str):
            event_type (str):
            status (DeliveryStatusEnum): * `pending` - Pending
                * `succeeded` - Succeeded
                * `failed` - Failed
            attempts (int):
            response_code (int | None):
            last_error (str):
            next_retry_at (datetime.datetime | None):
            created_at (datetime.datetime):
     """

    id: int
    message_id: str
    event_type: str
    status: DeliveryStatusEnum
    attempts: int
    response_code: int | None
    last_error: str
    next_retry_at: datetime.datetime | None
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        message_id = self.message_id

        event_type = self.event_type

        status = self.status.value

        attempts = self.attempts

        response_code: int | None
        response_code = self.response_code

        last_error = self.last_error

        next_retry_at: None | str
        if isinstance(self.next_retry_at, datetime.datetime):
            next_retry_at = self.next_retry_at.isoformat()
        else:
            next_retry_at = self.next_retry_at

        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "message_id": message_id,
            "event_type": event_type,
            "status": status,
            "attempts": attempts,
            "response_code": response_code,
            "last_error": last_error,
            "next_retry_at": next_retry_at,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        message_id = d.pop("message_id")

        event_type = d.pop("event_type")

        status = DeliveryStatusEnum(d.pop("status"))




        attempts = d.pop("attempts")

        def _parse_response_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        response_code = _parse_response_code(d.pop("response_code"))


        last_error = d.pop("last_error")

        def _parse_next_retry_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_retry_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_retry_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_retry_at = _parse_next_retry_at(d.pop("next_retry_at"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        webhook_delivery = cls(
            id=id,
            message_id=message_id,
            event_type=event_type,
            status=status,
            attempts=attempts,
            response_code=response_code,
            last_error=last_error,
            next_retry_at=next_retry_at,
            created_at=created_at,
        )


        webhook_delivery.additional_properties = d
        return webhook_delivery

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
