"""Vacations: a person's correspondence clocks held while they are away, within a yearly
allowance that accrues day by day (``WHIST_VACATION_DAYS_PER_YEAR``).

A vacation always has an end (``until``, at most the days left), so holding a game's clock is
moving its deadline (and its clock's start) on to that end: the sweep then has nothing to do
until the person is back, and the others see the new deadline.  Coming back early moves the
deadlines back by the time not taken.  Live games are never held.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db.models import F, Q
from django.utils import timezone

from core.db import atomic_write
from core.domain_errors import BadInput, Conflict
from games.clock import CORRESPONDENCE, Clock, remind_next
from games.models import Game, GamePause, GameStatus, Seat, Vacation
from games.services.access import game_lock
from games.services.recording import change_write
from players.models import Profile

DAY = timedelta(days=1)


@dataclass(frozen=True)
class Allowance:
    per_year: float
    accrued: timedelta
    used: timedelta

    @property
    def left(self) -> timedelta:
        return max(self.accrued - self.used, timedelta(0))


def _year_start(now: datetime) -> datetime:
    return now.replace(month=1, day=1, hour=0, minute=0, second=0, microsecond=0)


def vacation_allowance(user_id: int, now: datetime | None = None) -> Allowance:
    """The days accrued so far this year, and those taken (a vacation counts from its start
    to its end, or to now while it lasts)."""
    now = now or timezone.now()
    start = _year_start(now)
    year = _year_start(start + timedelta(days=370)) - start
    per_year = float(settings.WHIST_VACATION_DAYS_PER_YEAR)
    accrued = timedelta(days=per_year) * ((now - start) / year)
    used = timedelta(0)
    for vacation in Vacation.objects.filter(user_id=user_id, started_at__gte=start):
        end = min(vacation.ended_at or vacation.until, now)
        used += max(end - vacation.started_at, timedelta(0))
    return Allowance(per_year, accrued, used)


def vacation_start(*, user: AbstractBaseUser, until: datetime | None = None,
                   automatic: bool = False) -> Vacation:
    """Go away until ``until`` (at most the days left; without it, for all of them)."""
    now = timezone.now()
    with atomic_write():
        profile = Profile.objects.select_for_update().get(user_id=user.pk)
        if profile.vacation_until is not None and profile.vacation_until > now:
            raise Conflict("already_on_vacation", "you are on vacation already",
                           {"until": profile.vacation_until.isoformat()})
        left = vacation_allowance(user.pk, now).left
        if left < timedelta(hours=1):
            raise Conflict("no_vacation_left", "no vacation days are left this year")
        if until is not None and until <= now:
            raise BadInput("invalid_until", "until must be in the future", {"field": "until"})
        if until is not None and until - now > left:
            raise BadInput("vacation_too_long",
                           f"only {left / DAY:.1f} vacation days are left this year",
                           {"field": "until", "left_days": round(left / DAY, 2)})
        vacation = Vacation.objects.create(user_id=user.pk, started_at=now,
                                           until=until or now + left, automatic=automatic)
        Profile.objects.filter(pk=profile.pk).update(vacation_until=vacation.until)
    _clocks_settle(user.pk)
    return vacation


def vacation_end(*, user: AbstractBaseUser) -> Vacation:
    """Back early: the days not taken stay in the allowance, the held clocks run again."""
    now = timezone.now()
    with atomic_write():
        profile = Profile.objects.select_for_update().get(user_id=user.pk)
        vacation = (Vacation.objects.filter(user_id=user.pk, ended_at__isnull=True,
                                            until__gt=now).order_by("-started_at").first())
        if vacation is None:
            raise Conflict("not_on_vacation", "you are not on vacation")
        vacation.ended_at = now
        vacation.save(update_fields=["ended_at"])
        Profile.objects.filter(pk=profile.pk).update(vacation_until=None)
    _clocks_settle(user.pk)
    return vacation


def _clocks_settle(user_id: int) -> None:
    """After the person's vacation changed (committed): each game of theirs, under its own
    lock, in id order, made to agree with it (:func:`_clock_settle`).

    Not in the vacation's own transaction: that would hold the person's profile while it
    waits for each game, where a move holds the game and reads the profile.  A move that
    read the profile before the change committed has written its pause before this reaches
    its game (it holds the game's lock meanwhile); one that reads it after sees the change.
    So whatever a device, a move or the sweep did meanwhile, the last pass leaves each clock
    as the person's vacation says."""
    for game_id, seat_index in _games_of(user_id):
        with atomic_write():
            game, seats = game_lock(game_id, None)
            _clock_settle(game, seats[seat_index], now=timezone.now())


def _clock_settle(game: Game, seat: Seat, *, now: datetime) -> None:
    """The game's clock for ``seat`` as its person's vacation says (under the game's lock): a
    pause of a vacation that is over, or of none, ends (the time not taken given back); a
    decision waiting on someone away is held by the current vacation if it is not yet."""
    current = (Vacation.objects.filter(user_id=seat.user_id, ended_at__isnull=True,
                                       until__gt=now).order_by("-started_at").first())
    waiting = game.status == GameStatus.ACTIVE and game.to_act_seat == seat.index and \
        game.deadline is not None and not seat.server_controlled
    held = False
    for pause in GamePause.objects.filter(game=game, seat=seat.index, ended_at__isnull=True):
        if current is not None and pause.vacation_id == current.pk:
            held = True
            continue
        pause.ended_at = now
        pause.save(update_fields=["ended_at"])
        if waiting:
            _clock_move(game, -(pause.until - max(now, pause.started_at)),
                        {"type": "clock_resumed", "seat": seat.index})
    if current is not None and waiting and not held:
        game_pause(game, seat, current, now=now)


def vacation_auto_set(*, user: AbstractBaseUser, auto: bool) -> None:
    Profile.objects.filter(user_id=user.pk).update(vacation_auto=auto)


def game_pause(game: Game, seat: Seat, vacation: Vacation, *, now: datetime) -> None:
    """Hold the game's clock for ``seat`` until the vacation ends (under the game's lock)."""
    if not Clock.of(game).correspondence or game.deadline is None:
        return
    shift = vacation.until - now
    GamePause.objects.create(game=game, vacation=vacation, seat=seat.index, started_at=now,
                             until=vacation.until, shift_seconds=int(shift.total_seconds()))
    _clock_move(game, shift, {"type": "clock_paused", "seat": seat.index,
                              "until": vacation.until.isoformat()})


def overdue_hold(game: Game, seat: Seat, *, now: datetime) -> bool:
    """The sweep found a correspondence decision overdue: if its person is away, or asked
    for a vacation to start by itself and has days left, hold the clock (the decision gets
    its whole time again after the vacation) and say so; else the timeout goes ahead."""
    if not Clock.of(game).correspondence or seat.user is None:
        return False
    profile = getattr(seat.user, "profile", None)
    if profile is None:
        return False
    # Fresh from the row, and locked: an earlier game of this batch may have started the
    # vacation, and a device of the person's may be starting one now.
    away = (Profile.objects.select_for_update().filter(pk=profile.pk)
            .values_list("vacation_until", flat=True)[0])
    if away is not None and away > now:
        vacation = (Vacation.objects.filter(user_id=seat.user_id, until=away,
                                            ended_at__isnull=True).first())
    elif profile.vacation_auto and \
            (left := vacation_allowance(seat.user_id, now).left) >= timedelta(hours=1):
        vacation = Vacation.objects.create(user_id=seat.user_id, started_at=now,
                                           until=now + left, automatic=True)
        profile.vacation_until = vacation.until
        Profile.objects.filter(pk=profile.pk).update(vacation_until=vacation.until)
    else:
        return False
    if vacation is None:
        return False
    span = game.deadline - (game.clock_started_at or game.deadline)
    span = max(span, timedelta(seconds=Clock.of(game).bank_increment or 0), DAY)
    shift = vacation.until + span - game.deadline
    GamePause.objects.create(game=game, vacation=vacation, seat=seat.index, started_at=now,
                             until=vacation.until, shift_seconds=int(shift.total_seconds()))
    game.clock_started_at = vacation.until - shift  # moved on by ``shift`` below
    _clock_move(game, shift, {"type": "clock_paused", "seat": seat.index,
                              "until": vacation.until.isoformat()})
    return True


def _clock_move(game: Game, by: timedelta, event: dict[str, Any]) -> None:
    game.deadline = game.deadline + by
    game.clock_started_at = (game.clock_started_at or timezone.now()) + by
    game.remind_at = remind_next(started=game.clock_started_at, deadline=game.deadline,
                                 sent=game.reminders_sent)
    change_write(game, [event], "deadline", "clock_started_at", "remind_at")


def _games_of(user_id: int) -> list[tuple[int, int]]:
    """The person's seats whose clock a vacation may hold (running correspondence games) or
    holds (an open pause, whatever the game's state): by game id, the lock order."""
    running = Q(game__status=GameStatus.ACTIVE, game__time_control__in=CORRESPONDENCE,
                game__deadline__isnull=False, resigned=False)
    paused = Q(game__pauses__ended_at__isnull=True, game__pauses__seat=F("index"))
    return list(Seat.objects.filter(running | paused, user_id=user_id)
                .values_list("game_id", "index").distinct().order_by("game_id"))


def vacation_summary(user: AbstractBaseUser) -> dict[str, Any]:
    """What GET /me/vacation shows: the allowance, this year's vacations and games held."""
    now = timezone.now()
    allowance = vacation_allowance(user.pk, now)
    profile = Profile.objects.get(user_id=user.pk)
    start = _year_start(now)
    vacations = list(Vacation.objects.filter(user_id=user.pk, started_at__gte=start)
                     .order_by("started_at"))
    current = next((v for v in vacations if v.ended_at is None and v.until > now), None)

    def days(value: timedelta) -> float:
        return round(value / DAY, 2)

    return {
        "days_per_year": allowance.per_year,
        "accrued_days": days(allowance.accrued),
        "used_days": days(allowance.used),
        "left_days": days(allowance.left),
        "auto": profile.vacation_auto,
        "current": _vacation_row(current) if current is not None else None,
        "vacations": [_vacation_row(v) for v in vacations],
        "pauses": [{"game_id": p.game_id, "seat": p.seat, "started_at": p.started_at,
                    "until": p.until, "ended_at": p.ended_at}
                   for p in GamePause.objects.filter(vacation__in=vacations)
                   .order_by("started_at", "game_id")],
    }


def _vacation_row(v: Vacation) -> dict[str, Any]:
    return {"id": v.pk, "started_at": v.started_at, "until": v.until, "ended_at": v.ended_at,
            "automatic": v.automatic}
