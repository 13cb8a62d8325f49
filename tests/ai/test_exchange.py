"""The expert's searched card exchange, an option (``ExpertConfig.search_exchange``; 004 "Card
exchange": "after trumps are chosen, each player may discard 1, 2 or 3 cards and be dealt an
equal number of replacement cards before play begins")."""

from __future__ import annotations

import dataclasses
import random

from games.ai import bot_action as default_bot_action
from games.ai.base import seeded_rng
from games.ai.exchange import candidates, exchange_search
from games.ai.expert import ExpertBot
from games.ai.heuristic import heuristic_action
from games.ai.search_config import ExpertConfig
from games.engine import ForcedDeal, Setup, apply, new_game, observe
from games.engine.actions import Exchange
from games.engine.knockout.state import Phase
from games.engine.options import PRESETS
from games.engine.tricks.cards import parse_card
from tests.ai.test_house_search import EXCHANGE, _permute_with_discards, _positions

ONE_CARD = dataclasses.replace(EXCHANGE, start_hand_size=1)
"""One deal of one card each: its one trick wins the game (004: "The game is won by the winner
of the one trick on the final hand")."""


def bot_action(level: str, obs: object, seed: int, iterations: int) -> object:
    """The expert with the exchange search on, seeded as :func:`games.ai.bot_action` does."""
    assert level == "expert"
    bot = ExpertBot(ExpertConfig(iterations=iterations, search_exchange=True))
    return bot.choose_action(obs, rng=seeded_rng(level, seed))


def _one_card_exchange(hands: list[str], turn_up: str) -> object:
    """Two players, seat 0 deals, so seat 1 is eldest: it exchanges first and leads."""
    setup = Setup(seed="ex", first_dealer=0,
                  forced_deals=((1, ForcedDeal.of(hands=hands, turn_up=turn_up)),))
    state, _ = new_game(2, ONE_CARD, setup)
    assert state.phase is Phase.EXCHANGE and state.to_act == 1
    return state


def test_keeps_the_top_trump_that_wins_the_game() -> None:
    state = _one_card_exchange(["AS", "3D"], "7S")
    state, _ = apply(state, Exchange(()))
    obs = observe(state, 0)
    assert obs.decision == "exchange"
    for seed in range(3):
        assert bot_action("expert", obs, seed=seed, iterations=30) == Exchange(())


def test_exchanges_a_card_that_cannot_win() -> None:
    """Seat 0 follows to seat 1's lead: the two of a plain suit never takes that trick, any
    replacement might."""
    state = _one_card_exchange(["2H", "9D"], "7S")
    state, _ = apply(state, Exchange(()))
    obs = observe(state, 0)
    moves, means, _ = exchange_search(obs, random.Random(1), ExpertConfig(iterations=60))
    assert means[moves.index(Exchange(()))] == 0.0
    assert means[moves.index(Exchange((parse_card("2H"),)))] > 0.2
    assert bot_action("expert", obs, seed=1, iterations=60) == Exchange((parse_card("2H"),))


def _exchange_positions(games: int, seed: int) -> list[object]:
    return [s for s in _positions(EXCHANGE, games, seed) if s.phase is Phase.EXCHANGE]


def test_every_exchange_is_legal_seeded_and_blind_to_hidden_cards() -> None:
    """Over many exchanges: a legal action, the same one for the same seed, unchanged when the
    cards the seat cannot see (other hands, the stock, others' discards) are dealt again; and
    the rule of thumb's own exchange is always among those the search compares."""
    rng = random.Random(6)
    checked = differs = 0
    for i, state in enumerate(_exchange_positions(12, seed=8)):
        if i % 3:
            continue
        seat = state.to_act
        obs = observe(state, seat)
        assert heuristic_action(obs) in candidates(obs)
        # Off by default: the expert level exchanges by the rule of thumb.
        assert default_bot_action("expert", obs, seed=i, iterations=6) == heuristic_action(obs)
        choice = bot_action("expert", obs, seed=i, iterations=6)
        assert choice in obs.legal_actions
        assert bot_action("expert", obs, seed=i, iterations=6) == choice
        other = observe(_permute_with_discards(state, seat, rng), seat)
        assert other == obs
        assert bot_action("expert", other, seed=i, iterations=6) == choice
        differs += choice != heuristic_action(obs)
        checked += 1
    assert checked > 20 and differs > 0, (checked, differs)


def test_the_guernsey_money_game_with_an_exchange_still_searches_it() -> None:
    options = dataclasses.replace(PRESETS["guernsey"], card_exchange=True)
    seen = 0
    for state in _positions(options, 3, seed=2):
        if state.phase is Phase.EXCHANGE:
            obs = observe(state, state.to_act)
            assert bot_action("expert", obs, seed=seen, iterations=3) in obs.legal_actions
            seen += 1
    assert seen > 10
