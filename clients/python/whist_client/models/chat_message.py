from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chat_phrase_enum import ChatPhraseEnum
from ..models.room_enum import RoomEnum
from typing import cast
import datetime






T = TypeVar("T", bound="ChatMessage")



@_attrs_define
class ChatMessage:
    """ 
        Attributes:
            id (int): Grows with every message of the game.
            game_id (int):
            room (RoomEnum): * `players` - Players
                * `spectators` - Spectators
            user_id (int):
            username (str):
            phrase (ChatPhraseEnum | None):
            text (str): The words shown (a quick phrase's, or the free text).
            created_at (datetime.datetime):
     """

    id: int
    game_id: int
    room: RoomEnum
    user_id: int
    username: str
    phrase: ChatPhraseEnum | None
    text: str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game_id = self.game_id

        room = self.room.value

        user_id = self.user_id

        username = self.username

        phrase: None | str
        if isinstance(self.phrase, ChatPhraseEnum):
            phrase = self.phrase.value
        else:
            phrase = self.phrase

        text = self.text

        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "game_id": game_id,
            "room": room,
            "user_id": user_id,
            "username": username,
            "phrase": phrase,
            "text": text,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        game_id = d.pop("game_id")

        room = RoomEnum(d.pop("room"))




        user_id = d.pop("user_id")

        username = d.pop("username")

        def _parse_phrase(data: object) -> ChatPhraseEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phrase_type_0 = ChatPhraseEnum(data)



                return phrase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatPhraseEnum | None, data)

        phrase = _parse_phrase(d.pop("phrase"))


        text = d.pop("text")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        chat_message = cls(
            id=id,
            game_id=game_id,
            room=room,
            user_id=user_id,
            username=username,
            phrase=phrase,
            text=text,
            created_at=created_at,
        )


        chat_message.additional_properties = d
        return chat_message

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
