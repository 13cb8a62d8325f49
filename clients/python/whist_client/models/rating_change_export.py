from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="RatingChangeExport")



@_attrs_define
class RatingChangeExport:
    """ 
        Attributes:
            game_id (int):
            finished_at (datetime.datetime):
            position (int):
            mu_before (float):
            sigma_before (float):
            mu_after (float):
            sigma_after (float):
            kind (str | Unset):
            league (int | None | Unset):
     """

    game_id: int
    finished_at: datetime.datetime
    position: int
    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float
    kind: str | Unset = UNSET
    league: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        finished_at = self.finished_at.isoformat()

        position = self.position

        mu_before = self.mu_before

        sigma_before = self.sigma_before

        mu_after = self.mu_after

        sigma_after = self.sigma_after

        kind = self.kind

        league: int | None | Unset
        if isinstance(self.league, Unset):
            league = UNSET
        else:
            league = self.league


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "finished_at": finished_at,
            "position": position,
            "mu_before": mu_before,
            "sigma_before": sigma_before,
            "mu_after": mu_after,
            "sigma_after": sigma_after,
        })
        if kind is not UNSET:
            field_dict["kind"] = kind
        if league is not UNSET:
            field_dict["league"] = league

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        finished_at = datetime.datetime.fromisoformat(d.pop("finished_at"))




        position = d.pop("position")

        mu_before = d.pop("mu_before")

        sigma_before = d.pop("sigma_before")

        mu_after = d.pop("mu_after")

        sigma_after = d.pop("sigma_after")

        kind = d.pop("kind", UNSET)

        def _parse_league(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        league = _parse_league(d.pop("league", UNSET))


        rating_change_export = cls(
            game_id=game_id,
            finished_at=finished_at,
            position=position,
            mu_before=mu_before,
            sigma_before=sigma_before,
            mu_after=mu_after,
            sigma_after=sigma_after,
            kind=kind,
            league=league,
        )


        rating_change_export.additional_properties = d
        return rating_change_export

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
