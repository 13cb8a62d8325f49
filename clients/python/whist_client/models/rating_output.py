from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RatingOutput")



@_attrs_define
class RatingOutput:
    """ 
        Attributes:
            mu (float):
            sigma (float):
            score (float): Conservative skill: mu - 3 sigma.
            games (int): Rated games in this scope.
            provisional (bool): Fewer rated games than the leaderboard asks for (WHIST_LEADERBOARD_MIN_GAMES, 5): the score
                still says more about how few games there were than about the player (a new player's is below zero), so show it
                as provisional.
     """

    mu: float
    sigma: float
    score: float
    games: int
    provisional: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        mu = self.mu

        sigma = self.sigma

        score = self.score

        games = self.games

        provisional = self.provisional


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "mu": mu,
            "sigma": sigma,
            "score": score,
            "games": games,
            "provisional": provisional,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mu = d.pop("mu")

        sigma = d.pop("sigma")

        score = d.pop("score")

        games = d.pop("games")

        provisional = d.pop("provisional")

        rating_output = cls(
            mu=mu,
            sigma=sigma,
            score=score,
            games=games,
            provisional=provisional,
        )


        rating_output.additional_properties = d
        return rating_output

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
