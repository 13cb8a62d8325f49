"""The adaptive opponent model (issue 20): deals are weighted by a mixture of styles per seat.

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
from games.ai.mixture import mixture_likelihood
from games.ai.panel import panel_bot
from games.ai.sampling import build_sampler
from games.ai.search_config import DEFAULT_CONFIG
from games.ai.styles import STYLES
from games.engine import Options, Setup, apply, new_game, observe
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
