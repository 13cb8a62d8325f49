"""Helpers to build synthetic finished-game results for the players tests."""

from __future__ import annotations

import datetime
import itertools

from players.results import GameResult, SeatResult

_game_ids = itertools.count(1_000_000)
BASE_TIME = datetime.datetime(2026, 1, 1, 12, 0, tzinfo=datetime.UTC)


def seat(
    seat_no: int,
    position: int,
    *,
    user=None,
    ai: str | None = None,
    tricks: int = 0,
    dogs_life: bool = False,
    survived: bool = False,
    resigned: bool = False,
) -> SeatResult:
    return SeatResult(
        seat=seat_no,
        user_id=None if user is None else (user if isinstance(user, int) else user.pk),
        ai_level=ai,
        position=position,
        tricks=tricks,
        dogs_life=dogs_life,
        dogs_life_survived=survived,
        resigned=resigned,
    )


def game(
    *placings,
    season=None,
    rated: bool = True,
    game_id: int | None = None,
    minutes: int | None = None,
) -> GameResult:
    """game((alice, 1), (bob, 2), ("expert", 2)): players (users or AI level names) with
    their finishing positions, seated in the order given."""
    game_id = game_id if game_id is not None else next(_game_ids)
    seats = []
    for index, (who, position) in enumerate(placings):
        if isinstance(who, str):
            seats.append(seat(index, position, ai=who))
        else:
            seats.append(seat(index, position, user=who))
    return GameResult(
        game_id=game_id,
        finished_at=BASE_TIME + datetime.timedelta(minutes=game_id if minutes is None else minutes),
        rated=rated,
        season_id=None if season is None else season.pk,
        seats=tuple(seats),
    )
