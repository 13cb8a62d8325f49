from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_created_event_type_enum import GameCreatedEventTypeEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="GameCreatedEvent")



@_attrs_define
class GameCreatedEvent:
    """ 
        Attributes:
            seq (int): 1, 2, 3, ... per game.
            type_ (GameCreatedEventTypeEnum): * `game_created` - game_created
            by (int): The creator's user id.
            at (datetime.datetime | Unset): When it happened (the events endpoint; the record leaves it out).
            rematch_of (int | Unset): Only in a rematch.
     """

    seq: int
    type_: GameCreatedEventTypeEnum
    by: int
    at: datetime.datetime | Unset = UNSET
    rematch_of: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        by = self.by

        at: str | Unset = UNSET
        if not isinstance(self.at, Unset):
            at = self.at.isoformat()

        rematch_of = self.rematch_of


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "by": by,
        })
        if at is not UNSET:
            field_dict["at"] = at
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = GameCreatedEventTypeEnum(d.pop("type"))




        by = d.pop("by")

        _at = d.pop("at", UNSET)
        at: datetime.datetime | Unset
        if isinstance(_at,  Unset):
            at = UNSET
        else:
            at = datetime.datetime.fromisoformat(_at)




        rematch_of = d.pop("rematch_of", UNSET)

        game_created_event = cls(
            seq=seq,
            type_=type_,
            by=by,
            at=at,
            rematch_of=rematch_of,
        )


        game_created_event.additional_properties = d
        return game_created_event

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
