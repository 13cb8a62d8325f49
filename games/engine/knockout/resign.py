"""Resigning: the seat's hand is played out for it, then it is knocked out (see
:func:`games.engine.knockout.hand_end.end_hand` for how the hand then ends)."""

from __future__ import annotations

from games.engine.errors import GameOver, MalformedAction, WrongDecision
from games.engine.events import Event, Resigned
from games.engine.knockout import registry
from games.engine.knockout.state import Phase, SeatStatus, State


def resign(state: State, seat: int) -> tuple[State, tuple[Event, ...]]:
    """``seat`` gives up: the server plays its remaining cards this hand (the service does
    that with a bot), and at the end of the hand it is knocked out like a zero-trick player."""
    if state.phase is Phase.GAME_OVER:
        raise GameOver("the game is over")
    if not isinstance(seat, int) or not 0 <= seat < state.players:
        raise MalformedAction(f"there is no seat {seat!r}")
    if state.status[seat] is SeatStatus.OUT:
        raise WrongDecision("a knocked-out seat cannot resign", seat=seat)
    if seat in state.resigned:
        raise WrongDecision("this seat has already resigned", seat=seat)
    during = registry.RESIGNING.get(state.phase)
    if during is not None:
        settled = during(state, seat)
        if settled is not None:
            return settled
    return state._replace(resigned=state.resigned + (seat,)), (Resigned(seat),)
