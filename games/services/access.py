"""Loading a game for a write: lock its row, read its seats, check who may do what.

Every write locks the game row first (``SELECT ... FOR UPDATE``), so writes to one game are
serialised and a check made here still holds when the change is written.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import connection

from core.domain_errors import Conflict, Forbidden, NotFound
from games import game_rows
from games.models import Game, GameStatus, Seat, Visibility


def game_not_found() -> NotFound:
    return NotFound("game_not_found", "No such game.")


def conflict(code: str, message: str, **details: Any) -> Conflict:
    return Conflict(code, message, details)


def not_a_player() -> Forbidden:
    return Forbidden("not_a_player", "you have no seat in this game")


def is_member(game: Game, seats: list[Seat], user: AbstractBaseUser) -> bool:
    """Seated players and the organiser may see a private game (not a sealed drive table's
    organiser: :meth:`Game.organiser_may_read`)."""
    return any(s.user_id == user.pk for s in seats) or game.organiser_may_read(user.pk)


def seat_of(seats: list[Seat], user: AbstractBaseUser) -> Seat | None:
    return next((s for s in seats if s.user_id == user.pk), None)


def game_lock(game_id: int, user: AbstractBaseUser | None) -> tuple[Game, list[Seat]]:
    """Lock the game row, then read its seats (with their players' names, for the view the
    caller answers with); a private game is "not found" to anyone but its players and organiser
    (``user=None``: the server itself, which sees everything).

    Two statements, not one joined read: a read that waited for the lock must see the seats as
    the transaction it waited for left them (a seat taken, totals after a hand), and a join
    would return the seats as they were when it started waiting.  On PostgreSQL both are
    fixed SQL (:mod:`games.game_rows`), not querysets compiled on every write."""
    if connection.vendor == "postgresql":
        game, seats = game_rows.game_and_seats_locked(game_id)
        if game is None:
            raise game_not_found()
    else:
        try:
            game = Game.objects.select_for_update().get(pk=game_id)
        except Game.DoesNotExist:
            raise game_not_found() from None
        seats = list(game.seats.select_related("user__profile", "user__auto_play")
                     .order_by("index"))
    if user is not None and game.visibility == Visibility.PRIVATE and \
            not is_member(game, seats, user):
        raise game_not_found()
    return game, seats


def seats_cache(game: Game, seats: list[Seat]) -> None:
    """Keep the seats (as they are after the change) on the game, where ``game.seats.all()``
    finds them: the answer to a write is built without reading them again."""
    game._prefetched_objects_cache = {"seats": seats}  # type: ignore[attr-defined]


def lobby_lock(game_id: int, user: AbstractBaseUser | None, *, code: str | None = None
               ) -> tuple[Game, list[Seat]]:
    """Lock a game still in its lobby; a private one needs membership or its invite code."""
    game, seats = game_lock(game_id, None)
    if game.visibility == Visibility.PRIVATE and user is not None and \
            not is_member(game, seats, user) and (code is None or code != game.invite_code):
        raise game_not_found()
    if game.status != GameStatus.LOBBY:
        raise conflict("game_already_started" if game.status == GameStatus.ACTIVE
                       else "game_not_open", f"the game is {game.status}, not in its lobby")
    return game, seats


def playing_seat_lock(game_id: int, user: AbstractBaseUser) -> tuple[Game, list[Seat], Seat]:
    """Lock a running game and find the caller's seat in it."""
    game, seats = game_lock(game_id, user)
    seat = seat_of(seats, user)
    if seat is None:
        raise not_a_player()
    if game.status != GameStatus.ACTIVE:
        raise conflict("game_not_active", f"the game is {game.status}")
    return game, seats, seat


def version_check(game: Game, expected_version: int | None) -> None:
    if expected_version is not None and expected_version != game.version:
        raise conflict("stale_version",
                       f"the game is at version {game.version}, not {expected_version}; "
                       "reload it and try again", version=game.version)
