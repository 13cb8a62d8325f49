from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hand_ended_event_type_enum import HandEndedEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="HandEndedEvent")



@_attrs_define
class HandEndedEvent:
    """ 
        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (HandEndedEventTypeEnum): * `hand_ended` - hand_ended
            deal_no (int):
            tricks (list[int]):
            knocked_out (list[int]):
            dogs_life (list[int]): Seats given a dog's life for the next deal.
            restored (list[int]): Dog's-life seats that took a trick: a full hand again.
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
     """

    seq: int
    type_: HandEndedEventTypeEnum
    deal_no: int
    tricks: list[int]
    knocked_out: list[int]
    dogs_life: list[int]
    restored: list[int]
    at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        deal_no = self.deal_no

        tricks = self.tricks



        knocked_out = self.knocked_out



        dogs_life = self.dogs_life



        restored = self.restored



        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "deal_no": deal_no,
            "tricks": tricks,
            "knocked_out": knocked_out,
            "dogs_life": dogs_life,
            "restored": restored,
        })
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = HandEndedEventTypeEnum(d.pop("type"))




        deal_no = d.pop("deal_no")

        tricks = cast(list[int], d.pop("tricks"))


        knocked_out = cast(list[int], d.pop("knocked_out"))


        dogs_life = cast(list[int], d.pop("dogs_life"))


        restored = cast(list[int], d.pop("restored"))


        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        hand_ended_event = cls(
            seq=seq,
            type_=type_,
            deal_no=deal_no,
            tricks=tricks,
            knocked_out=knocked_out,
            dogs_life=dogs_life,
            restored=restored,
            at=at,
        )


        hand_ended_event.additional_properties = d
        return hand_ended_event

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
