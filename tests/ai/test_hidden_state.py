"""Bots read only the observation: permuting the hidden cards changes nothing they compute."""

from __future__ import annotations

import random

from games.ai import bot_action
from games.ai.base import seeded_rng
from games.ai.knowledge import knowledge_from, sample_hands
from games.engine import State, observe
from games.engine.tricks.cards import indices_from_mask
from tests.ai.helpers import random_positions


def permute_hidden(state: State, seat: int, rng: random.Random) -> State:
    """Deal the cards ``seat`` cannot see (other hands and the stock) again at random, keeping
    every hand's size and the stock's length."""
    others = [s for s in range(state.players) if s != seat]
    hidden = [c for s in others for c in indices_from_mask(state.hands[s])] + list(state.stock)
    rng.shuffle(hidden)
    hands = list(state.hands)
    pos = 0
    for s in others:
        k = state.hands[s].bit_count()
        hands[s] = sum(1 << c for c in hidden[pos:pos + k])
        pos += k
    return state._replace(hands=tuple(hands), stock=tuple(hidden[pos:]))


def test_permuting_hidden_cards_changes_no_decision() -> None:
    rng = random.Random(5)
    changed_hands = 0
    for i, state in enumerate(random_positions(40, seed=21)):
        if i % 5:
            continue
        seat = state.to_act
        other = permute_hidden(state, seat, rng)
        changed_hands += other.hands != state.hands
        obs, obs2 = observe(state, seat), observe(other, seat)
        assert obs == obs2
        know = knowledge_from(obs)
        assert knowledge_from(obs2) == know
        deals = [sample_hands(know, obs.hand_mask, r) for r in (random.Random(9),) for _ in "ab"]
        deals2 = [sample_hands(knowledge_from(obs2), obs2.hand_mask, r)
                  for r in (random.Random(9),) for _ in "ab"]
        assert deals == deals2
        for level in ("random", "heuristic", "expert"):
            assert (bot_action(level, obs, seed=i, iterations=3)
                    == bot_action(level, obs2, seed=i, iterations=3))
    assert changed_hands > 20


def test_inference_is_sound_and_samples_consistent() -> None:
    """The real hidden hands always satisfy the inferred voids, and every sampled deal matches
    the hand counts, avoids every visible card and respects the voids."""
    rng = seeded_rng("expert", 1)
    for state in random_positions(60, seed=4):
        seat = state.to_act
        obs = observe(state, seat)
        know = knowledge_from(obs)
        for s in range(state.players):
            if s != seat:
                assert state.hands[s] & ~know.allowed[s] == 0, (s, obs)
                assert state.hands[s] & ~know.unknown == 0
        hands = sample_hands(know, obs.hand_mask, rng)
        assert hands[seat] == obs.hand_mask
        seen = 0
        for s in range(state.players):
            assert hands[s].bit_count() == obs.hand_counts[s]
            assert hands[s] & seen == 0
            seen |= hands[s]
            if s != seat:
                assert hands[s] & ~know.allowed[s] == 0
