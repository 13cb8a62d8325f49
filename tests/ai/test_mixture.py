"""The adaptive opponent model: deals are weighted by a mixture of styles per seat.

With the heuristic as its only style the mixture is exactly the old likelihood. When the other
seats play another style of the mixture, the true deal is never weighted below the prior's
share: that style explains every play. The heuristic-only model gives such a true deal the
weight of a wrong one.
"""

from __future__ import annotations

import random

import pytest

from games.ai.inference import history_from, likelihood
from games.ai.knowledge import knowledge_from
from games.ai.mixture import mixture_likelihood, seat_styles, style_weights
from games.ai.panel import panel_bot
from games.ai.policy import playout_move
from games.ai.rollout import action_to_move, model_move
from games.ai.sampling import build_sampler
from games.ai.search_config import DEFAULT_CONFIG
from games.ai.styles import HELD_OUT, MODEL_STYLES, STYLES
from games.engine import Options, SeatStatus, Setup, apply, new_game, observe, sim
from games.engine.knockout.state import Phase, State
from tests.ai.helpers import random_positions


def _positions_against(style: str, games: int, seed: int) -> list[State]:
    """Every card-play position of four-player pagat games in which every seat plays
    ``style``."""
    bot = panel_bot(style)
    rng = random.Random(seed)
    out = []
    for g in range(games):
        state, _ = new_game(4, Options(), Setup(seed=f"mix:{style}:{g}", first_dealer=g % 4))
        while state.phase is not Phase.GAME_OVER:
            if state.phase is Phase.PLAY:
                out.append(state)
            state, _ = apply(state, bot.choose_action(observe(state, state.to_act), rng=rng))
    return out


def test_with_the_heuristic_alone_the_mixture_is_the_old_likelihood() -> None:
    only = mixture_likelihood(("heuristic",))
    compared = 0
    for state in random_positions(25, seed=31):
        if state.phase is not Phase.PLAY:
            continue
        obs = observe(state, state.to_act)
        hist = history_from(obs)
        if hist is None:
            continue
        sample = build_sampler(obs, knowledge_from(obs), hist, DEFAULT_CONFIG)
        rng = random.Random(compared)
        for hands in (state.hands, sample(rng), sample(rng)):
            assert only(hist, hands, 0.1, 0.0) == pytest.approx(likelihood(hist, hands, 0.1))
            compared += 1
    assert compared > 300


@pytest.mark.parametrize("style", ["cautious", "trumper", "greedy"])
def test_a_style_of_the_mixture_explains_its_players_true_deal(style: str) -> None:
    mixture = mixture_likelihood(STYLES)
    k = len(STYLES)
    checked = worse_for_heuristic = 0
    for state in _positions_against(style, 6, seed=3):
        obs = observe(state, state.to_act)
        hist = history_from(obs)
        if hist is None:
            continue
        others = sum(1 for s in range(4) if s != obs.seat)
        assert mixture(hist, state.hands, 0.1, 0.0) >= (1 / k) ** others - 1e-12
        worse_for_heuristic += likelihood(hist, state.hands, 0.1) < 1.0
        checked += 1
    assert checked > 100
    assert worse_for_heuristic > checked // 10, "the heuristic model should be wrong here"


def test_the_expert_model_does_not_know_the_held_out_style() -> None:
    """the held-out style is kept out of tuning and training, and so out of the
    model the expert plays against."""
    assert HELD_OUT == "trumper" and HELD_OUT in STYLES and HELD_OUT not in MODEL_STYLES
    assert MODEL_STYLES[0] == "heuristic"  # ties go to it: the model before any evidence


@pytest.mark.parametrize("style", ["cautious", "greedy"])
def test_on_the_true_deal_each_seat_is_given_a_style_that_explains_it(style: str) -> None:
    """Every other seat plays ``style``: on the true deal each is modelled by a style that
    makes every one of its plays (``style`` itself does, so nothing less will do), and by
    ``style`` once its plays tell the styles apart."""
    told = 0
    j = MODEL_STYLES.index(style)
    for state in _positions_against(style, 6, seed=5):
        obs = observe(state, state.to_act)
        hist = history_from(obs)
        if hist is None:
            continue
        styles = seat_styles(hist, state.hands, 0.1)
        weights = style_weights(MODEL_STYLES, hist, state.hands, 0.1)
        assert styles is not None and weights is not None
        for seat in range(4):
            if seat != obs.seat:
                assert weights[seat][j] == 1.0
                assert weights[seat][MODEL_STYLES.index(styles[seat])] == 1.0, (seat, styles)
                told += styles[seat] == style
    assert told > 50
    assert seat_styles(None, state.hands, 0.1) is None


def test_an_adaptive_playout_seat_plays_its_styles_card() -> None:
    """In the playouts of a deal, a seat modelled as ``greedy`` plays what the greedy panel
    bot plays in its place; without styles every seat plays the rule of thumb."""
    checked = 0
    for state in _positions_against("greedy", 4, seed=9):
        seat = state.to_act
        if state.status[seat] is not SeatStatus.IN:
            continue
        st = sim.sim_from_state(state)
        styles = tuple("greedy" if s == seat else "heuristic" for s in range(4))
        greedy = panel_bot("greedy").choose_action(observe(state, seat), rng=random.Random(0))
        assert model_move(st, random.Random(0), 0.0, 0, styles) == action_to_move(greedy)
        assert model_move(st, random.Random(0), 0.0, 0, None) == \
            playout_move(st, random.Random(0), 0.0, 0)
        checked += len(sim.legal_moves(st)) > 1
    assert checked > 50
