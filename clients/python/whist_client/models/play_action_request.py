from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.play_action_type_enum import PlayActionTypeEnum






T = TypeVar("T", bound="PlayActionRequest")



@_attrs_define
class PlayActionRequest:
    """ Play a card from the hand.

        Attributes:
            type_ (PlayActionTypeEnum): * `play` - play
            card (str): A card: rank (2-9, T, J, Q, K, A) then suit (C, D, H, S), e.g. "TS".
     """

    type_: PlayActionTypeEnum
    card: str





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = PlayActionTypeEnum(d.pop("type"))




        card = d.pop("card")

        play_action_request = cls(
            type_=type_,
            card=card,
        )

        return play_action_request

