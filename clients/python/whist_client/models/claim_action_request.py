from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.claim_action_type_enum import ClaimActionTypeEnum






T = TypeVar("T", bound="ClaimActionRequest")



@_attrs_define
class ClaimActionRequest:
    """ Classic Whist, the seat to play: claim every remaining trick for my side, showing my
    hand to the table (the game view's ``can_claim``; never listed in ``legal_actions``).

        Attributes:
            type_ (ClaimActionTypeEnum): * `claim` - claim
     """

    type_: ClaimActionTypeEnum





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ClaimActionTypeEnum(d.pop("type"))




        claim_action_request = cls(
            type_=type_,
        )

        return claim_action_request

