from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.action_type_enum import ActionTypeEnum
from ..models.auto_played_event_reason_enum import AutoPlayedEventReasonEnum
from ..models.auto_played_event_type_enum import AutoPlayedEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="AutoPlayedEvent")



@_attrs_define
class AutoPlayedEvent:
    """ The server played a seat's card for its player, who asked for it (the auto-play
    setting): ``forced``, the only legal card (or action), or ``decided``, a hand whose every
    remaining trick goes the same way whatever is played, played out at once.  The card
    follows in its own ``card_played`` event.

        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (AutoPlayedEventTypeEnum): * `auto_played` - auto_played
            seat (int):
            action_type (ActionTypeEnum): * `play` - play
                * `knock` - knock
                * `choose_trump` - choose_trump
                * `exchange` - exchange
                * `declare` - declare
                * `pass` - pass
                * `vote_trump` - vote_trump
                * `buy` - buy
                * `decline` - decline
                * `play_blind` - play_blind
                * `claim` - claim
                * `accept_claim` - accept_claim
                * `refuse_claim` - refuse_claim
            reason (AutoPlayedEventReasonEnum): * `forced` - forced
                * `decided` - decided
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
     """

    seq: int
    type_: AutoPlayedEventTypeEnum
    seat: int
    action_type: ActionTypeEnum
    reason: AutoPlayedEventReasonEnum
    at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        seat = self.seat

        action_type = self.action_type.value

        reason = self.reason.value

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "seat": seat,
            "action_type": action_type,
            "reason": reason,
        })
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = AutoPlayedEventTypeEnum(d.pop("type"))




        seat = d.pop("seat")

        action_type = ActionTypeEnum(d.pop("action_type"))




        reason = AutoPlayedEventReasonEnum(d.pop("reason"))




        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        auto_played_event = cls(
            seq=seq,
            type_=type_,
            seat=seat,
            action_type=action_type,
            reason=reason,
            at=at,
        )


        auto_played_event.additional_properties = d
        return auto_played_event

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
