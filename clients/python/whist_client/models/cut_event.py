from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cut_event_type_enum import CutEventTypeEnum
from ..models.purpose_enum import PurposeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.cut_draw import CutDraw





T = TypeVar("T", bound="CutEvent")



@_attrs_define
class CutEvent:
    """ 
        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (CutEventTypeEnum): * `cut` - cut
            deal_no (int):
            purpose (PurposeEnum): * `trump` - trump
                * `lead` - lead
                * `rainbow` - rainbow
            rounds (list[list[CutDraw]]):
            winner (int):
            label (str):
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
     """

    seq: int
    type_: CutEventTypeEnum
    deal_no: int
    purpose: PurposeEnum
    rounds: list[list[CutDraw]]
    winner: int
    label: str
    at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cut_draw import CutDraw # noqa: PLC0415
        seq = self.seq

        type_ = self.type_.value

        deal_no = self.deal_no

        purpose = self.purpose.value

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = []
            for rounds_item_item_data in rounds_item_data:
                rounds_item_item = rounds_item_item_data.to_dict()
                rounds_item.append(rounds_item_item)


            rounds.append(rounds_item)



        winner = self.winner

        label = self.label

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "deal_no": deal_no,
            "purpose": purpose,
            "rounds": rounds,
            "winner": winner,
            "label": label,
        })
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cut_draw import CutDraw # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = CutEventTypeEnum(d.pop("type"))




        deal_no = d.pop("deal_no")

        purpose = PurposeEnum(d.pop("purpose"))




        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in (_rounds):
            rounds_item = []
            _rounds_item = rounds_item_data
            for rounds_item_item_data in (_rounds_item):
                rounds_item_item = CutDraw.from_dict(rounds_item_item_data)



                rounds_item.append(rounds_item_item)

            rounds.append(rounds_item)


        winner = d.pop("winner")

        label = d.pop("label")

        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        cut_event = cls(
            seq=seq,
            type_=type_,
            deal_no=deal_no,
            purpose=purpose,
            rounds=rounds,
            winner=winner,
            label=label,
            at=at,
        )


        cut_event.additional_properties = d
        return cut_event

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
