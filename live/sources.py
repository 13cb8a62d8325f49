"""What a stream sends, read from the database (at its start, after a gap, or polling without
Redis) or taken from a pub/sub message: SSE frames numbered by seq, redacted for the viewer
exactly as ``GET /games/{id}/events`` and ``GET /notifications`` redact and render them.

A game's stream is the games app's to read (who may watch, what each viewer is shown): it
registers its source here (:func:`game_source_register`, from its app config), so that
delivery knows nothing of games and any app could stream the same way."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from rest_framework.utils.encoders import JSONEncoder

from live import bus
from live.notify import last_seq as notify_last_seq
from live.notify import notifications_after

Frame = tuple[int, bytes]
"""``(seq, b"id: ...\\ndata: ...\\n\\n")``."""

BACKLOG_PAGE = 1000


def frame(seq: int, body: dict[str, Any]) -> bytes:
    data = json.dumps(body, cls=JSONEncoder, ensure_ascii=False, separators=(",", ":"))
    return f"id: {seq}\ndata: {data}\n\n".encode()


@dataclass
class Batch:
    frames: list[Frame] = field(default_factory=list)
    ended: bool = False
    talk: list[bytes] = field(default_factory=list)
    """Unnumbered frames sent after ``frames``: the table talk (``event: chat``), which is not
    one of the game's events and does not move the stream's seq."""


def chat_frame(body: dict[str, Any]) -> bytes:
    data = json.dumps(body, cls=JSONEncoder, ensure_ascii=False, separators=(",", ":"))
    return f"event: chat\ndata: {data}\n\n".encode()


class Source(Protocol):
    """A stream's events for one reader, numbered by seq."""

    channel: str
    """The pub/sub channel whose messages may carry the next events."""

    def last_seq(self) -> int: ...

    def backlog(self, after: int) -> Batch:
        """The events after ``after``, from the database."""
        ...

    def message(self, payload: dict[str, Any], last: int) -> Batch | None:
        """The frames of a published message, or None when the database must be read."""
        ...


GameSourceFactory = Callable[[int, AbstractBaseUser], Source]
_game_source: list[GameSourceFactory] = []


def game_source_register(factory: GameSourceFactory) -> None:
    """The games app's source of a game's events for a viewer (raising its NotFound for a
    viewer who may not watch)."""
    _game_source[:] = [factory]


def game_source(game_id: int, user: AbstractBaseUser) -> Source:
    if not _game_source:
        raise LookupError("no game stream source is registered (the games app is not loaded)")
    return _game_source[0](game_id, user)


class UserSource:
    """A user's notifications."""

    def __init__(self, user: AbstractBaseUser) -> None:
        self.user_id = user.pk
        self.channel = bus.user_channel(user.pk)

    def last_seq(self) -> int:
        return notify_last_seq(user_id=self.user_id)

    def backlog(self, after: int) -> Batch:
        batch = Batch()
        while True:
            rows = notifications_after(user_id=self.user_id, after=after, limit=BACKLOG_PAGE)
            batch.frames += [(r["seq"], frame(r["seq"], r)) for r in rows]
            if rows:
                after = rows[-1]["seq"]
            if len(rows) < BACKLOG_PAGE:
                return batch

    def message(self, payload: dict[str, Any], last: int) -> Batch | None:
        seq = payload.get("seq")
        if not isinstance(seq, int) or seq <= last:
            return Batch()
        if seq != last + 1:
            return None
        return Batch([(seq, frame(seq, payload))])


def user_by_id(user_id: int) -> AbstractBaseUser:
    return get_user_model().objects.get(pk=user_id)
