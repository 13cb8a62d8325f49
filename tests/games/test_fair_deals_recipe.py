"""The "Provably fair deals" page's recipe (docs/players/fair-deals.md), run as written against
the engine: the plain Python there recomputes every deal, turn-up, cut and first dealer from the
seed."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from games import engine
from games.engine.events import Cut, Dealt, TrumpSet
from games.record import first_dealer_of

PAGE = Path(__file__).resolve().parents[2] / "docs" / "players" / "fair-deals.md"


@pytest.fixture(scope="module")
def recipe() -> dict[str, Any]:
    code = re.search(r"```python\n(.*?)```", PAGE.read_text(), re.S).group(1)
    namespace: dict[str, Any] = {}
    exec(compile(code, PAGE.name, "exec"), namespace)  # noqa: S102 (our own page)
    return namespace


def names(cards: tuple[int, ...]) -> list[str]:
    return [str(engine.CARDS[c]) for c in cards]


def play_and_check(recipe: dict[str, Any], seed: str, players: int) -> dict[str, int]:
    first = first_dealer_of(seed, players)
    assert recipe["first_dealer"](seed, players) == first
    setup = engine.Setup(seed=seed, first_dealer=first)
    state, events = engine.new_game(players, engine.preset("pagat"), setup)
    seen = {"deals": 0, "cuts": 0, "turn_ups": 0, "dogs_life_deals": 0}
    while True:
        dealt = [e for e in events if isinstance(e, Dealt)]
        for event in dealt:
            sizes = {s: len(h) for s, h in enumerate(event.hands) if h}
            hands, next_card = recipe["deal"](seed, event.deal_no, event.dealer, players, sizes)
            assert hands == {s: names(event.hands[s]) for s in sizes}, (seed, event.deal_no)
            turn_ups = [e for e in events if isinstance(e, TrumpSet) and e.source == "turn_up"]
            for t in turn_ups:
                assert next_card == str(engine.CARDS[t.card])
                seen["turn_ups"] += 1
            seen["deals"] += 1
            seen["dogs_life_deals"] += any(n == 1 for n in sizes.values()) and \
                event.hand_size > 1
        for event in (e for e in events if isinstance(e, Cut)):
            seats = [s for s, _ in event.rounds[0]]
            assert recipe["cut"](seed, event.deal_no, seats) == event.winner
            for r, draws in enumerate(event.rounds, start=1):
                pack = recipe["pack_order"](seed, f"{event.label}:{r}")
                assert [c for _, c in draws] == pack[:len(draws)]
            seen["cuts"] += 1
        if state.is_over:
            return seen
        state, events = engine.apply(state, engine.legal_actions(state)[0])


def test_the_recipe_recomputes_every_deal_turn_up_and_cut(recipe):
    totals = {"deals": 0, "cuts": 0, "turn_ups": 0, "dogs_life_deals": 0}
    for i in range(12):
        for key, n in play_and_check(recipe, f"readme-{i}", 2 + i % 6).items():
            totals[key] += n
    assert totals["deals"] > 30 and totals["turn_ups"] == 12
    assert totals["cuts"] > 0 and totals["dogs_life_deals"] > 0, totals


def test_the_recipe_shuffle_is_the_engines(recipe):
    for label in ("deal:1", "deal:7", "cut:3:1", "cut:3:2"):
        for seed in ("a", "e2e-seed-1", "f" * 64):
            assert recipe["pack_order"](seed, label) == engine.shuffled_indices(seed, label)
    assert recipe["card_name"](0) == "2C" and recipe["card_name"](51) == "AS"
