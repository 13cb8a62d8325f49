from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="StandingOutput")



@_attrs_define
class StandingOutput:
    """ 
        Attributes:
            position (int): 1-based place after all tie-breaks.
            user_id (int):
            display_name (str):
            played (int):
            won (int):
            points (int):
            average_position (float | None): Average finishing position; null before the first game.
            money (int):
            rubbers (int):
     """

    position: int
    user_id: int
    display_name: str
    played: int
    won: int
    points: int
    average_position: float | None
    money: int
    rubbers: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        position = self.position

        user_id = self.user_id

        display_name = self.display_name

        played = self.played

        won = self.won

        points = self.points

        average_position: float | None
        average_position = self.average_position

        money = self.money

        rubbers = self.rubbers


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "position": position,
            "user_id": user_id,
            "display_name": display_name,
            "played": played,
            "won": won,
            "points": points,
            "average_position": average_position,
            "money": money,
            "rubbers": rubbers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        user_id = d.pop("user_id")

        display_name = d.pop("display_name")

        played = d.pop("played")

        won = d.pop("won")

        points = d.pop("points")

        def _parse_average_position(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_position = _parse_average_position(d.pop("average_position"))


        money = d.pop("money")

        rubbers = d.pop("rubbers")

        standing_output = cls(
            position=position,
            user_id=user_id,
            display_name=display_name,
            played=played,
            won=won,
            points=points,
            average_position=average_position,
            money=money,
            rubbers=rubbers,
        )


        standing_output.additional_properties = d
        return standing_output

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
