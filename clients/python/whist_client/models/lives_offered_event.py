from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.lives_offered_event_type_enum import LivesOfferedEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.life_offer import LifeOffer





T = TypeVar("T", bound="LivesOfferedEvent")



@_attrs_define
class LivesOfferedEvent:
    """ 
        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (LivesOfferedEventTypeEnum): * `lives_offered` - lives_offered
            deal_no (int):
            offers (list[LifeOffer]):
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
     """

    seq: int
    type_: LivesOfferedEventTypeEnum
    deal_no: int
    offers: list[LifeOffer]
    at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.life_offer import LifeOffer # noqa: PLC0415
        seq = self.seq

        type_ = self.type_.value

        deal_no = self.deal_no

        offers = []
        for offers_item_data in self.offers:
            offers_item = offers_item_data.to_dict()
            offers.append(offers_item)



        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "deal_no": deal_no,
            "offers": offers,
        })
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.life_offer import LifeOffer # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = LivesOfferedEventTypeEnum(d.pop("type"))




        deal_no = d.pop("deal_no")

        offers = []
        _offers = d.pop("offers")
        for offers_item_data in (_offers):
            offers_item = LifeOffer.from_dict(offers_item_data)



            offers.append(offers_item)


        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        lives_offered_event = cls(
            seq=seq,
            type_=type_,
            deal_no=deal_no,
            offers=offers,
            at=at,
        )


        lives_offered_event.additional_properties = d
        return lives_offered_event

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
