from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suit_enum import SuitEnum
from ..models.vote_cast_event_type_enum import VoteCastEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="VoteCastEvent")



@_attrs_define
class VoteCastEvent:
    """ A knocked-out seat voted; the suit only to the voter until the tally.

        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (VoteCastEventTypeEnum): * `vote_cast` - vote_cast
            seat (int):
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
            suit (None | SuitEnum | Unset): Null abstains; absent: secret.

                * `C` - C
                * `D` - D
                * `H` - H
                * `S` - S
     """

    seq: int
    type_: VoteCastEventTypeEnum
    seat: int
    at: datetime.datetime | Unset = UNSET
    suit: None | SuitEnum | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        seat = self.seat

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()

        suit: None | str | Unset
        if isinstance(self.suit, Unset):
            suit = UNSET
        elif isinstance(self.suit, SuitEnum):
            suit = self.suit.value
        else:
            suit = self.suit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "seat": seat,
        })
        if at is not UNSET:
            field_dict["at"] = at
        if suit is not UNSET:
            field_dict["suit"] = suit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = VoteCastEventTypeEnum(d.pop("type"))




        seat = d.pop("seat")

        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        def _parse_suit(data: object) -> None | SuitEnum | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_0 = SuitEnum(data)



                return suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuitEnum | Unset, data)

        suit = _parse_suit(d.pop("suit", UNSET))


        vote_cast_event = cls(
            seq=seq,
            type_=type_,
            seat=seat,
            at=at,
            suit=suit,
        )


        vote_cast_event.additional_properties = d
        return vote_cast_event

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
