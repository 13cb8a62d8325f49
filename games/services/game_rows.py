"""The two reads every write on a game makes, as fixed SQL (PostgreSQL).

The game row is locked, then its seats are read with their players, profiles and auto-play
settings: the same statements and the same instances (players cached on seats, seats pointing
to the game) as ``Game.objects.select_for_update().get()`` and
``game.seats.select_related("user__profile", "user__auto_play")``, without compiling either
queryset on every move (:mod:`whist_service.rows`).  Two statements, in this order: the seats
are read once the lock is held, so a write that waited for it sees them as the write it waited
for left them.
"""

from __future__ import annotations

import functools
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection

from games.models import Game, Seat
from whist_service.rows import Loader, cached_set


@functools.cache
def _loaders() -> dict[str, Any]:
    user_model = get_user_model()
    profile_rel = user_model._meta.get_field("profile")
    auto_play_rel = user_model._meta.get_field("auto_play")
    loaders = {"game": Loader(Game, "g"), "seat": Loader(Seat, "s"),
               "user": Loader(user_model, "u"), "profile": Loader(profile_rel.related_model, "p"),
               "auto_play": Loader(auto_play_rel.related_model, "a")}
    game, seat, user, profile, auto_play = loaders.values()
    return {
        **loaders,
        "profile_rel": profile_rel, "auto_play_rel": auto_play_rel,
        "seat_game": Seat._meta.get_field("game"), "seat_user": Seat._meta.get_field("user"),
        "game_sql": f'SELECT {game.columns} FROM "{Game._meta.db_table}" g '
                    "WHERE g.id = %s FOR UPDATE",
        "seats_sql": (
            f"SELECT {seat.columns}, {user.columns}, {profile.columns}, {auto_play.columns} "
            f'FROM "{Seat._meta.db_table}" s '
            f'LEFT JOIN "{user_model._meta.db_table}" u ON u.id = s.user_id '
            f'LEFT JOIN "{profile.model._meta.db_table}" p ON p.user_id = u.id '
            f'LEFT JOIN "{auto_play.model._meta.db_table}" a ON a.user_id = u.id '
            'WHERE s.game_id = %s ORDER BY s."index"'),
    }


def game_and_seats_locked(game_id: int) -> tuple[Game | None, list[Seat]]:
    """The game locked (``None`` when there is none) and its seats in order."""
    found = _loaders()
    connection.ensure_connection()
    # Both statements in one round trip (psycopg's pipeline mode): the server still runs the
    # seats' read after the lock is granted, in a snapshot of its own.
    with connection.cursor() as locked, connection.cursor() as read:
        with connection.connection.pipeline():
            locked.execute(found["game_sql"], [game_id])
            read.execute(found["seats_sql"], [game_id])
        row = locked.fetchone()
        rows = read.fetchall()
    if row is None:
        return None, []
    game = found["game"].build(row)
    seats = []
    seat_loader, user_loader = found["seat"], found["user"]
    profile_loader, auto_play_loader = found["profile"], found["auto_play"]
    offset_user = seat_loader.width
    offset_profile = offset_user + user_loader.width
    offset_auto_play = offset_profile + profile_loader.width
    for row in rows:
        seat = seat_loader.build(row)
        user = user_loader.build(row, offset_user)
        cached_set(found["seat_game"], seat, game)
        cached_set(found["seat_user"], seat, user)
        if user is not None:
            for rel, loader, offset in ((found["profile_rel"], profile_loader, offset_profile),
                                        (found["auto_play_rel"], auto_play_loader,
                                         offset_auto_play)):
                related = loader.build(row, offset)
                cached_set(rel, user, related)
                if related is not None:
                    cached_set(rel.remote_field, related, user)
        seats.append(seat)
    return game, seats
