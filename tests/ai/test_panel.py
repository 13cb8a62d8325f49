"""The opponent panel: each style plays as its name says, and only legal moves."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from games.ai.arena import GameResult, style_report, table_styles
from games.ai.panel import HELD_OUT, PANEL, panel_bot
from games.engine import (
    ChooseTrump,
    ForcedDeal,
    Options,
    Setup,
    Suit,
    apply,
    new_game,
    observe,
    play,
)
from games.engine.options import LeadRule
from games.engine.tricks.cards import mask_from_cards, parse_card
from tests.ai.helpers import random_positions

_RNG = random.Random(0)


def _facing_two_hearts(seat0: str):
    """Three players, three cards each, spades trumps (the 7 turned up): seat 1 leads the 3 of
    hearts, seat 2 plays the 9, and seat 0 plays last."""
    setup = Setup(seed="panel", first_dealer=0, forced_deals=((1, ForcedDeal.of(
        hands=[seat0, "3H 5C 4D", "9H 6D 8D"], turn_up="7S")),))
    state, _ = new_game(3, Options(start_hand_size=3), setup)
    state, _ = apply(state, play("3H"))
    state, _ = apply(state, play("9H"))
    return observe(state, 0)


def _choose(style: str, obs) -> object:
    return panel_bot(style).choose_action(obs, rng=_RNG)


def test_greedy_wins_as_cheaply_as_it_can() -> None:
    obs = _facing_two_hearts("AH KH 2H")
    assert _choose("greedy", obs) == play("KH")


def test_trumper_wins_with_its_highest_card() -> None:
    obs = _facing_two_hearts("AH KH 2H")
    assert _choose("trumper", obs) == play("AH")


def test_cautious_makes_sure_of_its_first_trick() -> None:
    """004: a player who takes no trick is knocked out, so the cautious style takes one."""
    obs = _facing_two_hearts("AH KH 2H")
    assert obs.tricks[0] == 0
    assert _choose("cautious", obs) == play("KH")


def test_cautious_ducks_under_the_trick_once_it_has_one() -> None:
    """With a trick already taken it keeps its ace and ducks with the highest card that loses,
    so that its low cards are left to duck with later."""
    obs = dataclasses.replace(_facing_two_hearts("AH 8H 2H"), tricks=(1, 0, 0))
    assert _choose("cautious", obs) == play("8H")
    assert _choose("greedy", obs) == play("AH")


def test_trumper_leads_its_top_trump_and_ruffs_high() -> None:
    setup = Setup(seed="panel", first_dealer=2, forced_deals=((1, ForcedDeal.of(
        hands=["5S QS 4H", "3H 5C 4D", "9H 6D 8D"], turn_up="7S")),))
    state, _ = new_game(3, Options(start_hand_size=3), setup)
    obs = observe(state, 0)
    assert obs.to_act == 0 and not obs.trick
    assert _choose("trumper", obs) == play("QS")
    assert _choose("cautious", obs) == play("4H")


def test_trumper_chooses_the_suit_with_the_honours() -> None:
    """Between two suits of three cards, 004's advice ("do not choose a suit with very high
    cards in it") takes the other; the trumper style takes the one with the honours."""
    options = Options(start_hand_size=3, lead=LeadRule.WINNER_LEADS)
    setup = Setup(seed="y", first_dealer=0, forced_deals=(
        (1, ForcedDeal.of(hands=["2C 3C 4C", "AS KS 2D", "AD KD QD"], turn_up="JS")),))
    state, _ = new_game(3, options, setup)
    for card in ["2D", "AD", "2C", "KD", "3C", "AS", "KS", "QD", "4C"]:
        state, _ = apply(state, play(card))
    obs = observe(state, state.to_act)
    assert obs.decision == "choose_trump"
    mine = dataclasses.replace(obs, hand_mask=mask_from_cards(
        [parse_card(c) for c in "AS KS QS 2H 3H 4H".split()]))
    assert _choose("trumper", mine) == ChooseTrump(Suit.SPADES)
    assert _choose("greedy", mine) == ChooseTrump(Suit.HEARTS)  # the heuristic's choice


@pytest.mark.parametrize("house", [False, True])
def test_every_style_plays_only_legal_actions(house: bool) -> None:
    bots = {style: panel_bot(style) for style in PANEL}
    kinds: Counter[str] = Counter()
    rng = random.Random(5)
    for i, state in enumerate(random_positions(40, seed=23, house=house)):
        obs = observe(state, state.to_act)
        for style in PANEL:
            if style == "scout" and i % 25:
                continue  # a search: sampled
            action = bots[style].choose_action(obs, rng=rng)
            assert action in obs.legal_actions, (style, action, obs)
            apply(state, action)
            kinds[action.kind] += 1
    assert len(kinds) >= (6 if house else 3), kinds


def test_a_panel_table_rotates_every_style_through_the_deals() -> None:
    seen: Counter[str] = Counter()
    for block in range(len(PANEL)):
        for seat in range(4):
            styles = table_styles("panel", 4, block, seat, "expert")
            assert styles[seat] == "expert"
            others = [s for i, s in enumerate(styles) if i != seat]
            assert len(set(others)) == 3
            seen.update(others)
    assert set(seen) == set(PANEL) and len(set(seen.values())) == 1


def test_the_style_report_counts_each_styles_tables_and_wins() -> None:
    results = [
        GameResult(0, 0, True, 1, (), ("expert", "greedy", "cautious", HELD_OUT), 0),
        GameResult(1, 1, False, 2, (), ("greedy", "expert", "cautious", "noisy"), 0),
    ]
    lines = {line.split(":")[0]: line for line in style_report(results, "expert")}
    assert "won 2/2 = 1.000" not in lines["style greedy"]
    assert "won 1/2 = 0.500 at its tables; its 2 seats won 1 = 0.500" in lines["style greedy"]
    assert "its 2 seats won 0 = 0.000" in lines["style cautious"]
    assert f"style {HELD_OUT} (held out)" in lines
    assert "style random" not in lines
