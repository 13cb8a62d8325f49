from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="StandingExport")



@_attrs_define
class StandingExport:
    """ 
        Attributes:
            league (int):
            season (int | None | Unset):
            played (int | Unset):
            won (int | Unset):
            points (int | Unset):
            position_sum (int | Unset):
            money (int | Unset):
            rubbers (int | Unset):
     """

    league: int
    season: int | None | Unset = UNSET
    played: int | Unset = UNSET
    won: int | Unset = UNSET
    points: int | Unset = UNSET
    position_sum: int | Unset = UNSET
    money: int | Unset = UNSET
    rubbers: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        league = self.league

        season: int | None | Unset
        if isinstance(self.season, Unset):
            season = UNSET
        else:
            season = self.season

        played = self.played

        won = self.won

        points = self.points

        position_sum = self.position_sum

        money = self.money

        rubbers = self.rubbers


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "league": league,
        })
        if season is not UNSET:
            field_dict["season"] = season
        if played is not UNSET:
            field_dict["played"] = played
        if won is not UNSET:
            field_dict["won"] = won
        if points is not UNSET:
            field_dict["points"] = points
        if position_sum is not UNSET:
            field_dict["position_sum"] = position_sum
        if money is not UNSET:
            field_dict["money"] = money
        if rubbers is not UNSET:
            field_dict["rubbers"] = rubbers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        league = d.pop("league")

        def _parse_season(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        season = _parse_season(d.pop("season", UNSET))


        played = d.pop("played", UNSET)

        won = d.pop("won", UNSET)

        points = d.pop("points", UNSET)

        position_sum = d.pop("position_sum", UNSET)

        money = d.pop("money", UNSET)

        rubbers = d.pop("rubbers", UNSET)

        standing_export = cls(
            league=league,
            season=season,
            played=played,
            won=won,
            points=points,
            position_sum=position_sum,
            money=money,
            rubbers=rubbers,
        )


        standing_export.additional_properties = d
        return standing_export

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
