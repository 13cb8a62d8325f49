from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="SeasonOutput")



@_attrs_define
class SeasonOutput:
    """ 
        Attributes:
            id (int):
            league_id (int):
            name (str):
            starts_on (datetime.date):
            ends_on (datetime.date):
            is_active (bool):
            created (datetime.datetime):
     """

    id: int
    league_id: int
    name: str
    starts_on: datetime.date
    ends_on: datetime.date
    is_active: bool
    created: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        league_id = self.league_id

        name = self.name

        starts_on = self.starts_on.isoformat()

        ends_on = self.ends_on.isoformat()

        is_active = self.is_active

        created = self.created.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "league_id": league_id,
            "name": name,
            "starts_on": starts_on,
            "ends_on": ends_on,
            "is_active": is_active,
            "created": created,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        league_id = d.pop("league_id")

        name = d.pop("name")

        starts_on = datetime.date.fromisoformat(d.pop("starts_on"))




        ends_on = datetime.date.fromisoformat(d.pop("ends_on"))




        is_active = d.pop("is_active")

        created = datetime.datetime.fromisoformat(d.pop("created"))




        season_output = cls(
            id=id,
            league_id=league_id,
            name=name,
            starts_on=starts_on,
            ends_on=ends_on,
            is_active=is_active,
            created=created,
        )


        season_output.additional_properties = d
        return season_output

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
