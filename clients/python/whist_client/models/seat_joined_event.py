from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ai_level_enum import AiLevelEnum
from ..models.seat_joined_event_type_enum import SeatJoinedEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="SeatJoinedEvent")



@_attrs_define
class SeatJoinedEvent:
    """ A person (``user``) or an AI seat (``ai_level``) took a seat.

        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (SeatJoinedEventTypeEnum): * `seat_joined` - seat_joined
            seat (int):
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
            user (int | Unset):
            ai_level (AiLevelEnum | Unset): * `random` - random
                * `heuristic` - heuristic
                * `medium` - medium
                * `expert` - expert
     """

    seq: int
    type_: SeatJoinedEventTypeEnum
    seat: int
    at: datetime.datetime | Unset = UNSET
    user: int | Unset = UNSET
    ai_level: AiLevelEnum | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        seat = self.seat

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()

        user = self.user

        ai_level: str | Unset = UNSET
        if not isinstance(self.ai_level, Unset):
            ai_level = self.ai_level.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "seat": seat,
        })
        if at is not UNSET:
            field_dict["at"] = at
        if user is not UNSET:
            field_dict["user"] = user
        if ai_level is not UNSET:
            field_dict["ai_level"] = ai_level

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = SeatJoinedEventTypeEnum(d.pop("type"))




        seat = d.pop("seat")

        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        user = d.pop("user", UNSET)

        _ai_level = d.pop("ai_level", UNSET)
        ai_level: AiLevelEnum | Unset
        if isinstance(_ai_level,  Unset):
            ai_level = UNSET
        else:
            ai_level = AiLevelEnum(_ai_level)




        seat_joined_event = cls(
            seq=seq,
            type_=type_,
            seat=seat,
            at=at,
            user=user,
            ai_level=ai_level,
        )


        seat_joined_event.additional_properties = d
        return seat_joined_event

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
