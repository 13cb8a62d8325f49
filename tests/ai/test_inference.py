"""The playout opponent model and the inference from the other seats' plays.

In games where every seat plays the rule of thumb (the ``heuristic`` level), the playout
policy must make exactly the heuristic's move given the same information, the true deal must
never be excluded by :func:`could_not_win`, and its likelihood must be 1.  With random players
the constraints may be violated -- the search then falls back to the plain voids -- but the
sampler must still produce consistent deals.
"""

from __future__ import annotations

import random

import pytest

from games.ai.heuristic import HeuristicBot, heuristic_play
from games.ai.inference import could_not_win, history_from, likelihood, rule_breakers
from games.ai.knowledge import knowledge_from
from games.ai.panel import panel_bot
from games.ai.policy import playout_move
from games.ai.rollout import action_to_move
from games.ai.sampling import build_sampler
from games.ai.search_config import DEFAULT_CONFIG
from games.engine import Options, Setup, apply, new_game, observe
from games.engine.knockout.sim import sim_from_state
from games.engine.knockout.state import Phase, State
from tests.ai.helpers import random_options, random_positions
from tests.engine.helpers import run, start


def _heuristic_positions(games: int, seed: int) -> list[State]:
    rng = random.Random(seed)
    bot = HeuristicBot()
    out = []
    for g in range(games):
        players = rng.randint(2, 7)
        options = random_options(rng, players)
        state, _ = new_game(players, options, Setup(seed=f"inf:{seed}:{g}",
                                                    first_dealer=g % players))
        while state.phase is not Phase.GAME_OVER:
            out.append(state)
            state, _ = apply(state, bot.choose_action(observe(state, state.to_act), rng=rng))
    return out


def test_playout_policy_is_the_heuristic_given_the_same_information() -> None:
    checked = 0
    for state in _heuristic_positions(12, seed=1):
        if state.phase is not Phase.PLAY:
            continue
        obs = observe(state, state.to_act)
        if len(obs.legal_actions) < 2:
            continue
        held = 0
        for hand in state.hands:
            held |= hand
        stock = knowledge_from(obs).unknown & ~held
        move = playout_move(sim_from_state(state), random.Random(0), 0.0, stock)
        assert move == action_to_move(heuristic_play(obs))
        checked += 1
    assert checked > 300


def test_the_true_deal_fits_rule_of_thumb_play() -> None:
    excluded_some = 0
    for i, state in enumerate(_heuristic_positions(12, seed=2)):
        if state.phase is not Phase.PLAY:
            continue
        seat = (state.to_act + i) % state.players
        obs = observe(state, seat)
        know = knowledge_from(obs)
        excluded = could_not_win(obs, know)
        excluded_some += any(excluded)
        assert not rule_breakers(obs)
        for s in range(state.players):
            assert not excluded[s] & state.hands[s]
        hist = history_from(obs)
        if hist is not None:
            assert likelihood(hist, state.hands, 0.1) == 1.0
    assert excluded_some > 100


def test_sampled_deals_stay_consistent_whoever_plays() -> None:
    """Random players break the rule of thumb: deals still match counts, voids and cards, and
    the seats caught breaking it are left out of the likelihood."""
    caught = 0
    for state in random_positions(30, seed=8):
        if state.phase is not Phase.PLAY:
            continue
        obs = observe(state, state.to_act)
        know = knowledge_from(obs)
        caught += bool(rule_breakers(obs))
        sample = build_sampler(obs, know, history_from(obs), DEFAULT_CONFIG)
        hands = sample(random.Random(3))
        seen = 0
        for s in range(state.players):
            assert hands[s].bit_count() == obs.hand_counts[s]
            assert not hands[s] & seen
            seen |= hands[s]
            if s != obs.seat:
                assert not hands[s] & ~know.allowed[s]
    assert caught > 20


def test_the_trump_choice_says_the_chooser_holds_length_in_trumps() -> None:
    """pagat's advice, which the rule of thumb follows: "always choose the longest suit".  Seat 1
    swept deal 1 and named hearts for deal 2, holding 2H 3H 4S; seat 2, about to lead, weighs
    a deal that gives seat 1 three diamonds instead as one that the choice contradicts."""
    state = start(3, {1: (["5C 6C 7C 8C", "AS KS QS JS", "2C 3C 4C 9C"], "8S"),
                      2: (["5D 6D 7D", "2H 3H 4S", "AD KD QD"], None)},
                  Options(start_hand_size=4, first_deal_safe=True))
    state, _ = run(state, "1:AS 2:2C 0:5C 1:KS 2:3C 0:6C 1:QS 2:4C 0:7C 1:JS 2:9C 0:8C")
    state, _ = run(state, "1:trump:H")
    obs = observe(state, 2)
    assert obs.trump_chooser == 1 and not obs.completed_tricks and not obs.trick
    hist = history_from(obs)
    assert hist is not None and hist.chooser == 1
    assert likelihood(hist, state.hands, 0.1) == 1.0
    swapped = (state.hands[1], state.hands[0], state.hands[2])
    assert likelihood(hist, swapped, 0.1) == pytest.approx(0.1)
    assert history_from(obs, use_chooser=False) is None  # nothing else to go on yet


def test_without_lead_exclusions_a_greedy_players_true_deal_is_never_excluded() -> None:
    """The greedy style leads its strongest card, a trump whenever it holds one, where the rule
    of thumb leads a trump only from a hand of trumps: the lead exclusions then rule out the
    cards it really holds. Like the rule of thumb it wins every trick it can, so the follow
    exclusions alone never do (``ExpertConfig.lead_exclusions``)."""
    bot = panel_bot("greedy")
    rng = random.Random(4)
    wrong_with_leads = checked = 0
    for g in range(10):
        state, _ = new_game(4, Options(), Setup(seed=f"greedy-leads:{g}", first_dealer=g % 4))
        while state.phase is not Phase.GAME_OVER:
            if state.phase is Phase.PLAY:
                obs = observe(state, (state.to_act + 1) % 4)
                know = knowledge_from(obs)
                follow_only = could_not_win(obs, know, leads=False)
                with_leads = could_not_win(obs, know)
                for s in range(4):
                    assert not follow_only[s] & state.hands[s]
                wrong_with_leads += any(with_leads[s] & state.hands[s] for s in range(4))
                checked += 1
            state, _ = apply(state, bot.choose_action(observe(state, state.to_act), rng=rng))
    assert checked > 300 and wrong_with_leads > 20
