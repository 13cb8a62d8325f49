from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.trick_line import TrickLine
  from ..models.tricks_given import TricksGiven





T = TypeVar("T", bound="DoubleDummyDeal")



@_attrs_define
class DoubleDummyDeal:
    """ 
        Attributes:
            deal_no (int):
            trump (None | str):
            start (list[int]): Tricks each side takes with best play, every hand known.
            after (list[TrickLine]):
            lost (list[TricksGiven]):
            lost_by_side (list[int]):
     """

    deal_no: int
    trump: None | str
    start: list[int]
    after: list[TrickLine]
    lost: list[TricksGiven]
    lost_by_side: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.trick_line import TrickLine # noqa: PLC0415
        from ..models.tricks_given import TricksGiven # noqa: PLC0415
        deal_no = self.deal_no

        trump: None | str
        trump = self.trump

        start = self.start



        after = []
        for after_item_data in self.after:
            after_item = after_item_data.to_dict()
            after.append(after_item)



        lost = []
        for lost_item_data in self.lost:
            lost_item = lost_item_data.to_dict()
            lost.append(lost_item)



        lost_by_side = self.lost_by_side




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deal_no": deal_no,
            "trump": trump,
            "start": start,
            "after": after,
            "lost": lost,
            "lost_by_side": lost_by_side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trick_line import TrickLine # noqa: PLC0415
        from ..models.tricks_given import TricksGiven # noqa: PLC0415
        d = dict(src_dict)
        deal_no = d.pop("deal_no")

        def _parse_trump(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trump = _parse_trump(d.pop("trump"))


        start = cast(list[int], d.pop("start"))


        after = []
        _after = d.pop("after")
        for after_item_data in (_after):
            after_item = TrickLine.from_dict(after_item_data)



            after.append(after_item)


        lost = []
        _lost = d.pop("lost")
        for lost_item_data in (_lost):
            lost_item = TricksGiven.from_dict(lost_item_data)



            lost.append(lost_item)


        lost_by_side = cast(list[int], d.pop("lost_by_side"))


        double_dummy_deal = cls(
            deal_no=deal_no,
            trump=trump,
            start=start,
            after=after,
            lost=lost,
            lost_by_side=lost_by_side,
        )


        double_dummy_deal.additional_properties = d
        return double_dummy_deal

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
