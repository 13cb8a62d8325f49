"""``python manage.py storage_report``: what a finished game costs to keep, table by table,
indexes included (PostgreSQL's ``pg_total_relation_size`` divided by the finished games).

What a finished game keeps forever is what its record (games/record.schema.json) is made of
and what replays it: the game row, its seats, hands, tricks and plays, its events and its
actions, and the result rows in players.  What goes: the answers kept for ``Idempotency-Key``
retries, after ``WHIST_IDEMPOTENCY_HOURS``.  The last line is ``bytes_per_finished_game=N``
(kept forever) and ``idempotency_bytes_per_game=N`` (until they expire)."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError
from django.db import connection

from games.models import (
    Game,
    GameAction,
    GameEvent,
    GameStatus,
    Hand,
    IdempotencyRecord,
    Play,
    Seat,
    Trick,
)
from players.models import FinishedGame, RatingChange

KEPT = (Game, Seat, Hand, Trick, Play, GameEvent, GameAction, FinishedGame, RatingChange)


def _size(model: type) -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_total_relation_size(%s)", [model._meta.db_table])
        return int(cursor.fetchone()[0])


class Command(BaseCommand):
    help = "Bytes per finished game, by table, indexes included."

    def handle(self, *args: Any, **opts: Any) -> None:
        if connection.vendor != "postgresql":
            raise CommandError("storage_report reads PostgreSQL's relation sizes")
        finished = Game.objects.filter(status=GameStatus.FINISHED).count()
        if not finished:
            raise CommandError("no finished game to divide by")
        total = 0
        for model in KEPT:
            size = _size(model)
            total += size
            self.stdout.write(f"{model._meta.db_table:<24} {size / finished:>10.0f} bytes/game")
        actions = GameAction.objects.count() or 1
        idem = _size(IdempotencyRecord) * GameAction.objects.filter(
            game__status=GameStatus.FINISHED).count() / actions / finished \
            if IdempotencyRecord.objects.exists() else 0.0
        self.stdout.write(f"finished_games={finished} idempotency_records="
                          f"{IdempotencyRecord.objects.count()}")
        self.stdout.write(f"bytes_per_finished_game={total / finished:.0f} "
                          f"idempotency_bytes_per_game={idem:.0f}")
