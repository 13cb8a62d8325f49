from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_cancelled_event_reason_enum import GameCancelledEventReasonEnum
from ..models.game_cancelled_event_type_enum import GameCancelledEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="GameCancelledEvent")



@_attrs_define
class GameCancelledEvent:
    """ The lobby closed unplayed: its organiser left, or (``reason``) a player declined the
    rematch that held a seat for them, or the rematch offer expired (then no ``by``).

        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (GameCancelledEventTypeEnum): * `game_cancelled` - game_cancelled
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
            by (int | Unset): Who cancelled it.
            reason (GameCancelledEventReasonEnum | Unset): * `declined` - declined
                * `expired` - expired
     """

    seq: int
    type_: GameCancelledEventTypeEnum
    at: datetime.datetime | Unset = UNSET
    by: int | Unset = UNSET
    reason: GameCancelledEventReasonEnum | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()

        by = self.by

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
        })
        if at is not UNSET:
            field_dict["at"] = at
        if by is not UNSET:
            field_dict["by"] = by
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = GameCancelledEventTypeEnum(d.pop("type"))




        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        by = d.pop("by", UNSET)

        _reason = d.pop("reason", UNSET)
        reason: GameCancelledEventReasonEnum | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = GameCancelledEventReasonEnum(_reason)




        game_cancelled_event = cls(
            seq=seq,
            type_=type_,
            at=at,
            by=by,
            reason=reason,
        )


        game_cancelled_event.additional_properties = d
        return game_cancelled_event

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
