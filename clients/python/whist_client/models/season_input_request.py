from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="SeasonInputRequest")



@_attrs_define
class SeasonInputRequest:
    """ 
        Attributes:
            name (str):
            starts_on (datetime.date):
            ends_on (datetime.date):
     """

    name: str
    starts_on: datetime.date
    ends_on: datetime.date





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        starts_on = self.starts_on.isoformat()

        ends_on = self.ends_on.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "starts_on": starts_on,
            "ends_on": ends_on,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        starts_on = datetime.date.fromisoformat(d.pop("starts_on"))




        ends_on = datetime.date.fromisoformat(d.pop("ends_on"))




        season_input_request = cls(
            name=name,
            starts_on=starts_on,
            ends_on=ends_on,
        )

        return season_input_request

