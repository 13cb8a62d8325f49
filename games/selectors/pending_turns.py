"""The decisions waiting for a person, as turn mail reads them (registered with
``live.turn_mail`` by the app config): a seat whose person is to act in a running game that has
waited at least ``shortest``."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.db.models import F, QuerySet

from games.models import GameStatus, Seat


def pending_turns(now: datetime, shortest: timedelta, *, user_id: int | None = None
                  ) -> QuerySet[Seat]:
    """One query; each row has its ``user`` and ``game_id`` and the turn's ``turn_seat``,
    ``turn_version`` (a turn's key: a move bumps the game's version), ``turn_since`` and
    ``turn_deadline``."""
    seats = Seat.objects.filter(
        game__status=GameStatus.ACTIVE, game__to_act_seat=F("index"), user__isnull=False,
        resigned=False, user__is_active=True, game__updated_at__lte=now - shortest,
    ).annotate(turn_seat=F("index"), turn_version=F("game__version"),
               turn_since=F("game__updated_at"), turn_deadline=F("game__deadline"))
    if user_id is not None:
        return seats.filter(user_id=user_id)
    return seats
