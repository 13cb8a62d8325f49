"""The server's chore moves for a person who asked for them (:mod:`games.services.chores`):
the only legal card or action, or a decided classic Whist hand played out, each recorded as
the seat's own move with actor ``auto``."""

from __future__ import annotations

from typing import Any

from core.db import atomic_write
from core.domain_errors import NotFound
from games.kinds import game_kind
from games.models import Game, GameStatus, Seat
from games.services.access import game_lock
from games.services.chores import chore_of, chores_follow, hand_played_out
from games.services.recording import change_record, server_turn_schedule
from games.services.server_turns import ServerMove


def auto_play_apply(*, game_id: int, expected_version: int) -> ServerMove:
    """Make the chore move arranged at ``expected_version``.  Safe to call twice or late: it
    does nothing unless the game is still at that version and the move is still a chore the
    person asked to be spared (they may have played, or changed the setting, meanwhile)."""
    with atomic_write():
        try:
            game, seats = game_lock(game_id, None)
        except NotFound:
            return ServerMove(False, 0, "missing")
        if expected_version != game.version:
            return ServerMove(False, game.version, "stale")
        if game.status != GameStatus.ACTIVE:
            return ServerMove(False, game.version, "not_active")
        kind = game_kind(game.kind)
        state = kind.state_from_dict(game.state)
        chore = chore_of(game, seats, state)
        if chore is None:
            return ServerMove(False, game.version, "no_chore")
        if chore == "forced":
            _auto_move(game, seats, state, "forced")
        else:
            _play_out(game, seats, state)
    return ServerMove(True, game.version, chore)


def _auto_move(game: Game, seats: list[Seat], state: Any, reason: str) -> Any:
    kind = game_kind(game.kind)
    seat = state.current_seat
    action = kind.legal_actions(state)[0]
    new_state, events = kind.apply(state, action, seat=seat)
    note = {"type": "auto_played", "seat": seat, "action_type": action.kind, "reason": reason}
    change_record(game, seats, state, new_state, events, ((seat, action.to_dict(), "auto"),),
                  notes=[note])
    return new_state


def _play_out(game: Game, seats: list[Seat], state: Any) -> None:
    """Every card left in the hand, the first legal card of each seat in turn (the winner of
    each trick is the same whichever is played); then whatever the next deal asks for."""
    deal_no = state.deal_no
    with hand_played_out():
        while not state.is_over and state.deal_no == deal_no:
            state = _auto_move(game, seats, state, "decided")
    if state.is_over or state.current_seat is None:
        return
    if seats[state.current_seat].server_controlled:
        server_turn_schedule(game)
    else:
        chores_follow(game, seats, state)
