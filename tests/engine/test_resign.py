"""Resigning: the service's rule on top of the rules texts.

As specified: "Resign: the seat's remaining cards in the current hand are played by an AI and the
player counts as knocked out at its end."  The engine keeps playing the seat (the service
drives it with a bot) and knocks it out when the hand ends, whatever it took; a resigned seat
never wins.
"""

from __future__ import annotations

import pytest

from games.engine import (
    GameOver,
    Options,
    Phase,
    SeatStatus,
    WrongDecision,
    resign,
    state_from_dict,
    state_to_dict,
)
from tests.engine.helpers import of_kind, run, start

IN, DOG, OUT = SeatStatus.IN, SeatStatus.DOGS_LIFE, SeatStatus.OUT


def test_a_resigned_seat_is_knocked_out_at_the_end_of_the_hand_even_with_a_trick() -> None:
    """Seat 1 resigns, then wins a trick; it is out, and seat 2 (no tricks) still gets the
    dog's life (004_cda4be257ddbf1c5.txt: "the first player during the game who takes no tricks
    on a hand ... is awarded the "dog's life"")."""
    state = start(3, {1: (["AC 2C", "KC QC", "3H 4H"], "2D")}, Options(start_hand_size=2))
    state, events = resign(state, 1)
    assert [e.kind for e in events] == ["seat_resigned"] and state.resigned == (1,)
    state, events = run(state, "1:KC 2:3H 0:AC 0:2C 1:QC 2:4H")
    assert state.status == (IN, OUT, DOG)
    ended = of_kind(events, "hand_ended")[0]
    assert ended.tricks == (1, 1, 0) and 1 in ended.knocked_out and ended.dogs_life == (2,)
    # "The winner of most tricks on a hand chooses": among those still in, that is seat 0.
    assert state.phase is Phase.CHOOSE_TRUMP and state.to_act == 0 and state.resigned == ()


def test_a_resigned_seat_cannot_win_by_taking_every_trick() -> None:
    """Seat 0 resigns and sweeps a two-player hand; seat 1 is then the last one standing
    (004_cda4be257ddbf1c5.txt: "if all but one of the players are knocked out before this,
    the surviving player is the winner")."""
    state = start(2, {1: (["AC KC", "2C 3C"], "2D")}, Options(start_hand_size=2))
    state, _ = resign(state, 0)
    state, events = run(state, "1:2C 0:AC 0:KC 1:3C")
    assert state.is_over and state.winner == 1 and state.positions == (2, 1)
    assert of_kind(events, "game_ended")[0].reason == "last_survivor"


def test_when_a_resigned_seat_wins_the_final_trick_the_others_cut_for_the_game() -> None:
    """The final trick ("The game is won by the winner of the one trick on the final hand") is
    taken by a resigned seat: the other players of the hand cut, highest card wins."""
    state = start(3, {1: (["AC", "2C", "3C"], "2D")}, Options(start_hand_size=1),
                  cuts={1: "KS 5H"})
    state, _ = resign(state, 0)
    state, events = run(state, "1:2C 2:3C 0:AC")
    assert state.is_over and state.winner == 1
    assert of_kind(events, "cut")[0].winner == 1
    assert of_kind(events, "game_ended")[0].reason == "resignation"
    assert state.positions == (2, 1, 2)  # knocked out on the same hand: a shared position


def test_resigning_twice_or_after_the_end_is_refused_and_survives_json() -> None:
    state = start(2, {1: (["AC KC", "2C 3C"], "2D")}, Options(start_hand_size=2))
    state, _ = resign(state, 1)
    with pytest.raises(WrongDecision):
        resign(state, 1)
    assert state_from_dict(state_to_dict(state)) == state
    state, _ = run(state, "1:2C 0:AC 0:KC 1:3C")
    with pytest.raises(GameOver):
        resign(state, 0)
