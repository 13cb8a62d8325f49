from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.room_enum import RoomEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.chat_message import ChatMessage
  from ..models.phrase import Phrase





T = TypeVar("T", bound="Chat")



@_attrs_define
class Chat:
    """ 
        Attributes:
            room (RoomEnum): * `players` - Players
                * `spectators` - Spectators
            free_text (bool): Free text is allowed in this game.
            phrases (list[Phrase]):
            has_more (bool): More after the last: ask with ?after=.
            messages (list[ChatMessage]): Oldest first, without the messages of people the caller muted or blocked.
     """

    room: RoomEnum
    free_text: bool
    phrases: list[Phrase]
    has_more: bool
    messages: list[ChatMessage]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_message import ChatMessage # noqa: PLC0415
        from ..models.phrase import Phrase # noqa: PLC0415
        room = self.room.value

        free_text = self.free_text

        phrases = []
        for phrases_item_data in self.phrases:
            phrases_item = phrases_item_data.to_dict()
            phrases.append(phrases_item)



        has_more = self.has_more

        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "room": room,
            "free_text": free_text,
            "phrases": phrases,
            "has_more": has_more,
            "messages": messages,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_message import ChatMessage # noqa: PLC0415
        from ..models.phrase import Phrase # noqa: PLC0415
        d = dict(src_dict)
        room = RoomEnum(d.pop("room"))




        free_text = d.pop("free_text")

        phrases = []
        _phrases = d.pop("phrases")
        for phrases_item_data in (_phrases):
            phrases_item = Phrase.from_dict(phrases_item_data)



            phrases.append(phrases_item)


        has_more = d.pop("has_more")

        messages = []
        _messages = d.pop("messages")
        for messages_item_data in (_messages):
            messages_item = ChatMessage.from_dict(messages_item_data)



            messages.append(messages_item)


        chat = cls(
            room=room,
            free_text=free_text,
            phrases=phrases,
            has_more=has_more,
            messages=messages,
        )


        chat.additional_properties = d
        return chat

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
