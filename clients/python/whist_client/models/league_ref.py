from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LeagueRef")



@_attrs_define
class LeagueRef:
    """ 
        Attributes:
            id (int):
            name (str):
            is_private (bool):
            rules_preset (str):
     """

    id: int
    name: str
    is_private: bool
    rules_preset: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        is_private = self.is_private

        rules_preset = self.rules_preset


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "is_private": is_private,
            "rules_preset": rules_preset,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        is_private = d.pop("is_private")

        rules_preset = d.pop("rules_preset")

        league_ref = cls(
            id=id,
            name=name,
            is_private=is_private,
            rules_preset=rules_preset,
        )


        league_ref.additional_properties = d
        return league_ref

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
