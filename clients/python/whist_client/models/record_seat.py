from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ai_level_enum import AiLevelEnum
from typing import cast






T = TypeVar("T", bound="RecordSeat")



@_attrs_define
class RecordSeat:
    """ 
        Attributes:
            index (int):
            user_id (int | None): Null for an AI seat.
            username (None | str):
            ai_level (AiLevelEnum | None):
            resigned (bool):
     """

    index: int
    user_id: int | None
    username: None | str
    ai_level: AiLevelEnum | None
    resigned: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        index = self.index

        user_id: int | None
        user_id = self.user_id

        username: None | str
        username = self.username

        ai_level: None | str
        if isinstance(self.ai_level, AiLevelEnum):
            ai_level = self.ai_level.value
        else:
            ai_level = self.ai_level

        resigned = self.resigned


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "user_id": user_id,
            "username": username,
            "ai_level": ai_level,
            "resigned": resigned,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        def _parse_user_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        user_id = _parse_user_id(d.pop("user_id"))


        def _parse_username(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        username = _parse_username(d.pop("username"))


        def _parse_ai_level(data: object) -> AiLevelEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ai_level_type_0 = AiLevelEnum(data)



                return ai_level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AiLevelEnum | None, data)

        ai_level = _parse_ai_level(d.pop("ai_level"))


        resigned = d.pop("resigned")

        record_seat = cls(
            index=index,
            user_id=user_id,
            username=username,
            ai_level=ai_level,
            resigned=resigned,
        )


        record_seat.additional_properties = d
        return record_seat

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
