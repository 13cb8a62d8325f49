"""``variant_action`` always returns a legal action for every house-rule decision.

Random games under option sets with every variant on are played with random legal actions;
at every position of a new decision kind the bot's answer must be one of the legal actions,
and at every ordinary position it must be ``None``.  The Blind Parish is rare in random play,
so the money game is also played with a player who always buys a life.
"""

from __future__ import annotations

import random
from collections import Counter

from games.ai.variants import VARIANT_DECISIONS, variant_action
from games.engine import (
    BUY,
    LeadRule,
    Options,
    Phase,
    RainbowRule,
    Setup,
    apply,
    legal_actions,
    new_game,
    observe,
)

MIN_POSITIONS = {"exchange": 2000, "declare_rainbow": 1000, "declare_no_picture": 1000,
                 "vote_trump": 1000, "buy": 1000, "play_blind": 200}


def random_options(rng: random.Random, players: int) -> Options:
    money = rng.random() < 0.6
    return Options(
        start_hand_size=rng.randint(4, min(9, 51 // players)), dogs_life=rng.random() < 0.9,
        card_exchange=rng.random() < 0.6, rainbow=rng.choice(list(RainbowRule)),
        no_picture_redeal=rng.random() < 0.6, trump_vote=rng.random() < 0.6, money=money,
        money_all_lives=money and rng.random() < 0.5, trump_extras=rng.random() < 0.3,
        two_of_diamonds=rng.random() < 0.3,
        lead=LeadRule.WINNER_FROM_DEAL_TWO if money else rng.choice(list(LeadRule)))


def test_variant_action_is_always_legal_for_every_new_decision() -> None:
    seen: Counter[str] = Counter()
    rng = random.Random(7)
    bot_rng = random.Random(8)
    game = 0
    while any(seen[k] < n for k, n in MIN_POSITIONS.items()) and game < 20_000:
        game += 1
        players = rng.randint(2, 7)
        state, _ = new_game(players, random_options(rng, players),
                            Setup(seed=f"v{game}", first_dealer=rng.randrange(players)))
        while not state.is_over:
            legal = legal_actions(state)
            obs = observe(state, state.to_act)
            choice = variant_action(obs, bot_rng)
            if obs.decision in VARIANT_DECISIONS:
                seen[obs.decision] += 1
                assert choice in legal, (obs.decision, choice, legal)
            else:
                assert choice is None
            # Buying keeps players in long enough to reach the Blind Parish.
            action = BUY if state.phase is Phase.BUY else rng.choice(legal)
            state, _ = apply(state, action)
    for kind, n in MIN_POSITIONS.items():
        assert seen[kind] >= n, (kind, seen)


def test_the_bot_declines_nothing_and_keeps_its_winners_in_an_exchange() -> None:
    state, _ = new_game(3, Options(card_exchange=True), Setup(seed="keep"))
    obs = observe(state, state.to_act)
    choice = variant_action(obs, random.Random(1))
    assert choice in obs.legal_actions
    trump = obs.trump
    for card in choice.cards:  # type: ignore[union-attr]
        assert card.suit != trump and card.rank < 12
