"""Moves the server makes: an AI seat's, a resigned seat's, and an absent player's when the
deadline passes (the sweep); and what happens when such a move keeps failing."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core.db import Update, atomic_write, rows_deferred
from core.domain_errors import NotFound
from games import engine
from games.clock import RESIGN, timeouts_to_resign
from games.kinds import game_kind
from games.models import Game, GameStatus, Seat
from games.services.access import game_lock
from games.services.play import resign_record
from games.services.recording import change_record
from games.services.vacation import overdue_hold

logger = logging.getLogger("games.services")

Chooser = Callable[[str, Any, str], engine.Action]
"""``(level, observation, seed) -> action``: a fixed choice in tests; by default the game
kind's bots (:mod:`games.kinds`)."""


@dataclass(frozen=True)
class ServerMove:
    applied: bool
    version: int
    reason: str = ""


def server_action_apply(*, game_id: int, expected_version: int | None,
                        choose: Chooser | None = None) -> ServerMove:
    """Let the server decide for an AI seat or a resigned seat.

    Safe to call twice or late (a duplicate or stale task): it does nothing unless the game is
    still at ``expected_version`` (when given) and the seat to act is the server's to play."""
    with atomic_write():
        try:
            game, seats = game_lock(game_id, None)
        except NotFound:
            return ServerMove(False, 0, "missing")
        if expected_version is not None and expected_version != game.version:
            return ServerMove(False, game.version, "stale")
        return _server_move(game, seats, timeout=False, choose=choose)


def deadlines_settle(*, batch: int = 100, now: Any = None, choose: Chooser | None = None) -> int:
    """Claim up to ``batch`` overdue games and settle each one's pending decision.

    ``skip_locked`` lets several sweeping workers share the queue without waiting on each other
    or settling one game twice.  A batch is one transaction, and its moves' rows are written
    in one statement at its end: that is what makes 10,000 waiting games cheap.  If anything in
    a batch fails, the batch is undone and its games are settled again one at a time, so that
    only the failing game is backed off (:func:`_server_failure_note`).  Returns how many games
    were claimed (0: none is overdue)."""
    now = now or timezone.now()
    try:
        return _settle(None, batch=batch, now=now, choose=choose)
    except Exception:
        claimed = list(Game.objects.filter(status=GameStatus.ACTIVE, deadline__lte=now)
                       .order_by("deadline").values_list("pk", flat=True)[:batch])
        for game_id in claimed:
            try:
                _settle(game_id, batch=1, now=now, choose=choose)
            except Exception as exc:
                with transaction.atomic():
                    game = Game.objects.select_for_update().filter(pk=game_id).first()
                    if game is not None:
                        _server_failure_note(game, exc, now=now)
        return len(claimed)


def _settle(game_id: int | None, *, batch: int, now: Any, choose: Chooser | None) -> int:
    with transaction.atomic():
        overdue = Game.objects.filter(status=GameStatus.ACTIVE, deadline__lte=now)
        if game_id is not None:
            overdue = overdue.filter(pk=game_id)
        games = list(overdue.select_for_update(skip_locked=True).order_by("deadline")[:batch])
        seats_by_game: dict[int, list[Seat]] = {}
        for seat in Seat.objects.filter(game__in=games) \
                .select_related("user__profile", "user__auto_play").order_by("index"):
            seats_by_game.setdefault(seat.game_id, []).append(seat)
        idle: list[int] = []
        with rows_deferred():
            for game in games:
                move = _server_move(game, seats_by_game.get(game.pk, []), timeout=True,
                                    choose=choose, now=now)
                if not move.applied:  # nothing to do (no decision pending): stop claiming it
                    idle.append(game.pk)
        if idle:
            Game.objects.filter(pk__in=idle).update(deadline=None)
    return len(games)


SERVER_RETRY_BACKOFF = timedelta(seconds=60)
SERVER_RETRY_BACKOFF_MAX = timedelta(hours=1)


def server_retry_backoff(failures: int) -> timedelta:
    """How long the sweep waits before trying a failing server move again: doubling from a
    minute to an hour, so a game that fails for good stops costing a try every minute."""
    return min(SERVER_RETRY_BACKOFF * 2 ** max(failures - 1, 0), SERVER_RETRY_BACKOFF_MAX)


def server_failure_record(*, game_id: int, error: BaseException) -> None:
    """Note a server move that failed outside the sweep (a task that gave up), so that the
    failure is counted and shown like the sweep's own."""
    with atomic_write():
        game = Game.objects.select_for_update().filter(pk=game_id).first()
        if game is not None and game.status == GameStatus.ACTIVE:
            _server_failure_note(game, error, now=timezone.now())


def _server_failure_note(game: Game, error: BaseException, *, now: Any) -> None:
    """Count the failure, back off, and say so: logged as an error with the game id, and the
    game marked stalled once failing looks permanent, for the view, the admin and /healthz.
    The caller passes the row as the database has it (the failed attempt was rolled back)."""
    game.server_failures += 1
    game.server_error = f"{type(error).__name__}: {error}"[:2000]
    game.deadline = now + server_retry_backoff(game.server_failures)
    stalled = game.server_failures >= settings.WHIST_STALLED_AFTER_FAILURES
    if stalled and game.stalled_since is None:
        game.stalled_since = timezone.now()
    logger.error("the server's move in game %s failed (%d in a row%s); retrying after %s",
                 game.pk, game.server_failures, ", stalled" if stalled else "",
                 game.deadline.isoformat(), exc_info=error,
                 extra={"game_id": game.pk, "failures": game.server_failures})
    Game.objects.filter(pk=game.pk).update(
        server_failures=game.server_failures, server_error=game.server_error,
        stalled_since=game.stalled_since, deadline=game.deadline)


def _server_move(game: Game, seats: list[Seat], *, timeout: bool, choose: Chooser | None,
                 now: Any = None) -> ServerMove:
    if game.status != GameStatus.ACTIVE:
        return ServerMove(False, game.version, "not_active")
    if game.to_act_seat is None:
        return ServerMove(False, game.version, "nobody_to_act")
    seat = seats[game.to_act_seat]
    if not seat.server_controlled:
        if not timeout:
            return ServerMove(False, game.version, "human_turn")
        if game.deadline is None or game.deadline > (now or timezone.now()):
            return ServerMove(False, game.version, "not_due")
        if overdue_hold(game, seat, now=now or timezone.now()):
            return ServerMove(True, game.version, "paused")
    game_type = game_kind(game.kind)
    state = game_type.state_from_dict(game.state)
    level = seat.ai_level or settings.WHIST_TIMEOUT_BOT
    # Bots see only the seat's observation; the seed makes a replayed decision identical.
    action = (choose or game_type.bot_action)(level, game_type.observe(state, seat.index),
                                              f"{game.pk}:{game.version}")
    new_state, events = game_type.apply(state, action, seat=seat.index)
    actor = "ai" if seat.is_ai else "resigned" if seat.resigned else "timeout"
    notes: list[dict[str, Any]] = []
    knocked_out = game_type.is_out(state, seat.index)  # e.g. a trump vote
    updates: list[Update] = []
    if actor == "timeout" and not knocked_out:
        seat.consecutive_timeouts += 1
        seat.timeouts += 1
        updates.append((seat, ("consecutive_timeouts", "timeouts")))
        notes.append({"type": "timeout", "seat": seat.index,
                      "consecutive": seat.consecutive_timeouts, "played_by": level})
    change_record(game, seats, state, new_state, events,
                  ((seat.index, action.to_dict(), actor),), notes=notes, updates=updates)
    if actor == "timeout" and not knocked_out and game.status == GameStatus.ACTIVE and \
            game.on_timeout == RESIGN and seat.consecutive_timeouts >= timeouts_to_resign(game):
        resign_record(game, seats, seat, reason="timeouts")
    return ServerMove(True, game.version, actor)
