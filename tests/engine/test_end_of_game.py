"""How the game ends, and the finishing positions that leagues and ratings use."""

from __future__ import annotations

import pytest

from games.engine import GameOver, Options, Phase, TieRule, apply, legal_actions, play
from tests.engine.helpers import of_kind, run, start

FAIRNESS = {1: (["8C 9H AS", "2C 3C 4C", "AC 5H 6S", "7C AH 7S"], "2D")}
FAIRNESS_SCRIPT = "1:2C 2:AC 3:7C 0:8C  2:5H 3:AH 0:9H 1:3C  3:7S 0:AS 1:4C 2:6S"


def test_winner_of_the_one_trick_of_the_final_hand_wins() -> None:
    """004_cda4be257ddbf1c5.txt: "The game is won by the winner of the one trick on the final
    hand." """
    state = start(3, {1: (["KD", "AD", "QS"], "2C")}, Options(start_hand_size=1))
    state, events = run(state, "1:AD 2:QS 0:KD")
    assert state.phase is Phase.GAME_OVER and state.winner == 1
    (ended,) = of_kind(events, "game_ended")
    assert ended.reason == "final_trick"
    assert state.positions == (2, 1, 2)  # both losers go out on the same hand


def test_last_survivor_wins_before_the_final_hand() -> None:
    """004_cda4be257ddbf1c5.txt: "Or if all but one of the players are knocked out before this,
    the surviving player is the winner." """
    state = start(2, {1: (["2C 3C", "AS KS"], "4S")}, Options(start_hand_size=2,
                                                              dogs_life=False))
    state, events = run(state, "1:AS 0:2C 1:KS 0:3C")
    assert state.winner == 1 and state.deal_no == 1
    assert of_kind(events, "game_ended")[0].reason == "last_survivor"
    assert state.positions == (2, 1)


SWEEP_BY_1 = {1: (["5C 6C 7C", "AS KS QS", "2C 3C 4C"], "8S")}
SWEEP_SCRIPT = "1:AS 2:2C 0:5C 1:KS 2:3C 0:6C 1:QS 2:4C 0:7C"


def test_a_sweep_wins_at_once_when_the_option_is_on() -> None:
    """002_b1d75d3f4f47fc2d.txt: "The game is won when a player takes all the tricks in a
    round"; 003: "If any player wins all the tricks in a round, the game ends immediately and
    that player wins, regardless of how many rounds have been played." """
    state = start(3, SWEEP_BY_1, Options(start_hand_size=3, sweep_wins=True))
    state, events = run(state, SWEEP_SCRIPT)
    assert state.winner == 1 and state.deal_no == 1
    assert of_kind(events, "game_ended")[0].reason == "sweep"
    assert state.positions == (2, 1, 2)


def test_a_sweep_does_not_end_the_game_by_default() -> None:
    state = start(3, SWEEP_BY_1, Options(start_hand_size=3))
    state, _ = run(state, SWEEP_SCRIPT)
    assert not state.is_over and state.deal_no == 2


def test_players_knocked_out_on_the_same_hand_share_a_position() -> None:
    """As specified: "Finishing positions for every seat (players knocked out on the same hand share
    a position)": seat 1 goes out on deal 1 (4th), seats 2 and 3 together on deal 2 (joint
    2nd)."""
    deals = {**FAIRNESS, 2: (["AS KS", "", "2C 3C", "4C 5C"], "2S")}
    options = Options(start_hand_size=3, dogs_life=False, tie=TieRule.TURN_CARD)
    state = start(4, deals, options)
    state, _ = run(state, FAIRNESS_SCRIPT)
    assert state.out_deal == (0, 1, 0, 0)
    state, events = run(state, "2:2C 3:4C 0:AS 0:KS 2:3C 3:5C")
    assert state.winner == 0 and state.positions == (1, 4, 2, 2)
    assert of_kind(events, "game_ended")[0].positions == (1, 4, 2, 2)


def test_nothing_can_be_done_after_the_game_is_over() -> None:
    state = start(3, {1: (["KD", "AD", "QS"], "2C")}, Options(start_hand_size=1))
    state, _ = run(state, "1:AD 2:QS 0:KD")
    assert legal_actions(state) == () and state.to_act == -1
    with pytest.raises(GameOver) as info:
        apply(state, play("KD"))
    assert info.value.code == "game_over"
