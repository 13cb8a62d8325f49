from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PatchedLeagueUpdateInputRequest")



@_attrs_define
class PatchedLeagueUpdateInputRequest:
    """ What an owner may change after creation: the name, the visibility, the owner.

        Attributes:
            name (str | Unset):
            is_private (bool | Unset):
            owner_id (int | Unset): Hand the league to this member.
     """

    name: str | Unset = UNSET
    is_private: bool | Unset = UNSET
    owner_id: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        is_private = self.is_private

        owner_id = self.owner_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if name is not UNSET:
            field_dict["name"] = name
        if is_private is not UNSET:
            field_dict["is_private"] = is_private
        if owner_id is not UNSET:
            field_dict["owner_id"] = owner_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        is_private = d.pop("is_private", UNSET)

        owner_id = d.pop("owner_id", UNSET)

        patched_league_update_input_request = cls(
            name=name,
            is_private=is_private,
            owner_id=owner_id,
        )

        return patched_league_update_input_request

