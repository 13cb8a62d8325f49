from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.delivery_status_enum import DeliveryStatusEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="MailExport")



@_attrs_define
class MailExport:
    """ 
        Attributes:
            kind (str):
            to (str):
            subject (str):
            created_at (datetime.datetime):
            status (DeliveryStatusEnum | Unset): * `pending` - Pending
                * `succeeded` - Succeeded
                * `failed` - Failed
            attempts (int | Unset):
            sent_at (datetime.datetime | None | Unset):
     """

    kind: str
    to: str
    subject: str
    created_at: datetime.datetime
    status: DeliveryStatusEnum | Unset = UNSET
    attempts: int | Unset = UNSET
    sent_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        to = self.to

        subject = self.subject

        created_at = self.created_at.isoformat()

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        attempts = self.attempts

        sent_at: None | str | Unset
        if isinstance(self.sent_at, Unset):
            sent_at = UNSET
        elif isinstance(self.sent_at, datetime.datetime):
            sent_at = self.sent_at.isoformat()
        else:
            sent_at = self.sent_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "to": to,
            "subject": subject,
            "created_at": created_at,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if attempts is not UNSET:
            field_dict["attempts"] = attempts
        if sent_at is not UNSET:
            field_dict["sent_at"] = sent_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        to = d.pop("to")

        subject = d.pop("subject")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        _status = d.pop("status", UNSET)
        status: DeliveryStatusEnum | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = DeliveryStatusEnum(_status)




        attempts = d.pop("attempts", UNSET)

        def _parse_sent_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sent_at_type_0 = datetime.datetime.fromisoformat(data)



                return sent_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        sent_at = _parse_sent_at(d.pop("sent_at", UNSET))


        mail_export = cls(
            kind=kind,
            to=to,
            subject=subject,
            created_at=created_at,
            status=status,
            attempts=attempts,
            sent_at=sent_at,
        )


        mail_export.additional_properties = d
        return mail_export

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
