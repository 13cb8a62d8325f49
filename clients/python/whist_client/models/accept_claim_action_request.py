from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.accept_claim_action_type_enum import AcceptClaimActionTypeEnum






T = TypeVar("T", bound="AcceptClaimActionRequest")



@_attrs_define
class AcceptClaimActionRequest:
    """ Classic Whist, an opponent of the claimer: agree that the claimer's side takes the
    remaining tricks.

        Attributes:
            type_ (AcceptClaimActionTypeEnum): * `accept_claim` - accept_claim
     """

    type_: AcceptClaimActionTypeEnum





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
        type_ = AcceptClaimActionTypeEnum(d.pop("type"))




        accept_claim_action_request = cls(
            type_=type_,
        )

        return accept_claim_action_request

