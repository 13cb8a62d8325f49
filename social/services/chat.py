"""Posting to a game's table talk, and reporting a message.

Who writes where follows from who they are at the table: a seated player writes in the
players' room, anyone else who may read the game in the spectators' room (see
:mod:`social.models`).  A message goes to the game's stream channel once committed, with the
room it belongs to and the people who are not shown it (they muted or blocked its author), so
each stream decides for its own reader without a database read.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from core.db import atomic_write
from core.domain_errors import BadInput, Conflict, Forbidden
from games import selectors as game_selectors
from games.models import GameStatus
from live import bus
from social.models import ChatMessage, ChatReport, Room
from social.phrases import PHRASES
from social.selectors.chat import chat_body, free_text_allowed, message_for_reader
from social.selectors.people import hiding


def chat_post(*, game_id: int, user: AbstractBaseUser, phrase: str | None = None,
              text: str | None = None) -> ChatMessage:
    """A quick phrase (always allowed) or free text (when the game allows it)."""
    game, _, mine = game_selectors.game_for_viewer(game_id, user)  # NotFound for outsiders
    if (phrase is None) == (text is None):
        raise BadInput("phrase_or_text", "Send either a quick phrase or a text, not both.",
                       {"phrase": phrase, "text": text})
    if phrase is not None and phrase not in PHRASES:
        raise BadInput("invalid_phrase", f"phrase must be one of: {', '.join(PHRASES)}",
                       {"phrase": phrase})
    room = Room.PLAYERS if mine is not None else Room.SPECTATORS
    if text is not None and not free_text_allowed(game, room):
        raise Forbidden("free_text_off", "This game's chat takes quick phrases only.",
                        {"text": "free text is off in this game"})
    if game.status == GameStatus.CANCELLED:
        raise Conflict("game_not_open", "The game was cancelled.")
    with atomic_write():
        message = ChatMessage.objects.create(game=game, author=user, room=room,
                                             phrase=phrase or "", text=text or "")
    message.author = user
    _publish(message)
    return message


def _publish(message: ChatMessage) -> None:
    if not bus.enabled():
        return
    body = chat_body(message) | {"created_at": bus.iso(message.created_at)}
    payload: dict[str, Any] = {"chat": body, "room": message.room,
                               "hidden_from": hiding(message.author_id)}
    channel = bus.game_channel(message.game_id)
    transaction.on_commit(lambda: bus.publish_many([(channel, payload)]))


def chat_report(*, game_id: int, message_id: int, user: AbstractBaseUser,
                reason: str = "") -> ChatReport:
    """Report a message the reporter may read (once; again changes nothing)."""
    message = message_for_reader(game_id=game_id, message_id=message_id, user=user)
    if message.author_id == user.pk:
        raise BadInput("cannot_report_yourself", "That message is yours.",
                       {"message_id": message_id})
    with atomic_write():
        report, _ = ChatReport.objects.get_or_create(message=message, reporter=user,
                                                     defaults={"reason": reason})
    return report
