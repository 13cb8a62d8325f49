from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PatchedVacationSettingsRequest")



@_attrs_define
class PatchedVacationSettingsRequest:
    """ A PATCH body: only the declared fields, at least one of them (the schema says
    ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and an
    unknown key are both 400s rather than silently ignored, so a client never believes it
    changed something it did not.

        Attributes:
            auto (bool | Unset): Start a vacation by itself when a correspondence deadline of yours would pass and days are
                left.
     """

    auto: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        auto = self.auto


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if auto is not UNSET:
            field_dict["auto"] = auto

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auto = d.pop("auto", UNSET)

        patched_vacation_settings_request = cls(
            auto=auto,
        )

        return patched_vacation_settings_request

