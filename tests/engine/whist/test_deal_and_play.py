"""Classic Whist's deal and play, as 001 (``shared/rules/001_af9222f89516dcdc.txt``) states them:
"Deal", "Play" and "Players".  Each test is a forced (or seeded) deal, the play, the outcome."""

from __future__ import annotations

import pytest

from games.engine import whist
from games.engine.actions import KNOCK
from games.engine.errors import (
    CardNotInHand,
    GameOver,
    MustFollowSuit,
    NotYourTurn,
    WrongDecision,
)
from games.engine.tricks.cards import CARD_NAMES
from games.engine.tricks.shuffle import shuffled_indices
from tests.engine.whist.helpers import hand, of_kind, one_suit_each, play_hand, run, start

# Dealer 3, so seat 0 (eldest hand) leads; AC, the dealer's last card, is turned up: clubs.
DEAL = [
    "AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
    "QS JS TS 9S 2D 3D 4D 5D 6D 7D 8D 9D TD",
    "8S 7S 6S 5S JD QD KD AD KH AH 2C 3C 4C",
    "4S 3S 2S 5C 6C 7C 8C 9C TC JC QC KC AC",
]


def test_seeded_deal_is_one_card_at_a_time_from_the_dealers_left_and_turns_the_last_card():
    """001 "Deal": "The dealer deals out all the cards one at a time so that each player has
    13.  The final card, which will belong to the dealer, is turned face up to indicate which
    suit is trumps."  The pack is the shared provably fair shuffle (label ``deal:1``)."""
    state, events = whist.new_game(4, whist.WhistOptions(), whist.Setup(seed="s", first_dealer=2))
    pack = shuffled_indices("s", "deal:1")
    dealt = of_kind(events, "dealt")[0]
    for k, card in enumerate(pack):
        assert dealt.hands[(2 + 1 + k) % 4][k // 4] == card
    assert [len(h) for h in dealt.hands] == [13, 13, 13, 13]
    assert state.turn_up == pack[-1] and state.hands[2] >> pack[-1] & 1
    assert state.trump == pack[-1] // 13
    assert of_kind(events, "trump_set")[0].to_dict(None)["card"] == CARD_NAMES[pack[-1]]
    # "The player to the dealer's left leads to the first trick."
    assert state.to_act == 3


def test_follow_suit_and_the_highest_card_of_the_suit_led_wins():
    """001 "Play": "Players must follow suit ... if they can"; "if it contains no trump, by the
    highest card of the suit led"; "The winner of a trick leads to the next"."""
    state, _ = start({1: DEAL}, first_dealer=3)
    state, _ = run(state, "0:AS")
    with pytest.raises(MustFollowSuit):
        whist.apply(state, whist.play("2D"))
    state, events = run(state, "1:9S 2:5S 3:2S")
    assert of_kind(events, "trick_won")[0].seat == 0 and state.to_act == 0


def test_a_player_with_no_card_of_the_suit_led_may_play_any_card_and_a_trump_wins():
    """001 "Play": "a player with no card of the suit led may play any card.  The trick is won
    by the highest trump in it"."""
    state, _ = start({1: DEAL}, first_dealer=3)
    state, _ = run(state, "0:AS 1:9S 2:5S 3:2S")
    state, events = run(state, "0:2H 1:2D 2:AH 3:5C")  # seat 1 discards, seat 3 trumps the ace
    assert of_kind(events, "trick_won")[0].seat == 3 and state.to_act == 3
    assert state.tricks == (1, 0, 0, 1)


def test_the_turn_up_is_public_until_the_dealers_turn_to_play_to_the_first_trick():
    """001 "Deal": "The turned trump remains face up on the table until it is dealer's turn to
    play to the first trick."  After that it is only a card of the dealer's hand; the table
    still knows which card was turned (``turned_card``)."""
    state, _ = start({1: DEAL}, first_dealer=3)
    for seat in (0, 1, 2, None):
        assert str(whist.observe(state, seat).turn_up) == "AC"
    state, _ = run(state, "0:AS 1:9S 2:5S")
    assert state.to_act == 3
    for seat in (0, 1, 2, 3, None):
        view = whist.observe(state, seat)
        assert view.turn_up is None and str(view.turned_card) == "AC"
    assert "AC" in hand(state, 3) and "AC" in [str(c) for c in whist.observe(state, 3).hand]


def test_partners_see_nothing_of_each_others_hands():
    """001 "Players": partnerships, but no exposed hand: a seat's observation shows its own
    cards only, and the public view none."""
    state, _ = start({1: DEAL}, first_dealer=3)
    for seat in range(4):
        view = whist.observe(state, seat)
        assert " ".join(str(c) for c in view.hand) == " ".join(sorted(
            DEAL[seat].split(), key=lambda c: ("CDHS".index(c[1]), "23456789TJQKA".index(c[0]))))
        assert view.partner == (seat + 2) % 4 and view.side == seat % 2
    assert whist.observe_public(state).hand == ()


def test_the_deal_passes_clockwise():
    """001 "Players": "The game is played clockwise" (the deal passes to the dealer's left);
    the new eldest hand leads."""
    options = whist.WhistOptions(game_points=50)
    state, _ = start({1: one_suit_each("S H D C"), 2: one_suit_each("S H D C")}, options,
                     first_dealer=3)
    state, _ = play_hand(state)
    assert state.deal_no == 2 and state.dealer == 0 and state.to_act == 1


def test_wrong_turn_card_not_held_wrong_kind_and_game_over_are_refused():
    state, _ = start({1: DEAL}, first_dealer=3)
    with pytest.raises(NotYourTurn):
        whist.apply(state, whist.play("9S"), seat=1)
    with pytest.raises(CardNotInHand):
        whist.apply(state, whist.play("2C"))
    with pytest.raises(WrongDecision):
        whist.apply(state, KNOCK)
    state, _ = start({1: one_suit_each("C H D S")}, first_dealer=3)  # seat 3: all spades
    state, _ = play_hand(state)
    assert state.is_over and whist.legal_actions(state) == ()
    view = whist.observe(state, 3).to_dict()
    assert (view["decision"], view["to_act"], view["winner"]) == (None, None, 1)
    assert view["positions"] == [2, 1, 2, 1] and view["legal_actions"] == []
    with pytest.raises(GameOver):
        whist.apply(state, whist.play("AS"))


def test_a_forced_deal_must_be_thirteen_distinct_cards_each_with_the_dealers_turn_up():
    from games.engine.errors import InvalidSetup
    with pytest.raises(InvalidSetup):
        start({1: DEAL[:3] + ["4S 3S 2S"]}, first_dealer=3)
    with pytest.raises(InvalidSetup):
        start({1: (DEAL, "AS")}, first_dealer=3)  # AS is seat 0's, not the dealer's
