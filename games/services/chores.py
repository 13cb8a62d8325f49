"""Moves that are no choice: the auto-play setting, and what a move arranges for the next one.

A person may ask the server to make the moves that are chores: the only legal card (or
action), played for them after about as long as they take over a card themselves
(:func:`auto_play_delay`), and, in
classic Whist, the rest of a hand whose every remaining trick goes the same way whatever anyone
plays (:func:`games.engine.whist.claims.forced_winners`), played out at once.  Either is
recorded as the seat's own move with actor ``auto``.  The moves themselves are made by
:mod:`games.services.auto_play`, from a task carrying the version it was arranged for.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from itertools import pairwise
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from core.task_send import task_send
from games.engine.whist.claims import forced_winners
from games.kinds import WHIST, game_kind
from games.models import AutoPlaySetting, Game, GameAction, Seat
from games.task_names import AUTO_PLAY_TASK

CORRESPONDENCE_TURN_SECONDS = 24 * 3600
"""A live game whose turn limit is at least a day is played by correspondence too."""

_playing_out: ContextVar[bool] = ContextVar("playing_out", default=False)


CORRESPONDENCE_TIME_CONTROLS = frozenset({"days", "bank"})
"""Time controls measured in days (a game's ``time_control``, where the game has one)."""


def is_correspondence(game: Game) -> bool:
    """Played over days rather than at one sitting: a correspondence time control, or a live
    one of a day or more per decision.  A game with no limit at all (a game against the
    computer, a casual table) is played at one sitting: its cards are the person's to play."""
    if game.time_control in CORRESPONDENCE_TIME_CONTROLS:
        return True
    limit = game.turn_time_limit
    return bool(limit) and limit >= CORRESPONDENCE_TURN_SECONDS


def auto_play_setting_of(user_id: int) -> AutoPlaySetting:
    """The person's setting; the defaults (unsaved) when they never changed it."""
    found = AutoPlaySetting.objects.filter(user_id=user_id).first()
    return found or AutoPlaySetting(user_id=user_id)


def _setting_of_user(user: AbstractBaseUser) -> AutoPlaySetting:
    """The setting through the user row, which the seats' read joins (no query of its own)."""
    try:
        return user.auto_play  # type: ignore[attr-defined,no-any-return]
    except AutoPlaySetting.DoesNotExist:
        return AutoPlaySetting(user_id=user.pk)


def auto_play_applies(game: Game, user: AbstractBaseUser | int) -> bool:
    """Whether the server makes ``user``'s chore moves in ``game``: the one place that decides
    it (the person's setting, on by default for correspondence games, off for live ones)."""
    setting = auto_play_setting_of(user) if isinstance(user, int) else _setting_of_user(user)
    return setting.correspondence if is_correspondence(game) else setting.live


def auto_play_setting_update(*, user: AbstractBaseUser, correspondence: bool | None = None,
                             live: bool | None = None) -> AutoPlaySetting:
    """Change either part of the setting (``None`` keeps it)."""
    with transaction.atomic():
        setting, _ = AutoPlaySetting.objects.select_for_update().get_or_create(user=user)
        if correspondence is not None:
            setting.correspondence = correspondence
        if live is not None:
            setting.live = live
        setting.save()
    return setting


def _everyone_agrees(game: Game, seats: list[Seat]) -> bool:
    """A hand is played out only when every person still playing a seat asked for it (a seat
    the server plays always agrees)."""
    return all(auto_play_applies(game, s.user) for s in seats
               if not s.server_controlled and s.user is not None)


def chore_of(game: Game, seats: list[Seat], state: Any) -> str | None:
    """What the server may do for the seat to act now: ``decided`` (play the hand out),
    ``forced`` (its only legal action), or ``None``."""
    if state.is_over or state.current_seat is None:
        return None
    seat = seats[state.current_seat]
    if seat.server_controlled:
        return None
    kind = game_kind(game.kind)
    if game.kind == WHIST and forced_winners(state) is not None and \
            _everyone_agrees(game, seats):
        return "decided"
    if len(kind.legal_actions(state)) == 1 and seat.user is not None and \
            auto_play_applies(game, seat.user):
        return "forced"
    return None


def chores_follow(game: Game, seats: list[Seat], state: Any) -> None:
    """After a move that leaves a person to act: arrange the server's move for them when it is
    a chore they asked to be spared (at once for a decided hand, after a beat for a forced
    card), once the transaction commits.  Nothing while a hand is being played out."""
    if _playing_out.get():
        return
    chore = chore_of(game, seats, state)
    if chore is None:
        return
    game_id, version = game.pk, game.version
    delay = 0.0
    if chore == "forced":
        time_left = (game.deadline - timezone.now()).total_seconds() if game.deadline else None
        delay = auto_play_delay(_think_times(game, state.current_seat),
                                shortest=settings.WHIST_AUTO_PLAY_DELAY_SECONDS,
                                longest=settings.WHIST_AUTO_PLAY_MAX_DELAY_SECONDS,
                                time_left=time_left, rng=_rng)

    def enqueue() -> None:
        task_send(AUTO_PLAY_TASK, (game_id, version), countdown=delay or None)

    transaction.on_commit(enqueue)


_rng = random.SystemRandom()


def auto_play_delay(think_times: Sequence[float], *, shortest: float, longest: float,
                    time_left: float | None, rng: random.Random) -> float:
    """How long the server waits before it plays a person's only legal card: as long as one
    of their own decisions in this game took (one drawn at random, give or take a fifth), or
    a few beats when they have made none; never under ``shortest`` or over ``longest``, and
    within the first half of the time they have left.  A beat of the same length every time
    would tell the table that the card was the seat's only one."""
    if think_times:
        delay = rng.choice(think_times) * rng.uniform(0.8, 1.2)
    else:
        delay = rng.uniform(shortest, 3 * shortest)
    delay = min(max(delay, shortest), longest)
    return delay if time_left is None else max(0.0, min(delay, time_left / 2))


def _think_times(game: Game, seat: int, recent: int = 40) -> list[float]:
    """How long the seat's person took over their own decisions among the game's recent
    actions (each from the action before it)."""
    rows = list(GameAction.objects.filter(game=game).order_by("-seq")
                .values_list("seat", "actor", "created_at")[:recent])[::-1]
    return [(later[2] - earlier[2]).total_seconds() for earlier, later in pairwise(rows)
            if later[0] == seat and later[1] == "player"]


def playing_out() -> bool:
    """True while a hand is being played out (its moves arrange nothing for each other)."""
    return _playing_out.get()


@contextmanager
def hand_played_out() -> Iterator[None]:
    token = _playing_out.set(True)
    try:
        yield
    finally:
        _playing_out.reset(token)
