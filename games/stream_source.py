"""A game's events as its stream sends them to one viewer (a seat, or a spectator): the
database's at a stream's start or after a gap, a published message's otherwise, redacted for
the viewer as ``GET /games/{id}/events`` redacts them.  Registered with live's streams by the
app config."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser

from core.domain_errors import NotFound
from games import selectors
from games.models import Game, GameStatus
from live import bus
from live.sources import BACKLOG_PAGE, Batch, chat_frame, frame

SEATS_CHANGE = ("seat_joined", "seat_left")
ENDED = (GameStatus.FINISHED, GameStatus.CANCELLED)


class GameSource:
    """A game's events for one viewer (a seat, or a spectator)."""

    def __init__(self, game_id: int, user: AbstractBaseUser) -> None:
        self.user = user
        self._viewer_find(game_id)  # NotFound for outsiders
        self.channel = bus.game_channel(self.game_id)

    def _viewer_find(self, game_id: int) -> None:
        """Who is watching: a lobby renumbers its seats when someone leaves, so the seat is
        looked up again whenever the seats change (and at every read of the database)."""
        game, _, mine = selectors.game_for_viewer(game_id, self.user)
        self.game_id = game.pk
        self.mine = mine
        self.viewer = mine.index if mine is not None else None
        self.trick_late = mine is None and game.spectators_trick_late
        """A spectator of a trick-late game: the current trick is held back, which only a
        read of the database knows."""

    def last_seq(self) -> int:
        return Game.objects.values_list("event_seq", flat=True).get(pk=self.game_id)

    def backlog(self, after: int) -> Batch:
        batch = Batch()
        try:
            self._viewer_find(self.game_id)
        except NotFound:  # a private game this caller has left: nothing more for them
            return Batch(ended=True)
        while True:
            game = Game.objects.only("status", "event_seq", "spectators_trick_late"
                                     ).get(pk=self.game_id)
            events = selectors.events_for_viewer(game, self.mine, after=after,
                                                 limit=BACKLOG_PAGE)
            batch.frames += [(e["seq"], frame(e["seq"], e)) for e in events]
            if events:
                after = events[-1]["seq"]
            if len(events) < BACKLOG_PAGE:
                batch.ended = game.status in ENDED and after >= game.event_seq
                return batch

    def message(self, payload: dict[str, Any], last: int) -> Batch | None:
        """The frames of a published message, or None when it does not follow on from
        ``last`` (a message was missed or came early: read the database instead)."""
        if "chat" in payload:
            return self._talk(payload)
        events = [e for e in payload.get("events", ()) if e["seq"] > last]
        if events and events[0]["seq"] != last + 1:
            return None
        if any(e["data"].get("type") in SEATS_CHANGE for e in events):
            return None  # the viewer's seat may have changed: read it, and the events, again
        if events and self.trick_late:
            return None  # what is held back is the database's to say
        cache = payload.setdefault("_frames", {})  # shared by this process's streams
        frames = cache.get(self.viewer)
        if frames is None:
            running = payload.get("status") == GameStatus.ACTIVE
            shown = ((e, selectors.event_for_viewer(e["data"], self.viewer, running=running))
                     for e in payload.get("events", ()))
            frames = cache[self.viewer] = {
                e["seq"]: frame(e["seq"], {"seq": e["seq"], "at": e["at"], **data})
                for e, data in shown if data is not None}
        return Batch([(e["seq"], frames[e["seq"]]) for e in events if e["seq"] in frames],
                     ended=payload.get("status") in ENDED)


    def _talk(self, payload: dict[str, Any]) -> Batch:
        """A table talk message, for this reader only if it is their room (a seat reads the
        players', anyone else the spectators') and they did not mute or block its author
        (the publisher lists who did, so no read of the database is needed here)."""
        room = "players" if self.mine is not None else "spectators"
        if payload.get("room") != room or self.user.pk in payload.get("hidden_from", ()):
            return Batch()
        return Batch(talk=[chat_frame(payload["chat"])])
