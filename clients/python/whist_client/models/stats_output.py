from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="StatsOutput")



@_attrs_define
class StatsOutput:
    """ 
        Attributes:
            games (int):
            wins (int):
            average_position (float | None):
            tricks (int):
            dogs_life (int): Games in which the player was on a dog's life.
            dogs_life_survived (int): Games in which the player took a trick while on a dog's life.
            resigned (int):
            last_played (datetime.datetime | None):
     """

    games: int
    wins: int
    average_position: float | None
    tricks: int
    dogs_life: int
    dogs_life_survived: int
    resigned: int
    last_played: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        games = self.games

        wins = self.wins

        average_position: float | None
        average_position = self.average_position

        tricks = self.tricks

        dogs_life = self.dogs_life

        dogs_life_survived = self.dogs_life_survived

        resigned = self.resigned

        last_played: None | str
        if isinstance(self.last_played, datetime.datetime):
            last_played = self.last_played.isoformat()
        else:
            last_played = self.last_played


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "games": games,
            "wins": wins,
            "average_position": average_position,
            "tricks": tricks,
            "dogs_life": dogs_life,
            "dogs_life_survived": dogs_life_survived,
            "resigned": resigned,
            "last_played": last_played,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        wins = d.pop("wins")

        def _parse_average_position(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_position = _parse_average_position(d.pop("average_position"))


        tricks = d.pop("tricks")

        dogs_life = d.pop("dogs_life")

        dogs_life_survived = d.pop("dogs_life_survived")

        resigned = d.pop("resigned")

        def _parse_last_played(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_played_type_0 = datetime.datetime.fromisoformat(data)



                return last_played_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_played = _parse_last_played(d.pop("last_played"))


        stats_output = cls(
            games=games,
            wins=wins,
            average_position=average_position,
            tricks=tricks,
            dogs_life=dogs_life,
            dogs_life_survived=dogs_life_survived,
            resigned=resigned,
            last_played=last_played,
        )


        stats_output.additional_properties = d
        return stats_output

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
