from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="RatingExport")



@_attrs_define
class RatingExport:
    """ 
        Attributes:
            mu (float):
            sigma (float):
            score (float):
            last_played (datetime.datetime):
            kind (str | Unset):
            league (int | None | Unset):
            games (int | Unset):
     """

    mu: float
    sigma: float
    score: float
    last_played: datetime.datetime
    kind: str | Unset = UNSET
    league: int | None | Unset = UNSET
    games: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        mu = self.mu

        sigma = self.sigma

        score = self.score

        last_played = self.last_played.isoformat()

        kind = self.kind

        league: int | None | Unset
        if isinstance(self.league, Unset):
            league = UNSET
        else:
            league = self.league

        games = self.games


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "mu": mu,
            "sigma": sigma,
            "score": score,
            "last_played": last_played,
        })
        if kind is not UNSET:
            field_dict["kind"] = kind
        if league is not UNSET:
            field_dict["league"] = league
        if games is not UNSET:
            field_dict["games"] = games

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mu = d.pop("mu")

        sigma = d.pop("sigma")

        score = d.pop("score")

        last_played = datetime.datetime.fromisoformat(d.pop("last_played"))




        kind = d.pop("kind", UNSET)

        def _parse_league(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        league = _parse_league(d.pop("league", UNSET))


        games = d.pop("games", UNSET)

        rating_export = cls(
            mu=mu,
            sigma=sigma,
            score=score,
            last_played=last_played,
            kind=kind,
            league=league,
            games=games,
        )


        rating_export.additional_properties = d
        return rating_export

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
