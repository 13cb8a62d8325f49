from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="LeaderboardEntryOutput")



@_attrs_define
class LeaderboardEntryOutput:
    """ 
        Attributes:
            position (int):
            competitor_id (int):
            user_id (int | None):
            ai_level (None | str):
            display_name (str):
            score (float): Conservative skill: mu - 3 sigma.
            mu (float):
            sigma (float):
            games (int):
            last_played (datetime.datetime):
     """

    position: int
    competitor_id: int
    user_id: int | None
    ai_level: None | str
    display_name: str
    score: float
    mu: float
    sigma: float
    games: int
    last_played: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        position = self.position

        competitor_id = self.competitor_id

        user_id: int | None
        user_id = self.user_id

        ai_level: None | str
        ai_level = self.ai_level

        display_name = self.display_name

        score = self.score

        mu = self.mu

        sigma = self.sigma

        games = self.games

        last_played = self.last_played.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "position": position,
            "competitor_id": competitor_id,
            "user_id": user_id,
            "ai_level": ai_level,
            "display_name": display_name,
            "score": score,
            "mu": mu,
            "sigma": sigma,
            "games": games,
            "last_played": last_played,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        competitor_id = d.pop("competitor_id")

        def _parse_user_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        user_id = _parse_user_id(d.pop("user_id"))


        def _parse_ai_level(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ai_level = _parse_ai_level(d.pop("ai_level"))


        display_name = d.pop("display_name")

        score = d.pop("score")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        last_played = datetime.datetime.fromisoformat(d.pop("last_played"))




        leaderboard_entry_output = cls(
            position=position,
            competitor_id=competitor_id,
            user_id=user_id,
            ai_level=ai_level,
            display_name=display_name,
            score=score,
            mu=mu,
            sigma=sigma,
            games=games,
            last_played=last_played,
        )


        leaderboard_entry_output.additional_properties = d
        return leaderboard_entry_output

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
