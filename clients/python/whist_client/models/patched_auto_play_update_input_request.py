from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PatchedAutoPlayUpdateInputRequest")



@_attrs_define
class PatchedAutoPlayUpdateInputRequest:
    """ A PATCH body: only the declared fields, at least one of them (the schema says
    ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and an
    unknown key are both 400s rather than silently ignored, so a client never believes it
    changed something it did not.

        Attributes:
            correspondence (bool | Unset):
            live (bool | Unset):
     """

    correspondence: bool | Unset = UNSET
    live: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        correspondence = self.correspondence

        live = self.live


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if correspondence is not UNSET:
            field_dict["correspondence"] = correspondence
        if live is not UNSET:
            field_dict["live"] = live

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        correspondence = d.pop("correspondence", UNSET)

        live = d.pop("live", UNSET)

        patched_auto_play_update_input_request = cls(
            correspondence=correspondence,
            live=live,
        )

        return patched_auto_play_update_input_request

