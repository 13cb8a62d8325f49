from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pot_won_event_type_enum import PotWonEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="PotWonEvent")



@_attrs_define
class PotWonEvent:
    """ 
        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (PotWonEventTypeEnum): * `pot_won` - pot_won
            seat (int):
            amount (int):
            chips (list[int]):
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
     """

    seq: int
    type_: PotWonEventTypeEnum
    seat: int
    amount: int
    chips: list[int]
    at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        seat = self.seat

        amount = self.amount

        chips = self.chips



        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "seat": seat,
            "amount": amount,
            "chips": chips,
        })
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = PotWonEventTypeEnum(d.pop("type"))




        seat = d.pop("seat")

        amount = d.pop("amount")

        chips = cast(list[int], d.pop("chips"))


        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        pot_won_event = cls(
            seq=seq,
            type_=type_,
            seat=seat,
            amount=amount,
            chips=chips,
            at=at,
        )


        pot_won_event.additional_properties = d
        return pot_won_event

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
