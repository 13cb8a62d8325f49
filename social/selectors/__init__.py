"""Reads: a game's table talk as one reader may see it, and people's relations."""

from social.selectors.chat import (
    chat_for_reader,
    chat_room_of,
    free_text_allowed,
    message_for_reader,
)
from social.selectors.people import invitations_of, relations_of

__all__ = ["chat_for_reader", "chat_room_of", "free_text_allowed", "invitations_of",
           "message_for_reader", "relations_of"]
