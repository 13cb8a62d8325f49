"""Claims and decided hands in classic Whist.

001 (``shared/rules/001_af9222f89516dcdc.txt``) says nothing about claiming tricks (its only
"claim" is of honours, "which they claim at the end of the play"): claiming the rest is service
practice, as at Bridge.  The claimer shows its hand; the server, which knows every card, accepts
the claim at once when the claimer's side takes every remaining trick whatever the others play,
and otherwise asks both opponents.  Each test is a forced deal, the play, the outcome."""

from __future__ import annotations

import pytest

from games.engine import whist
from games.engine.actions import ACCEPT_CLAIM, CLAIM, REFUSE_CLAIM, action_from_dict
from games.engine.errors import NotYourTurn, WrongDecision
from games.engine.whist.claims import claim_certain, forced_winners
from tests.engine.whist.helpers import hand, of_kind, one_suit_each, run, start

# Dealer 3, so seat 0 leads; AC, the dealer's last card, is turned up: clubs are trumps.
DEAL = [
    "AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
    "QS JS TS 9S 2D 3D 4D 5D 6D 7D 8D 9D TD",
    "8S 7S 6S 5S JD QD KD AD KH AH 2C 3C 4C",
    "4S 3S 2S 5C 6C 7C 8C 9C TC JC QC KC AC",
]


def test_a_hand_where_one_seat_holds_every_trump_and_nobody_can_follow_is_decided():
    """Seat 3 holds all thirteen clubs (trumps), the others a suit each: "The trick is won by
    the highest trump in it", so seat 3 wins every trick whatever anyone plays."""
    state, _ = start({1: one_suit_each("S H D C")}, first_dealer=3)
    assert forced_winners(state) == (3,) * 13


def test_a_hand_with_choices_left_is_not_decided():
    state, _ = start({1: DEAL}, first_dealer=3)
    assert forced_winners(state) is None


def test_a_certain_claim_is_settled_at_once_and_ends_the_hand():
    """Seat 3 (all the trumps) claims when its turn comes: nothing the others hold can win a
    trick, so the claim is accepted without asking anyone and the hand is scored: side 1 took
    13 tricks, 7 over the book of six (001: "1 point for each trick they won in excess of 6")."""
    state, _ = start({1: one_suit_each("S H D C")}, first_dealer=3)
    state, _ = run(state, "0:2S 1:2H 2:2D")
    shown = hand(state, 3)
    state, events = whist.apply(state, CLAIM, seat=3)
    made = of_kind(events, "claim_made")[0].to_dict(None)
    assert made == {"type": "claim_made", "seat": 3, "cards": shown.split(), "tricks": 13,
                    "certain": True}
    assert of_kind(events, "claim_settled")[0].to_dict(None)["outcome"] == "certain"
    scored = of_kind(events, "hand_scored")[0]
    assert scored.side_tricks == (0, 13) and scored.trick_points == 7
    assert state.is_over and state.winner == 1  # 7 points: game (to 5) at once


def test_an_uncertain_claim_waits_for_the_opponents_and_a_refusal_plays_on():
    """Seat 0 claims at the first lead holding AS KS and hearts, but seat 3 holds trumps: the
    claim is not certain, so the opponents (seats 1 then 3) answer; seat 1 refuses and seat 0
    plays on from where it was."""
    state, _ = start({1: DEAL}, first_dealer=3)
    assert not claim_certain(state, 0)
    state, events = whist.apply(state, CLAIM, seat=0)
    assert of_kind(events, "claim_made")[0].certain is False
    assert state.phase is whist.WhistPhase.ANSWER_CLAIM and state.to_act == 1
    assert whist.legal_actions(state) == (ACCEPT_CLAIM, REFUSE_CLAIM)
    with pytest.raises(WrongDecision):
        whist.apply(state, whist.play("QS"), seat=1)
    with pytest.raises(NotYourTurn):
        whist.apply(state, ACCEPT_CLAIM, seat=3)
    state, events = whist.apply(state, REFUSE_CLAIM, seat=1)
    assert [e.to_dict(None) for e in events] == [
        {"type": "claim_answered", "seat": 1, "accepted": False},
        {"type": "claim_settled", "seat": 0, "tricks": 13, "outcome": "refused"}]
    assert state.phase is whist.WhistPhase.PLAY and state.to_act == 0
    state, events = run(state, "0:AS 1:9S 2:5S 3:2S")
    assert of_kind(events, "trick_won")[0].seat == 0


def test_an_uncertain_claim_both_opponents_accept_gives_the_claimer_the_tricks_left():
    state, _ = start({1: DEAL}, first_dealer=3)
    state, _ = run(state, "0:AS 1:9S 2:5S 3:2S")
    state, _ = whist.apply(state, CLAIM, seat=0)
    state, events = whist.apply(state, ACCEPT_CLAIM, seat=1)
    assert state.to_act == 3 and state.claim_accepted == (1,)
    state, events = whist.apply(state, ACCEPT_CLAIM, seat=3)
    assert of_kind(events, "claim_settled")[0].to_dict(None) == {
        "type": "claim_settled", "seat": 0, "tricks": 12, "outcome": "agreed"}
    assert of_kind(events, "hand_scored")[0].side_tricks == (13, 0)


def test_a_claim_shows_the_claimers_hand_to_every_seat_and_no_other_hand():
    state, _ = start({1: DEAL}, first_dealer=3)
    state, _ = whist.apply(state, CLAIM, seat=0)
    for viewer in (None, 0, 1, 2, 3):
        seen = whist.observe(state, viewer).to_dict()
        assert seen["claim"]["seat"] == 0 and seen["claim"]["accepted"] == []
        assert sorted(seen["claim"]["cards"]) == sorted(DEAL[0].split())
        own = [] if viewer is None else sorted(DEAL[viewer].split())
        assert sorted(seen["hand"]) == own
    assert whist.observe(state, 1).to_dict()["legal_actions"] == [
        {"type": "accept_claim"}, {"type": "refuse_claim"}]


def test_only_the_seat_to_play_may_claim_and_a_claim_replays_from_the_log():
    state, _ = start({1: DEAL}, first_dealer=3)
    with pytest.raises(NotYourTurn):
        whist.apply(state, CLAIM, seat=2)
    assert whist.observe(state, 0).can_claim and not whist.observe(state, 2).can_claim
    actions = [CLAIM, REFUSE_CLAIM, whist.play("AS")]
    after = state
    for action in actions:
        after, _ = whist.apply(after, action)
    assert whist.state_from_dict(whist.state_to_dict(after)) == after
    log = whist.log_to_dict(4, state.options, state.setup, actions)
    assert [action_from_dict(a) for a in log["actions"]] == actions
    pending, _ = whist.apply(state, CLAIM)
    assert whist.state_from_dict(whist.state_to_dict(pending)) == pending
