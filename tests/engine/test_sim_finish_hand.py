"""``sim.finish_hand``: the lean path's end of a hand without the next deal agrees with ``apply``.

At every point of every last trick of random games (random option sets, money game and
resignations included), finishing the hand on the lean path must give the same trick counts,
knock-outs, dog's-life seats and game result as playing the trick out through the public API.
"""

from __future__ import annotations

import random

import pytest

from games.engine import (
    LeadRule,
    Options,
    Phase,
    Setup,
    TieRule,
    apply,
    legal_actions,
    new_game,
)
from games.engine.events import HandEnded
from games.engine.knockout.game import resign
from games.engine.knockout.sim import finish_hand, sim_from_state
from games.engine.knockout.state import SeatStatus, State


def _options(rng: random.Random, players: int) -> Options:
    return Options(
        dogs_life=rng.random() < 0.7, first_deal_safe=rng.random() < 0.3,
        start_hand_size=rng.randint(1, min(8, 51 // players)),
        lead=rng.choice(list(LeadRule)), trump_extras=rng.random() < 0.3,
        tie=rng.choice(list(TieRule)), two_of_diamonds=rng.random() < 0.3,
        trump_breaking=rng.random() < 0.3, sweep_wins=rng.random() < 0.3,
        final_hand_no_trump=rng.random() < 0.3, money=rng.random() < 0.2)


def _play_out_hand(state: State, rng: random.Random) -> tuple[State, HandEnded]:
    """Random legal actions through the public API until the hand ends."""
    while True:
        state, events = apply(state, rng.choice(legal_actions(state)))
        for event in events:
            if isinstance(event, HandEnded):
                return state, event


@pytest.mark.parametrize("seed", range(40))
def test_finish_hand_agrees_with_apply(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randint(2, 7)
    options = _options(rng, players)
    state, _ = new_game(players, options, Setup(seed=f"finish:{seed}", first_dealer=seed % players))
    checked = 0
    while state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.PLAY and len(state.completed) + 1 == state.hand_size:
            if seed % 5 == 0 and not state.trick and not state.resigned:
                alive = [s for s in range(players) if state.status[s] is not SeatStatus.OUT]
                state, _ = resign(state, rng.choice(alive))
            sim = sim_from_state(state)
            winner = finish_hand(sim)
            hand_size = state.hand_size
            after, ended = _play_out_hand(state, rng)
            assert tuple(sim.tricks) == ended.tricks
            assert winner == sim.winners[-1]
            assert len(sim.completed) == hand_size
            over = after.phase is Phase.GAME_OVER
            assert (sim.phase is Phase.GAME_OVER) == over
            if over:
                assert sim.winner == after.winner
                assert sim.positions == after.positions
            if after.phase is not Phase.BUY:
                assert sim.status == after.status
                assert sim.out_deal == after.out_deal
                assert sim.dogs_life_used == after.dogs_life_used
            state = after
            checked += 1
            continue
        state, _ = apply(state, rng.choice(legal_actions(state)))
    assert checked >= 1
