from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.trick_won_event_type_enum import TrickWonEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.play import Play





T = TypeVar("T", bound="TrickWonEvent")



@_attrs_define
class TrickWonEvent:
    """ 
        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (TrickWonEventTypeEnum): * `trick_won` - trick_won
            seat (int):
            trick_no (int):
            plays (list[Play]):
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
     """

    seq: int
    type_: TrickWonEventTypeEnum
    seat: int
    trick_no: int
    plays: list[Play]
    at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.play import Play # noqa: PLC0415
        seq = self.seq

        type_ = self.type_.value

        seat = self.seat

        trick_no = self.trick_no

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)



        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "seat": seat,
            "trick_no": trick_no,
            "plays": plays,
        })
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play import Play # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = TrickWonEventTypeEnum(d.pop("type"))




        seat = d.pop("seat")

        trick_no = d.pop("trick_no")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in (_plays):
            plays_item = Play.from_dict(plays_item_data)



            plays.append(plays_item)


        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        trick_won_event = cls(
            seq=seq,
            type_=type_,
            seat=seat,
            trick_no=trick_no,
            plays=plays,
            at=at,
        )


        trick_won_event.additional_properties = d
        return trick_won_event

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
