"""Dealing, hand sizes, dealer rotation, who leads, and the dealer-fairness rule."""

from __future__ import annotations

import pytest

from games.engine import (
    ForcedDeal,
    InvalidSetup,
    LeadRule,
    Options,
    SeatStatus,
    Setup,
    State,
    TieRule,
    legal_actions,
    new_game,
    parse_card,
)
from games.engine.tricks.shuffle import shuffled_indices
from tests.engine.helpers import autoplay, of_kind, run, start

DECK = ("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AH KH QH JH TH 9H 8H 7H 6H 5H").split()


def test_cards_go_one_at_a_time_clockwise_from_the_dealers_left_then_turn_up() -> None:
    """004_cda4be257ddbf1c5.txt: "A player is selected to deal, and deals seven cards each,
    clockwise. The uppermost of the undealt cards is turned face upwards to indicate the trump
    suit." """
    setup = Setup(first_dealer=1, forced_deals=((1, ForcedDeal.of(deck=DECK)),))
    state, events = new_game(3, setup=setup)
    order = [2, 0, 1]  # dealer 1: seat 2 first
    for k, seat in enumerate(order):
        assert {str(c) for c in state.hand(seat)} == set(DECK[k:21:3])
    assert of_kind(events, "dealt")[0].hands[2][0] == parse_card("AS").index
    assert state.turn_up_card == parse_card(DECK[21])  # 6H: hearts are trumps
    assert state.trump == parse_card("6H").suit
    assert state.to_act == 2


def test_seeded_deal_is_the_published_shuffle() -> None:
    """The deal is recomputable from the seed: the pack is ``shuffled_indices(seed, "deal:1")``
    dealt round the table, and the next card is turned up."""
    state, _ = new_game(4, setup=Setup(seed="abc", first_dealer=3))
    pack = shuffled_indices("abc", "deal:1")
    for k, seat in enumerate([0, 1, 2, 3]):
        assert state.hands[seat] == sum(1 << c for c in pack[k:28:4])
    assert state.turn_up == pack[28]
    assert state.stock == tuple(pack[29:])


def test_seven_hands_of_diminishing_size_dealt_in_turn() -> None:
    """004_cda4be257ddbf1c5.txt: "After the first hand, a second hand is dealt by the next
    player in order around the table, with only six cards each. The game continues like this,
    with one fewer card per player on each hand, until the final hand consists of one card
    each." """
    for seed in range(300):  # the first seeded game in which nobody is knocked out early
        state, events = new_game(2, Options(dogs_life=False, first_deal_safe=True),
                                 Setup(seed=str(seed)))
        state, more = autoplay(state)
        dealt = of_kind([*events, *more], "dealt")
        if len(dealt) == 7:
            break
    else:
        pytest.fail("no seed reached the final hand")
    assert [d.hand_size for d in dealt] == [7, 6, 5, 4, 3, 2, 1]
    assert [d.dealer for d in dealt] == [0, 1, 0, 1, 0, 1, 0]
    assert of_kind(more, "game_ended")[0].reason == "final_trick"


@pytest.mark.parametrize("size", [6, 8, 9])
def test_start_hand_size_sets_the_number_of_deals(size: int) -> None:
    """003_e7338a01b0eedab7.txt: "Hand-size variations: Start with 8 cards for fewer players, or
    6 for more; the hand-size schedule adjusts accordingly." """
    options = Options(start_hand_size=size, dogs_life=False, first_deal_safe=True)
    for seed in range(300):
        state, events = new_game(2, options, Setup(seed=str(seed)))
        state, more = autoplay(state)
        dealt = of_kind([*events, *more], "dealt")
        if len(dealt) == size:
            break
    else:
        pytest.fail("no seed reached the final hand")
    assert [d.hand_size for d in dealt] == list(range(size, 0, -1))


# Four players, dealer 0, no dog's life.  Seat 1, on the dealer's left, takes no trick.
FAIRNESS = {1: (["8C 9H AS", "2C 3C 4C", "AC 5H 6S", "7C AH 7S"], "2D")}


def _knock_out_the_eldest(options: Options) -> State:
    state = start(4, FAIRNESS, options)
    state, _ = run(state, "1:2C 2:AC 3:7C 0:8C  2:5H 3:AH 0:9H 1:3C  3:7S 0:AS 1:4C 2:6S")
    return state


def test_knocked_out_eldest_hand_deals_the_next_hand() -> None:
    """004_cda4be257ddbf1c5.txt: "Therefore, if the player to dealer's left is knocked out,
    this player should deal the next hand before leaving the game. This way the player to the
    left of the one who was knocked out is not deprived of the chance to play the first card
    of the next hand." """
    options = Options(start_hand_size=3, dogs_life=False, tie=TieRule.TURN_CARD)
    state = _knock_out_the_eldest(options)
    assert state.status[1] is SeatStatus.OUT
    assert state.deal_no == 2 and state.dealer == 1  # the knocked-out seat deals ...
    assert state.hands[1] == 0  # ... but is dealt nothing
    assert state.eldest == 2 and state.to_act == 2  # and seat 2 leads


def test_without_dealer_fairness_the_deal_skips_the_knocked_out_player() -> None:
    options = Options(start_hand_size=3, dogs_life=False, tie=TieRule.TURN_CARD,
                      dealer_fairness=False)
    state = _knock_out_the_eldest(options)
    assert (state.dealer, state.eldest, state.to_act) == (2, 3, 3)


def test_deal_passes_to_the_left_when_nobody_is_knocked_out() -> None:
    """004_cda4be257ddbf1c5.txt: "a second hand is dealt by the next player in order around
    the table"."""
    state = start(3, {1: (["2C 3C", "AS 4C", "AH 5C"], "2D")},
                  Options(start_hand_size=2, first_deal_safe=True))
    state, _ = run(state, "1:AS 2:5C 0:2C 1:4C 2:AH 0:3C")
    assert (state.deal_no, state.dealer, state.eldest) == (2, 1, 2)


@pytest.mark.parametrize("lead, dealer, leader", [
    (LeadRule.ELDEST, 1, 2),  # deal passes left; the eldest hand (2) leads
    (LeadRule.WINNER_LEADS, 1, 0),  # deal passes left; the winner (0) leads
    (LeadRule.WINNER_FROM_DEAL_TWO, 0, 0),  # the winner deals and leads
    (LeadRule.DEALER_FIRST_DEAL, 0, 0),
])
def test_who_deals_and_leads_the_second_deal(lead: LeadRule, dealer: int, leader: int) -> None:
    """004_cda4be257ddbf1c5.txt: "Many people play that from the second deal onwards, the
    winner not only chooses trumps but also deals and leads to the first trick." and 003:
    "In subsequent rounds, the player who won the most tricks in the previous round leads"."""
    options = Options(start_hand_size=3, lead=lead, first_deal_safe=True)
    # Seat 0 wins every trick of deal 1, whoever leads it.
    state = start(3, {1: (["AS KS QS", "2C 3C 4C", "5C 6C 7C"], "2S")}, options)
    state, _ = autoplay(state, until_deal=2)
    assert state.tricks == (0, 0, 0) and state.chooser == 0
    state, _ = run(state, "0:trump:S")
    assert (state.dealer, state.to_act) == (dealer, leader)


def test_dealer_leads_the_first_deal_when_chosen() -> None:
    """004_cda4be257ddbf1c5.txt: "Some play that the dealer also leads to the first trick in
    the first deal." """
    state = start(3, None, Options(lead=LeadRule.DEALER_FIRST_DEAL), first_dealer=2)
    assert state.to_act == 2 == state.dealer
    assert legal_actions(state)


def test_forced_deal_must_fit_the_table() -> None:
    with pytest.raises(InvalidSetup):
        start(2, {1: (["AS KS", "AS QS"], None)}, Options(start_hand_size=2))
    with pytest.raises(InvalidSetup):
        start(2, {1: (["AS KS QS", "2C 3C"], None)}, Options(start_hand_size=2))
