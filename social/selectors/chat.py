"""A game's table talk as one reader may see it: their room only (players or spectators),
never a private game's to an outsider nor a sealed drive table's to its organiser (the game's
own read rules, :func:`games.selectors.game_for_viewer`), and without the messages of the
people the reader muted or blocked."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser

from core.domain_errors import NotFound
from games import selectors as game_selectors
from games.kinds import free_text_forbidden
from games.models import Game
from social.models import ChatMessage, Room
from social.phrases import PHRASES
from social.selectors.people import hidden_authors


def chat_body(message: ChatMessage) -> dict[str, Any]:
    return {"id": message.pk, "game_id": message.game_id, "room": message.room,
            "user_id": message.author_id, "username": message.author.get_username(),
            "phrase": message.phrase or None,
            "text": PHRASES.get(message.phrase, "") if message.phrase else message.text,
            "created_at": message.created_at}


def free_text_allowed(game: Game, room: str) -> bool:
    """Free text in this room of the game: as its creator set it, and never among the
    players of a rated partnership game (a game made before that rule included)."""
    return game.chat_free_text and not (
        room == Room.PLAYERS and free_text_forbidden(rated=game.rated, kind=game.kind))


def chat_room_of(game_id: int, user: AbstractBaseUser) -> tuple[Game, str]:
    game, _, mine = game_selectors.game_for_viewer(game_id, user)
    return game, Room.PLAYERS if mine is not None else Room.SPECTATORS


def chat_for_reader(*, game_id: int, user: AbstractBaseUser, after: int, limit: int
                    ) -> tuple[Game, str, list[dict[str, Any]]]:
    """The reader's room and its messages after id ``after``, oldest first."""
    game, room = chat_room_of(game_id, user)
    rows = (ChatMessage.objects.filter(game=game, room=room, id__gt=after)
            .exclude(author_id__in=hidden_authors(user.pk))
            .select_related("author").order_by("id")[:limit])
    return game, room, [chat_body(m) for m in rows]


def message_for_reader(*, game_id: int, message_id: int, user: AbstractBaseUser
                       ) -> ChatMessage:
    """One message the reader may read, or not found."""
    game, room = chat_room_of(game_id, user)
    message = ChatMessage.objects.filter(game=game, room=room, pk=message_id).first()
    if message is None:
        raise NotFound("message_not_found", "No such message.", {"message_id": message_id})
    return message
