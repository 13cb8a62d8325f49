"""A finished game's result as players stores it (the result itself is the payload of the
``GameFinished`` domain event, :mod:`core.domain_events`)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from core.domain_events import GameResult, SeatResult

__all__ = ["GameResult", "SeatResult", "seats_from_json", "seats_to_json"]


def seats_to_json(seats: tuple[SeatResult, ...]) -> list[dict[str, Any]]:
    """Seats as stored on the finished-game row (JSON), in seat order."""
    return [asdict(seat) for seat in sorted(seats, key=lambda s: s.seat)]


def seats_from_json(data: list[dict[str, Any]]) -> tuple[SeatResult, ...]:
    """Inverse of :func:`seats_to_json`; used by the recompute command."""
    return tuple(SeatResult(**item) for item in data)
