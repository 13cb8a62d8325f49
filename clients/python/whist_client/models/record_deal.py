from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suit_enum import SuitEnum
from ..models.trump_source_enum import TrumpSourceEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.record_deal_hands_type_0 import RecordDealHandsType0
  from ..models.record_trick import RecordTrick





T = TypeVar("T", bound="RecordDeal")



@_attrs_define
class RecordDeal:
    """ 
        Attributes:
            deal_no (int):
            dealer (int):
            hand_size (int):
            label (str): The shuffle label (deal:N), or forced.
            hands (None | RecordDealHandsType0): Seat number (a string) to the cards dealt, in the order dealt; null until
                the game is finished.
            turn_up (None | str): A card: rank (2-9, T, J, Q, K, A) then suit (C, D, H, S), e.g. "TS".
            trump (None | SuitEnum): Null for no trump, or before it is chosen.

                * `C` - C
                * `D` - D
                * `H` - H
                * `S` - S
            trump_source (None | TrumpSourceEnum):
            aces_high (bool):
            reverse (bool):
            tricks (list[RecordTrick]):
     """

    deal_no: int
    dealer: int
    hand_size: int
    label: str
    hands: None | RecordDealHandsType0
    turn_up: None | str
    trump: None | SuitEnum
    trump_source: None | TrumpSourceEnum
    aces_high: bool
    reverse: bool
    tricks: list[RecordTrick]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_deal_hands_type_0 import RecordDealHandsType0 # noqa: PLC0415
        from ..models.record_trick import RecordTrick # noqa: PLC0415
        deal_no = self.deal_no

        dealer = self.dealer

        hand_size = self.hand_size

        label = self.label

        hands: dict[str, Any] | None
        if isinstance(self.hands, RecordDealHandsType0):
            hands = self.hands.to_dict()
        else:
            hands = self.hands

        turn_up: None | str
        turn_up = self.turn_up

        trump: None | str
        if isinstance(self.trump, SuitEnum):
            trump = self.trump.value
        else:
            trump = self.trump

        trump_source: None | str
        if isinstance(self.trump_source, TrumpSourceEnum):
            trump_source = self.trump_source.value
        else:
            trump_source = self.trump_source

        aces_high = self.aces_high

        reverse = self.reverse

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deal_no": deal_no,
            "dealer": dealer,
            "hand_size": hand_size,
            "label": label,
            "hands": hands,
            "turn_up": turn_up,
            "trump": trump,
            "trump_source": trump_source,
            "aces_high": aces_high,
            "reverse": reverse,
            "tricks": tricks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_deal_hands_type_0 import RecordDealHandsType0 # noqa: PLC0415
        from ..models.record_trick import RecordTrick # noqa: PLC0415
        d = dict(src_dict)
        deal_no = d.pop("deal_no")

        dealer = d.pop("dealer")

        hand_size = d.pop("hand_size")

        label = d.pop("label")

        def _parse_hands(data: object) -> None | RecordDealHandsType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hands_type_0 = RecordDealHandsType0.from_dict(data)



                return hands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordDealHandsType0, data)

        hands = _parse_hands(d.pop("hands"))


        def _parse_turn_up(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turn_up = _parse_turn_up(d.pop("turn_up"))


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


        def _parse_trump_source(data: object) -> None | TrumpSourceEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_source_type_0 = TrumpSourceEnum(data)



                return trump_source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrumpSourceEnum, data)

        trump_source = _parse_trump_source(d.pop("trump_source"))


        aces_high = d.pop("aces_high")

        reverse = d.pop("reverse")

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in (_tricks):
            tricks_item = RecordTrick.from_dict(tricks_item_data)



            tricks.append(tricks_item)


        record_deal = cls(
            deal_no=deal_no,
            dealer=dealer,
            hand_size=hand_size,
            label=label,
            hands=hands,
            turn_up=turn_up,
            trump=trump,
            trump_source=trump_source,
            aces_high=aces_high,
            reverse=reverse,
            tricks=tricks,
        )


        record_deal.additional_properties = d
        return record_deal

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
