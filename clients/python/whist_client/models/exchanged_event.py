from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.exchanged_event_type_enum import ExchangedEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ExchangedEvent")



@_attrs_define
class ExchangedEvent:
    """ How many cards a seat exchanged is public; which, only to that seat (and the record of
    a finished game).

        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (ExchangedEventTypeEnum): * `exchanged` - exchanged
            seat (int):
            count (int):
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
            discarded (list[str] | Unset):
            drawn (list[str] | Unset):
     """

    seq: int
    type_: ExchangedEventTypeEnum
    seat: int
    count: int
    at: datetime.datetime | Unset = UNSET
    discarded: list[str] | Unset = UNSET
    drawn: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        seat = self.seat

        count = self.count

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()

        discarded: list[str] | Unset = UNSET
        if not isinstance(self.discarded, Unset):
            discarded = self.discarded



        drawn: list[str] | Unset = UNSET
        if not isinstance(self.drawn, Unset):
            drawn = self.drawn




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "seat": seat,
            "count": count,
        })
        if at is not UNSET:
            field_dict["at"] = at
        if discarded is not UNSET:
            field_dict["discarded"] = discarded
        if drawn is not UNSET:
            field_dict["drawn"] = drawn

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = ExchangedEventTypeEnum(d.pop("type"))




        seat = d.pop("seat")

        count = d.pop("count")

        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        discarded = cast(list[str], d.pop("discarded", UNSET))


        drawn = cast(list[str], d.pop("drawn", UNSET))


        exchanged_event = cls(
            seq=seq,
            type_=type_,
            seat=seat,
            count=count,
            at=at,
            discarded=discarded,
            drawn=drawn,
        )


        exchanged_event.additional_properties = d
        return exchanged_event

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
