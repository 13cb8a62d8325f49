"""A player's own decisions in a running game, and giving a seat up."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser

from core.db import Update, atomic_write
from core.domain_errors import Conflict, RuleViolation
from core.domain_events import AccountClosed
from games import engine
from games.kinds import game_kind
from games.models import Game, GameStatus, Seat
from games.services.access import conflict, playing_seat_lock, version_check
from games.services.lobby import game_leave
from games.services.recording import change_record


def action_apply(*, game_id: int, user: AbstractBaseUser, action: Any,
                 expected_version: int | None) -> Game:
    """A player's own decision: a card, a knock, trumps, or a house rule's choice."""
    with atomic_write():
        game, seats, seat = playing_seat_lock(game_id, user)
        version_check(game, expected_version)
        if seat.resigned:
            raise conflict("seat_resigned", "you resigned; the server plays this seat")
        game_type = game_kind(game.kind)
        parsed = engine.action_from_dict(action)
        state = game_type.state_from_dict(game.state)
        new_state, events = game_type.apply(state, parsed, seat=seat.index)
        updates: list[Update] = []
        if seat.consecutive_timeouts:
            seat.consecutive_timeouts = 0
            updates.append((seat, ("consecutive_timeouts",)))
        change_record(game, seats, state, new_state, events,
                      ((seat.index, parsed.to_dict(), "player"),), updates=updates)
    return game


def seat_resign(*, game_id: int, user: AbstractBaseUser) -> Game:
    """Knock-Out Whist: the server plays the seat's remaining cards this hand, and it is
    knocked out at its end.  Classic Whist: the partnership plays on, the server playing the
    seat's cards to the end of the game."""
    with atomic_write():
        game, seats, seat = playing_seat_lock(game_id, user)
        resign_record(game, seats, seat, reason="resigned")
    return game


def resign_record(game: Game, seats: list[Seat], seat: Seat, *, reason: str) -> None:
    """Resign ``seat`` (``reason``: ``resigned`` by its player, or ``timeouts``)."""
    if seat.resigned:
        raise conflict("seat_resigned", "this seat has already resigned")
    game_type = game_kind(game.kind)
    state = game_type.state_from_dict(game.state)
    seat.resigned = True
    note = {"type": "resigned", "seat": seat.index, "reason": reason}
    if game_type.resign is None:
        # Nothing changes in the game itself: no action is recorded, and the server plays
        # the seat from now on.
        change_record(game, seats, state, state, (), (), notes=[note],
                      updates=[(seat, ("resigned",))])
        return
    new_state, events = game_type.resign(state, seat.index)
    change_record(game, seats, state, new_state, events,
                  ((seat.index, {"type": "resign"},
                    "player" if reason == "resigned" else "timeout"),),
                  notes=[note], updates=[(seat, ("resigned",))])


def user_games_abandon(*, user: AbstractBaseUser) -> int:
    """Give up every game the user is still in, as on a deleted account: leave each lobby
    (one the user created is cancelled) and resign each running game's seat, so that the
    others play on at once rather than wait for the turn timer.  Each game is its own
    transaction under its own lock.  A seat that is out, or a game that ended meanwhile,
    has nothing to give up.  Returns the number of games given up."""
    seated = (Seat.objects.filter(user=user, resigned=False,
                                  game__status__in=[GameStatus.LOBBY, GameStatus.ACTIVE])
              .exclude(status=engine.SeatStatus.OUT.value).values_list("game_id", "game__status"))
    created = Game.objects.filter(created_by=user, status=GameStatus.LOBBY).values_list(
        "pk", "status")
    given_up = 0
    for game_id, status in sorted({*seated, *created}):
        try:
            if status == GameStatus.LOBBY:
                game_leave(game_id=game_id, user=user)
            else:
                seat_resign(game_id=game_id, user=user)
        except (Conflict, RuleViolation, engine.NotYourTurn, engine.IllegalAction):
            continue  # started, ended or knocked out meanwhile: nothing left to give up
        given_up += 1
    return given_up


def account_closed_abandon(event: AccountClosed) -> None:
    """The subscriber to ``AccountClosed``: the account's games go on without it."""
    user = get_user_model().objects.get(pk=event.user_id)
    user_games_abandon(user=user)
