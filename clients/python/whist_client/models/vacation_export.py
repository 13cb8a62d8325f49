from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.pause_export import PauseExport





T = TypeVar("T", bound="VacationExport")



@_attrs_define
class VacationExport:
    """ 
        Attributes:
            started_at (datetime.datetime):
            until (datetime.datetime):
            pauses (list[PauseExport]):
            ended_at (datetime.datetime | None | Unset):
            automatic (bool | Unset):
     """

    started_at: datetime.datetime
    until: datetime.datetime
    pauses: list[PauseExport]
    ended_at: datetime.datetime | None | Unset = UNSET
    automatic: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pause_export import PauseExport # noqa: PLC0415
        started_at = self.started_at.isoformat()

        until = self.until.isoformat()

        pauses = []
        for pauses_item_data in self.pauses:
            pauses_item = pauses_item_data.to_dict()
            pauses.append(pauses_item)



        ended_at: None | str | Unset
        if isinstance(self.ended_at, Unset):
            ended_at = UNSET
        elif isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        automatic = self.automatic


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "started_at": started_at,
            "until": until,
            "pauses": pauses,
        })
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at
        if automatic is not UNSET:
            field_dict["automatic"] = automatic

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pause_export import PauseExport # noqa: PLC0415
        d = dict(src_dict)
        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))




        until = datetime.datetime.fromisoformat(d.pop("until"))




        pauses = []
        _pauses = d.pop("pauses")
        for pauses_item_data in (_pauses):
            pauses_item = PauseExport.from_dict(pauses_item_data)



            pauses.append(pauses_item)


        def _parse_ended_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)



                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        ended_at = _parse_ended_at(d.pop("ended_at", UNSET))


        automatic = d.pop("automatic", UNSET)

        vacation_export = cls(
            started_at=started_at,
            until=until,
            pauses=pauses,
            ended_at=ended_at,
            automatic=automatic,
        )


        vacation_export.additional_properties = d
        return vacation_export

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
