"""The game and its seats as every write and every game view reads them, by fixed SQL
(PostgreSQL).

The same rows and the same instances (players, profiles and auto-play settings cached on the
seats, seats pointing to the game) as ``Game.objects.select_for_update().get()`` followed by
``game.seats.select_related("user__profile", "user__auto_play")``, without compiling a queryset
on every request (:mod:`core.rows`).

A write (:func:`game_and_seats_locked`) locks the game row, then reads the seats: two
statements, in this order, so that a write that waited for the lock sees the seats as the
write it waited for left them; they go to the server in one round trip (psycopg's pipeline
mode), which still runs the second once the first has its lock.  A read
(:func:`game_and_seats`) needs no lock: one statement, one snapshot of both.
"""

from __future__ import annotations

import functools
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection

from core.rows import Loader, cached_set
from games.models import Game, Seat


@functools.cache
def _sql() -> dict[str, Any]:
    user_model = get_user_model()
    profile_rel = user_model._meta.get_field("profile")
    auto_play_rel = user_model._meta.get_field("auto_play")
    game, seat, user = Loader(Game, "g"), Loader(Seat, "s"), Loader(user_model, "u")
    profile = Loader(profile_rel.related_model, "p")
    auto_play = Loader(auto_play_rel.related_model, "a")
    seat_columns = f"{seat.columns}, {user.columns}, {profile.columns}, {auto_play.columns}"
    joins = (f'LEFT JOIN "{user_model._meta.db_table}" u ON u.id = s.user_id '
             f'LEFT JOIN "{profile.model._meta.db_table}" p ON p.user_id = u.id '
             f'LEFT JOIN "{auto_play.model._meta.db_table}" a ON a.user_id = u.id ')
    return {
        "game": game, "seat": seat, "user": user,
        "related": ((profile_rel, profile), (auto_play_rel, auto_play)),
        "seat_game": Seat._meta.get_field("game"), "seat_user": Seat._meta.get_field("user"),
        "locked": f'SELECT {game.columns} FROM "{Game._meta.db_table}" g '
                  "WHERE g.id = %s FOR UPDATE",
        "seats": f'SELECT {seat_columns} FROM "{Seat._meta.db_table}" s {joins}'
                 'WHERE s.game_id = %s ORDER BY s."index"',
        "read": f'SELECT {game.columns}, {seat_columns} FROM "{Game._meta.db_table}" g '
                f'LEFT JOIN "{Seat._meta.db_table}" s ON s.game_id = g.id {joins}'
                'WHERE g.id = %s ORDER BY s."index"',
    }


def _seats(game: Game, rows: list[Any], start: int) -> list[Seat]:
    """The seats in ``rows`` from column ``start`` on, with what is read with them cached."""
    sql = _sql()
    seat_loader, user_loader = sql["seat"], sql["user"]
    seats = []
    for row in rows:
        seat = seat_loader.build(row, start)
        if seat is None:  # a game with no seats yet (an outer join's nulls)
            continue
        offset = start + seat_loader.width
        user = user_loader.build(row, offset)
        offset += user_loader.width
        cached_set(sql["seat_game"], seat, game)
        cached_set(sql["seat_user"], seat, user)
        for rel, loader in sql["related"]:
            if user is not None:
                related = loader.build(row, offset)
                cached_set(rel, user, related)
                if related is not None:
                    cached_set(rel.remote_field, related, user)
            offset += loader.width
        seats.append(seat)
    return seats


def game_and_seats_locked(game_id: int) -> tuple[Game | None, list[Seat]]:
    """The game locked (``None`` when there is none) and its seats in order."""
    sql = _sql()
    connection.ensure_connection()
    with connection.cursor() as locked, connection.cursor() as read:
        with connection.connection.pipeline():
            locked.execute(sql["locked"], [game_id])
            read.execute(sql["seats"], [game_id])
        row = locked.fetchone()
        rows = read.fetchall()
    if row is None:
        return None, []
    game = sql["game"].build(row)
    return game, _seats(game, rows, 0)


def game_and_seats(game_id: int) -> tuple[Game | None, list[Seat]]:
    """The game (``None`` when there is none) and its seats in order, in one statement."""
    sql = _sql()
    with connection.cursor() as cursor:
        cursor.execute(sql["read"], [game_id])
        rows = cursor.fetchall()
    if not rows:
        return None, []
    game = sql["game"].build(rows[0])
    return game, _seats(game, rows, sql["game"].width)
