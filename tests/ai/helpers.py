"""Positions for AI tests: random games under random rule sets, and hand-built deals."""

from __future__ import annotations

import random
from collections.abc import Iterator

from games.engine import Options, Setup, State, apply, legal_actions, new_game
from games.engine.knockout.state import Phase
from games.engine.options import LeadRule, RainbowRule, TieRule


def random_options(rng: random.Random, players: int, house: bool = False) -> Options:
    """Any legal combination of the rules options, including every variant decision; with
    ``house`` also the house rules (exchange, rainbow, votes, the money game)."""
    size = rng.choice([7, 7, 7, 6, 8, 3, 2])
    while players * size + 1 > 52:
        size -= 1
    return Options(
        dogs_life=rng.random() < 0.8, first_deal_safe=rng.random() < 0.2,
        start_hand_size=size, lead=rng.choice(list(LeadRule)),
        trump_extras=rng.random() < 0.4, tie=rng.choice(list(TieRule)),
        two_of_diamonds=rng.random() < 0.4, trump_breaking=rng.random() < 0.4,
        sweep_wins=rng.random() < 0.2, fixed_trump=rng.random() < 0.1,
        final_hand_no_trump=rng.random() < 0.2, dealer_fairness=rng.random() < 0.8,
        **(_house_options(rng) if house else {}))


def _house_options(rng: random.Random) -> dict[str, object]:
    money = rng.random() < 0.3
    return dict(card_exchange=rng.random() < 0.4, rainbow=rng.choice(list(RainbowRule)),
                no_picture_redeal=rng.random() < 0.3, trump_vote=rng.random() < 0.4,
                money=money, money_all_lives=money and rng.random() < 0.5)


def random_positions(games: int, seed: int = 0, house: bool = False) -> Iterator[State]:
    """Every decision point of ``games`` random games with random options and table sizes."""
    rng = random.Random(seed)
    for g in range(games):
        players = rng.randint(2, 7)
        options = random_options(rng, players, house)
        state, _ = new_game(players, options, Setup(seed=f"ai-test:{seed}:{g}",
                                                    first_dealer=g % players))
        while state.phase is not Phase.GAME_OVER:
            yield state
            state, _ = apply(state, rng.choice(legal_actions(state)))
