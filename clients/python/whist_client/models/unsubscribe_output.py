from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.unsubscribe_output_kind_enum import UnsubscribeOutputKindEnum






T = TypeVar("T", bound="UnsubscribeOutput")



@_attrs_define
class UnsubscribeOutput:
    """ 
        Attributes:
            kind (UnsubscribeOutputKindEnum): * `your_turn` - your_turn
                * `game_started` - game_started
                * `game_finished` - game_finished
                * `invited` - invited
                * `league_result` - league_result
                * `reminders` - reminders
                * `digest` - digest
            email (bool): Whether that kind is mailed now: false.
     """

    kind: UnsubscribeOutputKindEnum
    email: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        email = self.email


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "email": email,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = UnsubscribeOutputKindEnum(d.pop("kind"))




        email = d.pop("email")

        unsubscribe_output = cls(
            kind=kind,
            email=email,
        )


        unsubscribe_output.additional_properties = d
        return unsubscribe_output

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
