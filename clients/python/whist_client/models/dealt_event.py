from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dealt_event_type_enum import DealtEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.dealt_event_hands import DealtEventHands





T = TypeVar("T", bound="DealtEvent")



@_attrs_define
class DealtEvent:
    """ 
        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (DealtEventTypeEnum): * `dealt` - dealt
            deal_no (int):
            dealer (int):
            hand_size (int):
            hand_counts (list[int]):
            hands (DealtEventHands): Seat number (a string) to its cards in the order dealt: only the viewer's own (a Blind
                Parish hand as nulls, face down), every seat's in a finished game's record.
            label (str): The shuffle label (deal:N, deal:N:redeal:K, forced).
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
            blind_seats (list[int] | Unset): Seats dealt a Blind Parish (face down).
     """

    seq: int
    type_: DealtEventTypeEnum
    deal_no: int
    dealer: int
    hand_size: int
    hand_counts: list[int]
    hands: DealtEventHands
    label: str
    at: datetime.datetime | Unset = UNSET
    blind_seats: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.dealt_event_hands import DealtEventHands # noqa: PLC0415
        seq = self.seq

        type_ = self.type_.value

        deal_no = self.deal_no

        dealer = self.dealer

        hand_size = self.hand_size

        hand_counts = self.hand_counts



        hands = self.hands.to_dict()

        label = self.label

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()

        blind_seats: list[int] | Unset = UNSET
        if not isinstance(self.blind_seats, Unset):
            blind_seats = self.blind_seats




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "deal_no": deal_no,
            "dealer": dealer,
            "hand_size": hand_size,
            "hand_counts": hand_counts,
            "hands": hands,
            "label": label,
        })
        if at is not UNSET:
            field_dict["at"] = at
        if blind_seats is not UNSET:
            field_dict["blind_seats"] = blind_seats

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dealt_event_hands import DealtEventHands # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = DealtEventTypeEnum(d.pop("type"))




        deal_no = d.pop("deal_no")

        dealer = d.pop("dealer")

        hand_size = d.pop("hand_size")

        hand_counts = cast(list[int], d.pop("hand_counts"))


        hands = DealtEventHands.from_dict(d.pop("hands"))




        label = d.pop("label")

        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        blind_seats = cast(list[int], d.pop("blind_seats", UNSET))


        dealt_event = cls(
            seq=seq,
            type_=type_,
            deal_no=deal_no,
            dealer=dealer,
            hand_size=hand_size,
            hand_counts=hand_counts,
            hands=hands,
            label=label,
            at=at,
            blind_seats=blind_seats,
        )


        dealt_event.additional_properties = d
        return dealt_event

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
