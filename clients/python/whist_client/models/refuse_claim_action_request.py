from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.refuse_claim_action_type_enum import RefuseClaimActionTypeEnum






T = TypeVar("T", bound="RefuseClaimActionRequest")



@_attrs_define
class RefuseClaimActionRequest:
    """ Classic Whist, an opponent of the claimer: refuse the claim; play goes on.

        Attributes:
            type_ (RefuseClaimActionTypeEnum): * `refuse_claim` - refuse_claim
     """

    type_: RefuseClaimActionTypeEnum





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
        type_ = RefuseClaimActionTypeEnum(d.pop("type"))




        refuse_claim_action_request = cls(
            type_=type_,
        )

        return refuse_claim_action_request

