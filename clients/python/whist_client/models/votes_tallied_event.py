from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suit_enum import SuitEnum
from ..models.votes_tallied_event_type_enum import VotesTalliedEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.vote import Vote





T = TypeVar("T", bound="VotesTalliedEvent")



@_attrs_define
class VotesTalliedEvent:
    """ 
        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (VotesTalliedEventTypeEnum): * `votes_tallied` - votes_tallied
            deal_no (int):
            votes (list[Vote]):
            trump (None | SuitEnum): Null: the choice stays with the most-tricks winner.

                * `C` - C
                * `D` - D
                * `H` - H
                * `S` - S
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
     """

    seq: int
    type_: VotesTalliedEventTypeEnum
    deal_no: int
    votes: list[Vote]
    trump: None | SuitEnum
    at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.vote import Vote # noqa: PLC0415
        seq = self.seq

        type_ = self.type_.value

        deal_no = self.deal_no

        votes = []
        for votes_item_data in self.votes:
            votes_item = votes_item_data.to_dict()
            votes.append(votes_item)



        trump: None | str
        if isinstance(self.trump, SuitEnum):
            trump = self.trump.value
        else:
            trump = self.trump

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "deal_no": deal_no,
            "votes": votes,
            "trump": trump,
        })
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.vote import Vote # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = VotesTalliedEventTypeEnum(d.pop("type"))




        deal_no = d.pop("deal_no")

        votes = []
        _votes = d.pop("votes")
        for votes_item_data in (_votes):
            votes_item = Vote.from_dict(votes_item_data)



            votes.append(votes_item)


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


        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        votes_tallied_event = cls(
            seq=seq,
            type_=type_,
            deal_no=deal_no,
            votes=votes,
            trump=trump,
            at=at,
        )


        votes_tallied_event.additional_properties = d
        return votes_tallied_event

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
