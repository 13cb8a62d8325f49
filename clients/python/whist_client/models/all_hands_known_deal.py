from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.knockout_trick_line import KnockoutTrickLine
  from ..models.knockout_tricks_given import KnockoutTricksGiven





T = TypeVar("T", bound="AllHandsKnownDeal")



@_attrs_define
class AllHandsKnownDeal:
    """ Knock-Out Whist: a deal's all-hands-known line, or why it is not given.

        Attributes:
            deal_no (int):
            hand_size (int):
            seats (list[int]): The seats dealt in.
            resigned (bool): A seat resigned: followed up to then.
            nodes (int): Positions the search solved.
            not_given (str | Unset): Why there is no line.
            start (list[int] | None | Unset): Tricks each seat takes from the first card, every hand known, every seat
                playing for its own tricks.
            after (list[KnockoutTrickLine] | Unset):
            lost (list[KnockoutTricksGiven] | Unset):
            lost_by_seat (list[int] | Unset):
     """

    deal_no: int
    hand_size: int
    seats: list[int]
    resigned: bool
    nodes: int
    not_given: str | Unset = UNSET
    start: list[int] | None | Unset = UNSET
    after: list[KnockoutTrickLine] | Unset = UNSET
    lost: list[KnockoutTricksGiven] | Unset = UNSET
    lost_by_seat: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.knockout_trick_line import KnockoutTrickLine # noqa: PLC0415
        from ..models.knockout_tricks_given import KnockoutTricksGiven # noqa: PLC0415
        deal_no = self.deal_no

        hand_size = self.hand_size

        seats = self.seats



        resigned = self.resigned

        nodes = self.nodes

        not_given = self.not_given

        start: list[int] | None | Unset
        if isinstance(self.start, Unset):
            start = UNSET
        elif isinstance(self.start, list):
            start = self.start


        else:
            start = self.start

        after: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.after, Unset):
            after = []
            for after_item_data in self.after:
                after_item = after_item_data.to_dict()
                after.append(after_item)



        lost: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.lost, Unset):
            lost = []
            for lost_item_data in self.lost:
                lost_item = lost_item_data.to_dict()
                lost.append(lost_item)



        lost_by_seat: list[int] | Unset = UNSET
        if not isinstance(self.lost_by_seat, Unset):
            lost_by_seat = self.lost_by_seat




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deal_no": deal_no,
            "hand_size": hand_size,
            "seats": seats,
            "resigned": resigned,
            "nodes": nodes,
        })
        if not_given is not UNSET:
            field_dict["not_given"] = not_given
        if start is not UNSET:
            field_dict["start"] = start
        if after is not UNSET:
            field_dict["after"] = after
        if lost is not UNSET:
            field_dict["lost"] = lost
        if lost_by_seat is not UNSET:
            field_dict["lost_by_seat"] = lost_by_seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knockout_trick_line import KnockoutTrickLine # noqa: PLC0415
        from ..models.knockout_tricks_given import KnockoutTricksGiven # noqa: PLC0415
        d = dict(src_dict)
        deal_no = d.pop("deal_no")

        hand_size = d.pop("hand_size")

        seats = cast(list[int], d.pop("seats"))


        resigned = d.pop("resigned")

        nodes = d.pop("nodes")

        not_given = d.pop("not_given", UNSET)

        def _parse_start(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                start_type_0 = cast(list[int], data)

                return start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        start = _parse_start(d.pop("start", UNSET))


        _after = d.pop("after", UNSET)
        after: list[KnockoutTrickLine] | Unset = UNSET
        if _after is not UNSET:
            after = []
            for after_item_data in _after:
                after_item = KnockoutTrickLine.from_dict(after_item_data)



                after.append(after_item)


        _lost = d.pop("lost", UNSET)
        lost: list[KnockoutTricksGiven] | Unset = UNSET
        if _lost is not UNSET:
            lost = []
            for lost_item_data in _lost:
                lost_item = KnockoutTricksGiven.from_dict(lost_item_data)



                lost.append(lost_item)


        lost_by_seat = cast(list[int], d.pop("lost_by_seat", UNSET))


        all_hands_known_deal = cls(
            deal_no=deal_no,
            hand_size=hand_size,
            seats=seats,
            resigned=resigned,
            nodes=nodes,
            not_given=not_given,
            start=start,
            after=after,
            lost=lost,
            lost_by_seat=lost_by_seat,
        )


        all_hands_known_deal.additional_properties = d
        return all_hands_known_deal

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
