from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.league_ref import LeagueRef





T = TypeVar("T", bound="MembershipExport")



@_attrs_define
class MembershipExport:
    """ 
        Attributes:
            league (LeagueRef):
            joined (datetime.datetime):
            owner (bool): Whether I own the league.
     """

    league: LeagueRef
    joined: datetime.datetime
    owner: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.league_ref import LeagueRef # noqa: PLC0415
        league = self.league.to_dict()

        joined = self.joined.isoformat()

        owner = self.owner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "league": league,
            "joined": joined,
            "owner": owner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.league_ref import LeagueRef # noqa: PLC0415
        d = dict(src_dict)
        league = LeagueRef.from_dict(d.pop("league"))




        joined = datetime.datetime.fromisoformat(d.pop("joined"))




        owner = d.pop("owner")

        membership_export = cls(
            league=league,
            joined=joined,
            owner=owner,
        )


        membership_export.additional_properties = d
        return membership_export

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
