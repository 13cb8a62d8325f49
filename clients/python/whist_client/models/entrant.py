from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ai_level_enum import AiLevelEnum
from typing import cast






T = TypeVar("T", bound="Entrant")



@_attrs_define
class Entrant:
    """ 
        Attributes:
            number (int):
            user_id (int | None):
            ai_level (AiLevelEnum | None):
            display_name (str):
            pair (int | None): With fixed partnerships, the entrant's pair.
     """

    number: int
    user_id: int | None
    ai_level: AiLevelEnum | None
    display_name: str
    pair: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        number = self.number

        user_id: int | None
        user_id = self.user_id

        ai_level: None | str
        if isinstance(self.ai_level, AiLevelEnum):
            ai_level = self.ai_level.value
        else:
            ai_level = self.ai_level

        display_name = self.display_name

        pair: int | None
        pair = self.pair


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "number": number,
            "user_id": user_id,
            "ai_level": ai_level,
            "display_name": display_name,
            "pair": pair,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        def _parse_user_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        user_id = _parse_user_id(d.pop("user_id"))


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


        display_name = d.pop("display_name")

        def _parse_pair(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pair = _parse_pair(d.pop("pair"))


        entrant = cls(
            number=number,
            user_id=user_id,
            ai_level=ai_level,
            display_name=display_name,
            pair=pair,
        )


        entrant.additional_properties = d
        return entrant

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
