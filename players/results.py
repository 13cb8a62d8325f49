"""The contract between the games service and players: a finished game's result.

The games service builds a :class:`GameResult` when a game finishes and passes it to
``players.services.game_result_apply`` (inside its own transaction or from a task on
commit). Abandoned or cancelled games are never passed. These are plain frozen
dataclasses so the games side needs no players models, and so a stored result can be
turned back into exactly the object that was applied (see :func:`seats_to_json`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any


@dataclass(frozen=True)
class SeatResult:
    seat: int
    user_id: int | None  # None for an AI seat
    ai_level: str | None  # "random" / "heuristic" / "expert" ... for AI seats, else None
    position: int  # finishing position, 1 = winner; players knocked out on the same hand share one
    tricks: int  # tricks taken over the whole game
    dogs_life: bool  # was on a dog's life at some point
    dogs_life_survived: bool  # took a trick while on the dog's life
    resigned: bool
    money: int = 0  # units won (+) or staked (-) in the Guernsey money game; 0 otherwise


@dataclass(frozen=True)
class GameResult:
    game_id: int
    finished_at: datetime
    rated: bool  # False e.g. for forced-deal games: never touch ratings
    season_id: int | None  # the league season the game counts toward, if any
    seats: tuple[SeatResult, ...]


def seats_to_json(seats: tuple[SeatResult, ...]) -> list[dict[str, Any]]:
    """Seats as stored on the finished-game row (JSON), in seat order."""
    return [asdict(seat) for seat in sorted(seats, key=lambda s: s.seat)]


def seats_from_json(data: list[dict[str, Any]]) -> tuple[SeatResult, ...]:
    """Inverse of :func:`seats_to_json`; used by the recompute command."""
    return tuple(SeatResult(**item) for item in data)
