"""A game's clock: live (seconds per decision), correspondence (days per decision) or a
per-seat time bank; when the pending decision is due, when its person is reminded, and what
each seat has left.  Functions of the game's fields and settings (no queries)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings

LIVE, DAYS, BANK = "live", "days", "bank"
TIME_CONTROLS = (LIVE, DAYS, BANK)
CORRESPONDENCE = (DAYS, BANK)
DAYS_PER_DECISION = (1, 2, 3, 5, 7, 14)
"""The correspondence choices, as on the services people know (Lichess, Board Game Arena)."""
BANK_MAX_DAYS = 30
PLAY, RESIGN = "play", "resign"
ON_TIMEOUT = (PLAY, RESIGN)
MAX_TIMEOUTS_TO_RESIGN = 10
DAY = 86400


@dataclass(frozen=True)
class Clock:
    """What a game's creator chose (seconds throughout; ``days`` games keep whole days)."""

    type: str = LIVE
    seconds: int | None = None
    """``live`` and ``days``: per decision (null: no limit, live only)."""
    bank_initial: int | None = None
    bank_increment: int | None = None
    bank_cap: int | None = None

    @classmethod
    def of(cls, game: Any) -> Clock:
        return cls(game.time_control, game.turn_time_limit, game.bank_initial,
                   game.bank_increment, game.bank_cap)

    @property
    def correspondence(self) -> bool:
        return self.type in CORRESPONDENCE

    def to_dict(self) -> dict[str, Any]:
        if self.type == LIVE:
            return {"type": LIVE, "seconds": self.seconds}
        if self.type == DAYS:
            return {"type": DAYS, "days": (self.seconds or 0) // DAY}
        return {"type": BANK, "initial_days": (self.bank_initial or 0) // DAY,
                "increment_days": (self.bank_increment or 0) // DAY,
                "max_days": (self.bank_cap or 0) // DAY}

    def fields(self) -> dict[str, Any]:
        """The game's columns."""
        return {"time_control": self.type, "turn_time_limit": self.seconds,
                "bank_initial": self.bank_initial, "bank_increment": self.bank_increment,
                "bank_cap": self.bank_cap}


def clock_from_input(data: dict[str, Any] | None, turn_time_limit: int | None) -> Clock:
    """The clock a creation asks for: ``time_control`` (validated by the API's serializer),
    else today's ``turn_time_limit`` seconds."""
    if not data:
        return Clock(LIVE, turn_time_limit)
    if data["type"] == LIVE:
        return Clock(LIVE, data.get("seconds"))
    if data["type"] == DAYS:
        return Clock(DAYS, data["days"] * DAY)
    return Clock(BANK, None, data["initial_days"] * DAY, data["increment_days"] * DAY,
                 data["max_days"] * DAY)


def timeouts_to_resign(game: Any) -> int:
    """The timeouts in a row after which an ``on_timeout: resign`` seat resigns."""
    return game.timeouts_to_resign or settings.WHIST_TIMEOUTS_BEFORE_RESIGN


def seat_allowance(clock: Clock, bank: int | None) -> int | None:
    """Seconds the seat has for its next decision (null: no limit)."""
    if clock.type == BANK:
        return bank if bank is not None else clock.bank_initial
    return clock.seconds


def bank_after(clock: Clock, *, deadline: datetime | None, now: datetime) -> int:
    """A ``bank`` seat's bank after its decision: what was left of it, plus the increment, at
    most the cap (a timeout left nothing)."""
    left = max(int((deadline - now).total_seconds()), 0) if deadline is not None else 0
    return min(left + (clock.bank_increment or 0), clock.bank_cap or left)


def remind_next(*, started: datetime | None, deadline: datetime | None,
                sent: int) -> datetime | None:
    """When to remind next: half the decision's time gone, then a tenth of it left."""
    if started is None or deadline is None or deadline <= started:
        return None
    span = deadline - started
    if sent == 0:
        return started + span / 2
    if sent == 1:
        return deadline - span / 10
    return None


def seat_clocks(game: Any, seats: list[Any], now: datetime) -> list[dict[str, Any]]:
    """Each seat's time: the running one counts down to the deadline, the others show what
    their next decision gets; and whether its person is on vacation (correspondence only)."""
    clock = Clock.of(game)
    out = []
    for seat in seats:
        running = game.status == "active" and game.to_act_seat == seat.index
        if running and game.deadline is not None:
            remaining: int | None = max(int((game.deadline - now).total_seconds()), 0)
        else:
            remaining = seat_allowance(clock, seat.clock_bank)
        away = None
        if clock.correspondence and seat.user_id is not None:
            away = getattr(getattr(seat.user, "profile", None), "vacation_until", None)
        out.append({"remaining_seconds": remaining, "running": running,
                    "on_vacation_until": away if away is not None and away > now else None})
    return out


def shifted(value: datetime | None, by: timedelta) -> datetime | None:
    return value + by if value is not None else None
