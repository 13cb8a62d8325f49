from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="RatingChangeOutput")



@_attrs_define
class RatingChangeOutput:
    """ 
        Attributes:
            game_id (int):
            league_id (int | None):
            finished_at (datetime.datetime):
            position (int):
            mu_before (float):
            sigma_before (float):
            mu_after (float):
            sigma_after (float):
     """

    game_id: int
    league_id: int | None
    finished_at: datetime.datetime
    position: int
    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        league_id: int | None
        league_id = self.league_id

        finished_at = self.finished_at.isoformat()

        position = self.position

        mu_before = self.mu_before

        sigma_before = self.sigma_before

        mu_after = self.mu_after

        sigma_after = self.sigma_after


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "league_id": league_id,
            "finished_at": finished_at,
            "position": position,
            "mu_before": mu_before,
            "sigma_before": sigma_before,
            "mu_after": mu_after,
            "sigma_after": sigma_after,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        def _parse_league_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        league_id = _parse_league_id(d.pop("league_id"))


        finished_at = datetime.datetime.fromisoformat(d.pop("finished_at"))




        position = d.pop("position")

        mu_before = d.pop("mu_before")

        sigma_before = d.pop("sigma_before")

        mu_after = d.pop("mu_after")

        sigma_after = d.pop("sigma_after")

        rating_change_output = cls(
            game_id=game_id,
            league_id=league_id,
            finished_at=finished_at,
            position=position,
            mu_before=mu_before,
            sigma_before=sigma_before,
            mu_after=mu_after,
            sigma_after=sigma_after,
        )


        rating_change_output.additional_properties = d
        return rating_change_output

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
