"""Hand-built positions: the expert takes a sure win; the heuristic follows the pagat advice."""

from __future__ import annotations

import dataclasses

from games.ai import bot_action
from games.ai.heuristic import choose_trump_action, choose_trump_suit
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
    trump_choices,
)
from games.engine.actions import KNOCK
from games.engine.knockout.state import Phase, SeatStatus
from games.engine.options import LeadRule
from games.engine.tricks.cards import mask_from_cards, parse_card


def test_expert_takes_the_sure_trick_it_needs() -> None:
    """Three players, two cards each; seat 0 has no trick yet and plays last to a heart trick.
    The ace wins it for certain; ducking with the 2 leaves seat 0's survival to the last trick,
    which the trick's winner leads."""
    options = Options(start_hand_size=2)
    setup = Setup(seed="x", first_dealer=0, forced_deals=((1, ForcedDeal.of(
        hands=["AH 2H", "3H 5C", "9H 6D"], turn_up="7S")),))
    state, _ = new_game(3, options, setup)
    state, _ = apply(state, play("3H"))
    state, _ = apply(state, play("9H"))
    obs = observe(state, 0)
    assert set(obs.legal_actions) == {play("AH"), play("2H")}
    for seed in range(3):
        assert bot_action("expert", obs, seed=seed, iterations=40) == play("AH")


def _dogs_life_position() -> tuple[object, int]:
    """Seat 0 took no trick in deal 1 and holds one card, the ace of hearts, in deal 2."""
    options = Options(start_hand_size=3, lead=LeadRule.WINNER_LEADS)
    setup = Setup(seed="y", first_dealer=0, forced_deals=(
        (1, ForcedDeal.of(hands=["2C 3C 4C", "AS KS 2D", "AD KD QD"], turn_up="JS")),
        (2, ForcedDeal.of(hands=["AH", "3H 5C", "9H 6D"])),
    ))
    state, _ = new_game(3, options, setup)
    for card in ["2D", "AD", "2C", "KD", "3C", "AS", "KS", "QD", "4C"]:
        state, _ = apply(state, play(card))
    assert state.status[0] is SeatStatus.DOGS_LIFE
    assert state.phase is Phase.CHOOSE_TRUMP
    state, _ = apply(state, ChooseTrump(Suit.SPADES))
    return state, 0


def test_expert_plays_a_dogs_life_card_that_wins_now() -> None:
    state, _ = _dogs_life_position()
    state, _ = apply(state, play("3H"))  # seat 1 (most tricks) leads
    state, _ = apply(state, play("9H"))
    obs = observe(state, 0)
    assert set(obs.legal_actions) == {play("AH"), KNOCK}
    for seed in range(3):
        assert bot_action("expert", obs, seed=seed, iterations=40) == play("AH")
    assert bot_action("heuristic", obs, seed=0) == play("AH")


def test_heuristic_knocks_when_its_card_cannot_win() -> None:
    state, _ = _dogs_life_position()
    state, _ = apply(state, play("3H"))
    state, _ = apply(state, play("9H"))
    obs = observe(state, 0)
    low = dataclasses.replace(obs, hand=(parse_card("2H"),), hand_mask=mask_from_cards(["2H"]),
                              legal_actions=(play("2H"), KNOCK))
    assert bot_action("heuristic", low, seed=0) == KNOCK


def _hand(cards: str) -> int:
    return mask_from_cards(cards.split())


def test_heuristic_trump_choice_follows_pagat_advice() -> None:
    # 004: "From Clubs 6, Spades K Q, Hearts 6 5 4 make hearts trumps."
    assert choose_trump_suit(_hand("6C KS QS 6H 5H 4H")) == Suit.HEARTS
    # 004: "From Clubs A Q, Spades 8 6, Hearts 4 make spades trumps."
    assert choose_trump_suit(_hand("AC QC 8S 6S 4H")) == Suit.SPADES


def test_heuristic_trump_choice_as_an_action() -> None:
    options = Options(start_hand_size=3, lead=LeadRule.WINNER_LEADS)
    setup = Setup(seed="y", first_dealer=0, forced_deals=(
        (1, ForcedDeal.of(hands=["2C 3C 4C", "AS KS 2D", "AD KD QD"], turn_up="JS")),))
    state, _ = new_game(3, options, setup)
    for card in ["2D", "AD", "2C", "KD", "3C", "AS", "KS", "QD", "4C"]:
        state, _ = apply(state, play(card))
    obs = observe(state, state.to_act)
    assert obs.decision == "choose_trump"
    for cards, suit in (("AC QC 8S 6S 4H", Suit.SPADES), ("6C KS QS 6H 5H 4H", Suit.HEARTS)):
        mine = dataclasses.replace(obs, hand_mask=_hand(cards))
        assert choose_trump_action(mine) == ChooseTrump(suit)
    extra_options = dataclasses.replace(obs.options, trump_extras=True)
    extras = dataclasses.replace(obs, options=extra_options,
                                 legal_actions=trump_choices(extra_options),
                                 hand_mask=_hand("AC QC 8S 6S 4H"))
    assert choose_trump_action(extras) in extras.legal_actions
