from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="StatsExport")



@_attrs_define
class StatsExport:
    """ 
        Attributes:
            games (int | Unset):
            wins (int | Unset):
            position_sum (int | Unset):
            tricks (int | Unset):
            dogs_life (int | Unset):
            dogs_life_survived (int | Unset):
            resigned (int | Unset):
            last_played (datetime.datetime | None | Unset):
     """

    games: int | Unset = UNSET
    wins: int | Unset = UNSET
    position_sum: int | Unset = UNSET
    tricks: int | Unset = UNSET
    dogs_life: int | Unset = UNSET
    dogs_life_survived: int | Unset = UNSET
    resigned: int | Unset = UNSET
    last_played: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        games = self.games

        wins = self.wins

        position_sum = self.position_sum

        tricks = self.tricks

        dogs_life = self.dogs_life

        dogs_life_survived = self.dogs_life_survived

        resigned = self.resigned

        last_played: None | str | Unset
        if isinstance(self.last_played, Unset):
            last_played = UNSET
        elif isinstance(self.last_played, datetime.datetime):
            last_played = self.last_played.isoformat()
        else:
            last_played = self.last_played


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if games is not UNSET:
            field_dict["games"] = games
        if wins is not UNSET:
            field_dict["wins"] = wins
        if position_sum is not UNSET:
            field_dict["position_sum"] = position_sum
        if tricks is not UNSET:
            field_dict["tricks"] = tricks
        if dogs_life is not UNSET:
            field_dict["dogs_life"] = dogs_life
        if dogs_life_survived is not UNSET:
            field_dict["dogs_life_survived"] = dogs_life_survived
        if resigned is not UNSET:
            field_dict["resigned"] = resigned
        if last_played is not UNSET:
            field_dict["last_played"] = last_played

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games", UNSET)

        wins = d.pop("wins", UNSET)

        position_sum = d.pop("position_sum", UNSET)

        tricks = d.pop("tricks", UNSET)

        dogs_life = d.pop("dogs_life", UNSET)

        dogs_life_survived = d.pop("dogs_life_survived", UNSET)

        resigned = d.pop("resigned", UNSET)

        def _parse_last_played(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_played_type_0 = datetime.datetime.fromisoformat(data)



                return last_played_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_played = _parse_last_played(d.pop("last_played", UNSET))


        stats_export = cls(
            games=games,
            wins=wins,
            position_sum=position_sum,
            tricks=tricks,
            dogs_life=dogs_life,
            dogs_life_survived=dogs_life_survived,
            resigned=resigned,
            last_played=last_played,
        )


        stats_export.additional_properties = d
        return stats_export

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
