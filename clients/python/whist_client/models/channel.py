from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Channel")



@_attrs_define
class Channel:
    """ 
        Attributes:
            your_turn (bool): A decision of mine is waiting (by mail: only once I let it wait; see
                your_turn_email_delay_minutes).
            game_started (bool): A game I have a seat in has started.
            game_finished (bool): A game of mine is over, with my place.
            invited (bool): I was given a seat (an invitation, a rematch, a league or drive table).
            league_result (bool): A league game of mine counted, with my place.
            reminders (bool): Half of a decision's time has gone, or a tenth is left (turn_reminder).
     """

    your_turn: bool
    game_started: bool
    game_finished: bool
    invited: bool
    league_result: bool
    reminders: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        your_turn = self.your_turn

        game_started = self.game_started

        game_finished = self.game_finished

        invited = self.invited

        league_result = self.league_result

        reminders = self.reminders


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "your_turn": your_turn,
            "game_started": game_started,
            "game_finished": game_finished,
            "invited": invited,
            "league_result": league_result,
            "reminders": reminders,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        your_turn = d.pop("your_turn")

        game_started = d.pop("game_started")

        game_finished = d.pop("game_finished")

        invited = d.pop("invited")

        league_result = d.pop("league_result")

        reminders = d.pop("reminders")

        channel = cls(
            your_turn=your_turn,
            game_started=game_started,
            game_finished=game_finished,
            invited=invited,
            league_result=league_result,
            reminders=reminders,
        )


        channel.additional_properties = d
        return channel

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
