from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rainbow_event_type_enum import RainbowEventTypeEnum
from ..models.reading_enum import ReadingEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="RainbowEvent")



@_attrs_define
class RainbowEvent:
    """ 
        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (RainbowEventTypeEnum): * `rainbow` - rainbow
            deal_no (int):
            declarers (list[int]):
            winner (int):
            reading (ReadingEnum): * `wins_game` - wins_game
                * `wins_hand` - wins_hand
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
     """

    seq: int
    type_: RainbowEventTypeEnum
    deal_no: int
    declarers: list[int]
    winner: int
    reading: ReadingEnum
    at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        deal_no = self.deal_no

        declarers = self.declarers



        winner = self.winner

        reading = self.reading.value

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "deal_no": deal_no,
            "declarers": declarers,
            "winner": winner,
            "reading": reading,
        })
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = RainbowEventTypeEnum(d.pop("type"))




        deal_no = d.pop("deal_no")

        declarers = cast(list[int], d.pop("declarers"))


        winner = d.pop("winner")

        reading = ReadingEnum(d.pop("reading"))




        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        rainbow_event = cls(
            seq=seq,
            type_=type_,
            deal_no=deal_no,
            declarers=declarers,
            winner=winner,
            reading=reading,
            at=at,
        )


        rainbow_event.additional_properties = d
        return rainbow_event

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
