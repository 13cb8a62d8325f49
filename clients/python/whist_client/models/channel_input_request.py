from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ChannelInputRequest")



@_attrs_define
class ChannelInputRequest:
    """ 
        Attributes:
            your_turn (bool | Unset): A decision of mine is waiting (by mail: only once I let it wait; see
                your_turn_email_delay_minutes).
            game_started (bool | Unset): A game I have a seat in has started.
            game_finished (bool | Unset): A game of mine is over, with my place.
            invited (bool | Unset): I was given a seat (an invitation, a rematch, a league or drive table).
            league_result (bool | Unset): A league game of mine counted, with my place.
            reminders (bool | Unset): Half of a decision's time has gone, or a tenth is left (turn_reminder).
     """

    your_turn: bool | Unset = UNSET
    game_started: bool | Unset = UNSET
    game_finished: bool | Unset = UNSET
    invited: bool | Unset = UNSET
    league_result: bool | Unset = UNSET
    reminders: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        your_turn = self.your_turn

        game_started = self.game_started

        game_finished = self.game_finished

        invited = self.invited

        league_result = self.league_result

        reminders = self.reminders


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if your_turn is not UNSET:
            field_dict["your_turn"] = your_turn
        if game_started is not UNSET:
            field_dict["game_started"] = game_started
        if game_finished is not UNSET:
            field_dict["game_finished"] = game_finished
        if invited is not UNSET:
            field_dict["invited"] = invited
        if league_result is not UNSET:
            field_dict["league_result"] = league_result
        if reminders is not UNSET:
            field_dict["reminders"] = reminders

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        your_turn = d.pop("your_turn", UNSET)

        game_started = d.pop("game_started", UNSET)

        game_finished = d.pop("game_finished", UNSET)

        invited = d.pop("invited", UNSET)

        league_result = d.pop("league_result", UNSET)

        reminders = d.pop("reminders", UNSET)

        channel_input_request = cls(
            your_turn=your_turn,
            game_started=game_started,
            game_finished=game_finished,
            invited=invited,
            league_result=league_result,
            reminders=reminders,
        )

        return channel_input_request

