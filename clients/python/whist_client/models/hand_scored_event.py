from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hand_scored_event_type_enum import HandScoredEventTypeEnum
from ..models.honours_barred_enum import HonoursBarredEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="HandScoredEvent")



@_attrs_define
class HandScoredEvent:
    """ Classic Whist, the end of a deal: odd tricks first, then honours (001).

        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (HandScoredEventTypeEnum): * `hand_scored` - hand_scored
            deal_no (int):
            side_tricks (list[int]):
            trick_side (int):
            trick_points (int):
            honours_side (int | None):
            honours_held (int):
            honours_points (int):
            honours_barred (HonoursBarredEnum | None):
            scores (list[int]):
            totals (list[int]):
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
     """

    seq: int
    type_: HandScoredEventTypeEnum
    deal_no: int
    side_tricks: list[int]
    trick_side: int
    trick_points: int
    honours_side: int | None
    honours_held: int
    honours_points: int
    honours_barred: HonoursBarredEnum | None
    scores: list[int]
    totals: list[int]
    at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        deal_no = self.deal_no

        side_tricks = self.side_tricks



        trick_side = self.trick_side

        trick_points = self.trick_points

        honours_side: int | None
        honours_side = self.honours_side

        honours_held = self.honours_held

        honours_points = self.honours_points

        honours_barred: None | str
        if isinstance(self.honours_barred, HonoursBarredEnum):
            honours_barred = self.honours_barred.value
        else:
            honours_barred = self.honours_barred

        scores = self.scores



        totals = self.totals



        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "deal_no": deal_no,
            "side_tricks": side_tricks,
            "trick_side": trick_side,
            "trick_points": trick_points,
            "honours_side": honours_side,
            "honours_held": honours_held,
            "honours_points": honours_points,
            "honours_barred": honours_barred,
            "scores": scores,
            "totals": totals,
        })
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = HandScoredEventTypeEnum(d.pop("type"))




        deal_no = d.pop("deal_no")

        side_tricks = cast(list[int], d.pop("side_tricks"))


        trick_side = d.pop("trick_side")

        trick_points = d.pop("trick_points")

        def _parse_honours_side(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        honours_side = _parse_honours_side(d.pop("honours_side"))


        honours_held = d.pop("honours_held")

        honours_points = d.pop("honours_points")

        def _parse_honours_barred(data: object) -> HonoursBarredEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                honours_barred_type_0 = HonoursBarredEnum(data)



                return honours_barred_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HonoursBarredEnum | None, data)

        honours_barred = _parse_honours_barred(d.pop("honours_barred"))


        scores = cast(list[int], d.pop("scores"))


        totals = cast(list[int], d.pop("totals"))


        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        hand_scored_event = cls(
            seq=seq,
            type_=type_,
            deal_no=deal_no,
            side_tricks=side_tricks,
            trick_side=trick_side,
            trick_points=trick_points,
            honours_side=honours_side,
            honours_held=honours_held,
            honours_points=honours_points,
            honours_barred=honours_barred,
            scores=scores,
            totals=totals,
            at=at,
        )


        hand_scored_event.additional_properties = d
        return hand_scored_event

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
