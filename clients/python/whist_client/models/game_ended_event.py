from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_ended_event_reason_enum import GameEndedEventReasonEnum
from ..models.game_ended_event_type_enum import GameEndedEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="GameEndedEvent")



@_attrs_define
class GameEndedEvent:
    """ 
        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (GameEndedEventTypeEnum): * `game_ended` - game_ended
            winner (int | None): Knock-Out Whist: the winning seat. Classic Whist: the winning side (0: seats 0 and 2, 1:
                seats 1 and 3), null for a drawn tournament-form game.
            positions (list[int]):
            reason (GameEndedEventReasonEnum): * `final_trick` - final_trick
                * `last_survivor` - last_survivor
                * `sweep` - sweep
                * `resignation` - resignation
                * `rainbow` - rainbow
                * `game` - game
                * `rubber` - rubber
                * `deals` - deals
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
            winning_seats (list[int] | Unset): Classic Whist: the winning side's seats.
     """

    seq: int
    type_: GameEndedEventTypeEnum
    winner: int | None
    positions: list[int]
    reason: GameEndedEventReasonEnum
    at: datetime.datetime | Unset = UNSET
    winning_seats: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        winner: int | None
        winner = self.winner

        positions = self.positions



        reason = self.reason.value

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()

        winning_seats: list[int] | Unset = UNSET
        if not isinstance(self.winning_seats, Unset):
            winning_seats = self.winning_seats




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "winner": winner,
            "positions": positions,
            "reason": reason,
        })
        if at is not UNSET:
            field_dict["at"] = at
        if winning_seats is not UNSET:
            field_dict["winning_seats"] = winning_seats

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = GameEndedEventTypeEnum(d.pop("type"))




        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        positions = cast(list[int], d.pop("positions"))


        reason = GameEndedEventReasonEnum(d.pop("reason"))




        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        winning_seats = cast(list[int], d.pop("winning_seats", UNSET))


        game_ended_event = cls(
            seq=seq,
            type_=type_,
            winner=winner,
            positions=positions,
            reason=reason,
            at=at,
            winning_seats=winning_seats,
        )


        game_ended_event.additional_properties = d
        return game_ended_event

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
