from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChatTextRequest")



@_attrs_define
class ChatTextRequest:
    """ Free text, when the game allows it.

        Attributes:
            text (str): Free text, at most 500 characters, when the game allows it (chat_free_text).
     """

    text: str





    def to_dict(self) -> dict[str, Any]:
        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        chat_text_request = cls(
            text=text,
        )

        return chat_text_request

