from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ai_level_enum import AiLevelEnum
from ..types import UNSET, Unset






T = TypeVar("T", bound="AISeatRequest")



@_attrs_define
class AISeatRequest:
    """ 
        Attributes:
            level (AiLevelEnum | Unset): * `random` - random
                * `heuristic` - heuristic
                * `medium` - medium
                * `expert` - expert Default: AiLevelEnum.HEURISTIC.
     """

    level: AiLevelEnum | Unset = AiLevelEnum.HEURISTIC





    def to_dict(self) -> dict[str, Any]:
        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _level = d.pop("level", UNSET)
        level: AiLevelEnum | Unset
        if isinstance(_level,  Unset):
            level = UNSET
        else:
            level = AiLevelEnum(_level)




        ai_seat_request = cls(
            level=level,
        )

        return ai_seat_request

