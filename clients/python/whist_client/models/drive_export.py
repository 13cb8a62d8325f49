from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.drive_status_enum import DriveStatusEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="DriveExport")



@_attrs_define
class DriveExport:
    """ 
        Attributes:
            id (int):
            name (str):
            status (DriveStatusEnum): * `open` - Open
                * `playing` - Playing
                * `finished` - Finished
                * `cancelled` - Cancelled
            created_at (datetime.datetime):
            my_number (int | None): My entrant number; null for a drive I organise without playing.
            organiser (bool): Whether I organise it.
            preset (str | Unset):
            finished_at (datetime.datetime | None | Unset):
     """

    id: int
    name: str
    status: DriveStatusEnum
    created_at: datetime.datetime
    my_number: int | None
    organiser: bool
    preset: str | Unset = UNSET
    finished_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        status = self.status.value

        created_at = self.created_at.isoformat()

        my_number: int | None
        my_number = self.my_number

        organiser = self.organiser

        preset = self.preset

        finished_at: None | str | Unset
        if isinstance(self.finished_at, Unset):
            finished_at = UNSET
        elif isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "status": status,
            "created_at": created_at,
            "my_number": my_number,
            "organiser": organiser,
        })
        if preset is not UNSET:
            field_dict["preset"] = preset
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        status = DriveStatusEnum(d.pop("status"))




        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_my_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        my_number = _parse_my_number(d.pop("my_number"))


        organiser = d.pop("organiser")

        preset = d.pop("preset", UNSET)

        def _parse_finished_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        finished_at = _parse_finished_at(d.pop("finished_at", UNSET))


        drive_export = cls(
            id=id,
            name=name,
            status=status,
            created_at=created_at,
            my_number=my_number,
            organiser=organiser,
            preset=preset,
            finished_at=finished_at,
        )


        drive_export.additional_properties = d
        return drive_export

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
