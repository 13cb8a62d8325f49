"""Exclusions per style of play (:mod:`games.ai.style_inference`).

A seat that plays one of the model styles must never have a card it holds excluded, the
exclusions must say something (a greedy plain lead rules out every trump: it leads its
strongest card), and a seat that plays a card its style had ruled out is no longer held to
that style.
"""

from __future__ import annotations

import random

import pytest

from games.ai.arena import opponent
from games.ai.knowledge import knowledge_from, obs_trump, plays_as_indices
from games.ai.style_inference import style_exclusions
from games.engine import Options, SeatStatus, Setup, apply, new_game, observe
from games.engine.knockout.state import Phase
from games.engine.tricks import follow


def _positions(style: str, games: int):  # -> Iterator[State]
    bot = opponent(style, None, None)
    rng = random.Random(style)
    for g in range(games):
        state, _ = new_game(4, Options(), Setup(seed=f"styles:{style}:{g}", first_dealer=g % 4))
        while state.phase is not Phase.GAME_OVER:
            if state.phase is Phase.PLAY:
                yield state
            state, _ = apply(state, bot.choose_action(observe(state, state.to_act), rng=rng))


@pytest.mark.parametrize("style", ["greedy", "cautious", "heuristic"])
def test_a_model_styles_true_cards_are_never_excluded(style: str) -> None:
    excluded = checked = 0
    for state in _positions(style, 8):
        obs = observe(state, (state.to_act + 1) % 4)
        ruled_out = style_exclusions(obs, knowledge_from(obs))
        for s in range(4):
            assert not ruled_out[s] & state.hands[s], (style, s)
            excluded += ruled_out[s].bit_count()
        checked += 1
    assert checked > 300
    assert excluded / checked > 3  # and they say something: several cards per position


def test_a_greedy_player_who_led_a_plain_card_holds_no_trump() -> None:
    """The greedy style leads its strongest card, and any trump is stronger than any plain
    card: a plain lead says the leader had no trump left."""
    seen = 0
    for state in _positions("greedy", 6):
        observer = (state.to_act + 1) % 4
        obs = observe(state, observer)
        trump = obs_trump(obs)
        if trump == follow.NO_TRUMP:
            continue
        trumps = follow.suit_masks(trump, False)[trump]
        know = knowledge_from(obs)
        ruled_out = style_exclusions(obs, know, ("greedy",))
        tricks = [plays_as_indices(t) for t, _w in obs.completed_tricks]
        tricks.append(plays_as_indices(obs.trick))
        for t, plays in enumerate(tricks):
            if not plays or t + 1 >= obs.hand_size:
                continue  # the last trick's lead is its one card: no choice
            leader, card = plays[0]
            if leader == observer or card < 0 or obs.status[leader] is SeatStatus.DOGS_LIFE:
                continue
            if not (1 << card) & trumps:
                assert ruled_out[leader] & trumps & know.unknown == trumps & know.unknown
                seen += 1
    assert seen > 100


def test_a_seat_that_plays_a_card_its_style_ruled_out_is_no_longer_held_to_it() -> None:
    """Random players break the greedy style's exclusions; from then on, this hand, the seat
    has none (only its voids), so the proposal never excludes the cards it holds for that."""
    broken = 0
    for state in _positions("random", 10):
        seat = state.to_act
        if state.status[seat] is SeatStatus.DOGS_LIFE:
            continue
        observer = (seat + 1) % 4
        obs = observe(state, observer)
        before = style_exclusions(obs, knowledge_from(obs), ("greedy",))[seat]
        rng = random.Random(len(obs.completed_tricks))
        card = rng.choice([c for c in range(52) if state.hands[seat] >> c & 1
                           and (before >> c & 1)] or [-1])
        if card < 0:
            continue
        chosen = next((a for a in observe(state, seat).legal_actions
                       if getattr(a, "index", None) == card), None)
        if chosen is None:
            continue
        after_state, _ = apply(state, chosen)
        if after_state.phase is not Phase.PLAY or \
                len(after_state.completed) != len(state.completed):
            continue  # the trick ended: a new hand or trick start; checked mid-trick only
        after_obs = observe(after_state, observer)
        assert style_exclusions(after_obs, knowledge_from(after_obs), ("greedy",))[seat] == 0
        broken += 1
    assert broken > 20
