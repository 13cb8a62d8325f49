from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chat_phrase_enum import ChatPhraseEnum






T = TypeVar("T", bound="ChatPhraseRequest")



@_attrs_define
class ChatPhraseRequest:
    """ A quick phrase.

        Attributes:
            phrase (ChatPhraseEnum): * `hello` - hello
                * `good_luck` - good_luck
                * `well_played` - well_played
                * `nice_trick` - nice_trick
                * `thanks` - thanks
                * `sorry` - sorry
                * `slow_today` - slow_today
                * `back_soon` - back_soon
                * `good_game` - good_game
                * `bye` - bye
     """

    phrase: ChatPhraseEnum





    def to_dict(self) -> dict[str, Any]:
        phrase = self.phrase.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "phrase": phrase,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phrase = ChatPhraseEnum(d.pop("phrase"))




        chat_phrase_request = cls(
            phrase=phrase,
        )

        return chat_phrase_request

