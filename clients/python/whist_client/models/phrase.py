from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chat_phrase_enum import ChatPhraseEnum






T = TypeVar("T", bound="Phrase")



@_attrs_define
class Phrase:
    """ 
        Attributes:
            id (ChatPhraseEnum): * `hello` - hello
                * `good_luck` - good_luck
                * `well_played` - well_played
                * `nice_trick` - nice_trick
                * `thanks` - thanks
                * `sorry` - sorry
                * `slow_today` - slow_today
                * `back_soon` - back_soon
                * `good_game` - good_game
                * `bye` - bye
            text (str):
     """

    id: ChatPhraseEnum
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = ChatPhraseEnum(d.pop("id"))




        text = d.pop("text")

        phrase = cls(
            id=id,
            text=text,
        )


        phrase.additional_properties = d
        return phrase

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
