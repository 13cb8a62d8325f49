from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suit_enum import SuitEnum
from ..models.trump_set_event_type_enum import TrumpSetEventTypeEnum
from ..models.trump_source_enum import TrumpSourceEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="TrumpSetEvent")



@_attrs_define
class TrumpSetEvent:
    """ 
        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (TrumpSetEventTypeEnum): * `trump_set` - trump_set
            deal_no (int):
            trump (None | SuitEnum): Null: no trump.

                * `C` - C
                * `D` - D
                * `H` - H
                * `S` - S
            aces_high (bool):
            reverse (bool):
            source (TrumpSourceEnum): * `turn_up` - turn_up
                * `chosen` - chosen
                * `fixed` - fixed
                * `final_no_trump` - final_no_trump
                * `vote` - vote
                * `sequence` - sequence
                * `no_trump` - no_trump
            card (None | str): The turned-up card (source turn_up).
            seat (int | None): Who chose (source chosen).
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
     """

    seq: int
    type_: TrumpSetEventTypeEnum
    deal_no: int
    trump: None | SuitEnum
    aces_high: bool
    reverse: bool
    source: TrumpSourceEnum
    card: None | str
    seat: int | None
    at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        deal_no = self.deal_no

        trump: None | str
        if isinstance(self.trump, SuitEnum):
            trump = self.trump.value
        else:
            trump = self.trump

        aces_high = self.aces_high

        reverse = self.reverse

        source = self.source.value

        card: None | str
        card = self.card

        seat: int | None
        seat = self.seat

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "deal_no": deal_no,
            "trump": trump,
            "aces_high": aces_high,
            "reverse": reverse,
            "source": source,
            "card": card,
            "seat": seat,
        })
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = TrumpSetEventTypeEnum(d.pop("type"))




        deal_no = d.pop("deal_no")

        def _parse_trump(data: object) -> None | SuitEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_0 = SuitEnum(data)



                return trump_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuitEnum, data)

        trump = _parse_trump(d.pop("trump"))


        aces_high = d.pop("aces_high")

        reverse = d.pop("reverse")

        source = TrumpSourceEnum(d.pop("source"))




        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        trump_set_event = cls(
            seq=seq,
            type_=type_,
            deal_no=deal_no,
            trump=trump,
            aces_high=aces_high,
            reverse=reverse,
            source=source,
            card=card,
            seat=seat,
            at=at,
        )


        trump_set_event.additional_properties = d
        return trump_set_event

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
