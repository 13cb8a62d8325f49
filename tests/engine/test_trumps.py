"""Trumps: the turn-up, the most-tricks winner's choice, the four rank orders and no trump,
the 2 of diamonds, a fixed trump and a no-trump final hand."""

from __future__ import annotations

import pytest

from games.engine import (
    ChooseTrump,
    MustFollowSuit,
    NotYourTurn,
    Options,
    Phase,
    SeatStatus,
    Suit,
    TrumpOptionNotAllowed,
    apply,
    legal_actions,
    observe,
    play,
)
from games.engine.tricks.follow import NO_TRUMP
from tests.engine.helpers import autoplay, hand, of_kind, run, start

# Three players, dealer 0: seat 1 leads deal 1 and, holding the top spades with spades
# trumps, takes every trick.
SWEEP_BY_1 = {1: (["5C 6C 7C", "AS KS QS", "2C 3C 4C"], "8S")}


def test_turn_up_sets_the_first_trump() -> None:
    """004_cda4be257ddbf1c5.txt: "The uppermost of the undealt cards is turned face upwards to
    indicate the trump suit." """
    state = start(3, SWEEP_BY_1, Options(start_hand_size=3))
    assert state.trump == Suit.SPADES and str(state.turn_up_card) == "8S"
    assert observe(state, 0).trump == Suit.SPADES


def test_most_tricks_winner_chooses_trump_after_seeing_the_new_cards() -> None:
    """004_cda4be257ddbf1c5.txt: "The winner of most tricks on a hand chooses the trump suit on
    the next hand." (001's copy: "chooses the trump suit on the next hand after looking at their
    cards")."""
    state = start(3, SWEEP_BY_1, Options(start_hand_size=3))
    state, events = run(state, "1:AS 2:2C 0:5C 1:KS 2:3C 0:6C 1:QS 2:4C 0:7C")
    assert state.phase is Phase.CHOOSE_TRUMP and state.to_act == 1 == state.chooser
    assert state.hands[1].bit_count() == 2  # the new hand is already dealt
    assert state.turn_up == -1 and observe(state, 1).trump is None
    assert legal_actions(state) == tuple(ChooseTrump(s) for s in Suit)
    with pytest.raises(NotYourTurn):
        apply(state, ChooseTrump(Suit.HEARTS), seat=2)
    state, events = run(state, "1:trump:H")
    assert state.trump == Suit.HEARTS and state.phase is Phase.PLAY
    (trump_set,) = of_kind(events, "trump_set")
    assert (trump_set.source, trump_set.seat) == ("chosen", 1)


def test_extra_trump_options_are_refused_unless_enabled() -> None:
    """004_cda4be257ddbf1c5.txt "Options when choosing trumps": "Some allow extra options" -
    by default the winner names a suit, nothing more."""
    state = start(3, SWEEP_BY_1, Options(start_hand_size=3))
    state, _ = autoplay(state, until_deal=2)
    for choice in (ChooseTrump(None), ChooseTrump(Suit.HEARTS, aces_high=False),
                   ChooseTrump(Suit.HEARTS, reverse=True)):
        with pytest.raises(TrumpOptionNotAllowed) as info:
            apply(state, choice)
        assert info.value.code == "trump_option_not_allowed"


# Deal 2 of a game in which seat 1 swept deal 1 (first_deal_safe keeps everyone in).  Seat 2
# leads AH, seat 0 plays KH, seat 1 plays 2H; then everyone plays their one spade.
ORDERS = {**SWEEP_BY_1, 2: (["KH 3S", "2H 2S", "AH QS"], None)}


@pytest.mark.parametrize("trump", ["none", "H"])
@pytest.mark.parametrize("flags, first, second", [
    ("", 2, 2),  # AKQJT98765432: AH, then QS
    (":low", 0, 2),  # KQJT98765432A: KH, then QS
    (":rev", 1, 1),  # 23456789TJQKA: 2H, then 2S
    (":low:rev", 2, 1),  # A23456789TJQK: AH, then 2S
])
def test_four_rank_orders_with_and_without_trumps(trump: str, flags: str, first: int,
                                                  second: int) -> None:
    """004_cda4be257ddbf1c5.txt: "The winner may choose 'no trump' rather than trump suit, may
    designate aces as either high or low, and may specify whether cards rank in normal order
    (high card takes) or reverse order (low card takes). So the ranking from best to worst card
    can be chosen as AKQJT98765432, KQJT98765432A, A23456789TJQK or 23456789TJQKA." """
    options = Options(start_hand_size=3, first_deal_safe=True, trump_extras=True)
    state = start(3, ORDERS, options)
    state, _ = autoplay(state, until_deal=2)
    assert len(legal_actions(state)) == 20  # 4 suits and no trump, times 4 orders
    state, events = run(state, f"1:trump:{trump}{flags} 2:AH 0:KH 1:2H")
    state, more = autoplay(state, until_deal=3)
    assert [e.seat for e in of_kind([*events, *more], "trick_won")] == [first, second]
    (trump_set,) = of_kind(events, "trump_set")
    assert trump_set.trump == (NO_TRUMP if trump == "none" else Suit.HEARTS)


def test_reversed_order_still_lets_any_trump_beat_the_suit_led() -> None:
    """004_cda4be257ddbf1c5.txt: reverse order means "low card takes" - within a suit; a trump
    still wins the trick ("Each trick is won by the highest trump in it")."""
    options = Options(start_hand_size=3, first_deal_safe=True, trump_extras=True)
    deals = {**SWEEP_BY_1, 2: (["AS 3S", "2H 2S", "AH QS"], None)}
    state = start(3, deals, options)
    state, _ = autoplay(state, until_deal=2)
    state, events = run(state, "1:trump:S:rev 2:AH 0:AS 1:2H")  # AS is the worst trump ...
    assert of_kind(events, "trick_won")[0].seat == 0  # ... and still beats the 2H led


def test_fixed_trump_keeps_the_first_turn_up_for_the_whole_game() -> None:
    """003_e7338a01b0eedab7.txt: "Trump stays the same (from the first round's flipped card)
    for every round; the most-tricks-won player loses trump-choosing privilege." """
    options = Options(start_hand_size=3, first_deal_safe=True, fixed_trump=True)
    state = start(3, SWEEP_BY_1, options)
    state, events = autoplay(state, until_deal=2)
    assert state.phase is Phase.PLAY and state.trump == Suit.SPADES
    assert of_kind(events, "trump_set")[-1].source == "fixed"
    state, events = autoplay(state, until_deal=3)
    if not state.is_over:
        assert state.trump == Suit.SPADES


FINAL = {1: (["2C 3C", "AS KS"], "4S"), 2: (["AH", "2S"], None)}


def test_final_one_card_hand_without_trumps() -> None:
    """003_e7338a01b0eedab7.txt: "No trump final round: The one-card final round is played
    no-trump for a purer showdown." """
    options = Options(start_hand_size=2, first_deal_safe=True, final_hand_no_trump=True)
    state = start(2, FINAL, options)
    state, events = autoplay(state, until_deal=2)
    assert state.phase is Phase.PLAY and state.trump == NO_TRUMP  # nobody chooses
    assert of_kind(events, "trump_set")[-1].source == "final_no_trump"
    state, events = run(state, "0:AH 1:2S")
    assert state.winner == 0


def test_final_hand_has_a_trump_by_default() -> None:
    state = start(2, FINAL, Options(start_hand_size=2, first_deal_safe=True))
    state, _ = autoplay(state, until_deal=2)
    state, _ = run(state, "1:trump:S 0:AH 1:2S")
    assert state.winner == 1


def test_final_hand_no_trump_overrides_fixed_trump() -> None:
    """When both 003 variants are chosen, the final hand's own rule wins: the one-card hand is
    played without trumps even though the trump is otherwise fixed."""
    options = Options(start_hand_size=2, first_deal_safe=True, final_hand_no_trump=True,
                      fixed_trump=True)
    state = start(2, FINAL, options)
    state, _ = autoplay(state, until_deal=2)
    assert state.trump == NO_TRUMP
    state, _ = run(state, "0:AH 1:2S")
    assert state.winner == 0


# --- the 2 of diamonds -----------------------------------------------------------------------
TWO_D = Options(start_hand_size=2, two_of_diamonds=True)


def test_two_of_diamonds_beats_the_ace_of_trumps_and_follows_trumps() -> None:
    """004_cda4be257ddbf1c5.txt: "Some play that the 2 of diamonds counts as the permanent
    highest trump, ranking above the ace of trumps, whatever suit is trumps." Being a trump, it
    must be played to a trump lead by a player who has no other trump."""
    state = start(3, {1: (["KS 6C", "AS 4C", "2D 5H"], "3S")}, TWO_D)
    state, _ = run(state, "1:AS")
    assert legal_actions(state) == (play("2D"),)
    with pytest.raises(MustFollowSuit):
        run(state, "2:5H")
    state, events = run(state, "2:2D 0:KS")
    assert of_kind(events, "trick_won")[0].seat == 2


def test_two_of_diamonds_is_not_a_diamond_when_another_suit_is_trumps() -> None:
    """004_cda4be257ddbf1c5.txt: "the 2 of diamonds counts as the permanent highest trump ...
    whatever suit is trumps": with spades trumps it is a spade, so a player holding it and no
    other diamond is void in diamonds and may discard; played, it trumps the diamond led."""
    state = start(3, {1: (["KD 6C", "AD 4C", "2D 5H"], "3S")}, TWO_D)
    state, _ = run(state, "1:AD")
    assert set(legal_actions(state)) == {play("2D"), play("5H")}
    state, events = run(state, "2:2D 0:KD")
    assert of_kind(events, "trick_won")[0].seat == 2


def test_two_of_diamonds_tops_diamonds_when_diamonds_are_trumps() -> None:
    """004_cda4be257ddbf1c5.txt: "ranking above the ace of trumps, whatever suit is trumps"."""
    state = start(3, {1: (["KD 6C", "AD 4C", "2D 5H"], "3D")}, TWO_D)
    state, events = run(state, "1:AD 2:2D 0:KD")
    assert of_kind(events, "trick_won")[0].seat == 2


def test_two_of_diamonds_is_an_ordinary_card_without_trumps() -> None:
    """With no trump (the final_hand_no_trump or trump_extras options) there is no trump suit
    for the 2 of diamonds to head, so it is the lowest diamond and follows diamonds."""
    options = Options(start_hand_size=1, two_of_diamonds=True, final_hand_no_trump=True)
    state = start(3, {1: (["KD", "AD", "2D"], None)}, options)
    assert state.trump == NO_TRUMP
    state, _ = run(state, "1:AD 2:2D 0:KD")
    assert state.winner == 1


def test_without_the_option_the_two_of_diamonds_is_a_plain_diamond() -> None:
    state = start(3, {1: (["KS 6C", "AS 4C", "2D 5H"], "3S")}, Options(start_hand_size=2))
    state, _ = run(state, "1:AS")
    assert set(legal_actions(state)) == {play("2D"), play("5H")}
    state, events = run(state, "2:2D 0:KS")
    assert of_kind(events, "trick_won")[0].seat == 1
    assert state.status[2] is SeatStatus.IN and hand(state, 2) == "5H"


def test_every_seat_sees_who_chose_the_trumps() -> None:
    """004_cda4be257ddbf1c5.txt: "The winner of most tricks on a hand chooses the trump suit on
    the next hand" - at the table everyone sees who named them; a turned-up trump has no
    chooser, and the next deal starts with none until the choice."""
    state = start(3, SWEEP_BY_1, Options(start_hand_size=3))
    assert {observe(state, s).trump_chooser for s in (0, 1, 2, None)} == {None}
    state, _ = run(state, "1:AS 2:2C 0:5C 1:KS 2:3C 0:6C 1:QS 2:4C 0:7C")
    assert observe(state, 0).trump_chooser is None  # seat 1 has not chosen yet
    state, _ = run(state, "1:trump:H")
    for seat in (0, 1, 2, None):
        obs = observe(state, seat)
        assert obs.trump_chooser == 1 and obs.to_dict()["trump_chooser"] == 1
    state, _ = autoplay(state, until_deal=3)
    assert (state.phase, state.chooser) == (Phase.CHOOSE_TRUMP, 0)
    assert observe(state, 1).trump_chooser is None  # deal 3: seat 0 is still choosing
    state, _ = apply(state, legal_actions(state)[0])
    assert observe(state, 1).trump_chooser == 0
