"""Trick play: following suit, who wins a trick, who leads next, and trump breaking."""

from __future__ import annotations

import pytest

from games.engine import MustFollowSuit, Options, TrumpsNotBroken, legal_actions, play
from games.engine.tricks.follow import trick_winner
from tests.engine.helpers import hand, of_kind, run, start

# Three players, dealer 0: seat 1 (dealer's left) leads, then 2, then 0.
TRICKS = {1: (["3C 4D", "AH AS", "KH 6D"], "2C")}  # clubs are trumps


def test_eldest_hand_leads_the_first_trick() -> None:
    """004_cda4be257ddbf1c5.txt: "The player on dealer's left leads to the first trick." """
    state = start(3, TRICKS, Options(start_hand_size=2))
    assert (state.dealer, state.to_act) == (0, 1)


def test_must_follow_suit_if_able() -> None:
    """004_cda4be257ddbf1c5.txt: "Players must follow suit if they can, otherwise they may
    play any card." """
    state = start(3, TRICKS, Options(start_hand_size=2))
    state, _ = run(state, "1:AH")
    assert legal_actions(state) == (play("KH"),)
    with pytest.raises(MustFollowSuit) as info:
        run(state, "2:6D")
    assert info.value.code == "must_follow_suit"
    state, _ = run(state, "2:KH")
    # Seat 0 has no heart: any card, the trump included.
    assert set(legal_actions(state)) == {play("3C"), play("4D")}


def test_highest_trump_wins_else_highest_of_suit_led_and_winner_leads() -> None:
    """004_cda4be257ddbf1c5.txt: "Each trick is won by the highest trump in it; otherwise by
    the highest card of the suit led. The winner of a trick leads to the next trick." """
    state = start(3, TRICKS, Options(start_hand_size=2))
    state, events = run(state, "1:AH 2:KH 0:3C")  # the lowest trump beats the ace led
    assert [e.seat for e in of_kind(events, "trick_won")] == [0]
    assert state.to_act == 0
    state, events = run(state, "0:4D 1:AS 2:6D")  # a discarded ace wins nothing
    assert [e.seat for e in of_kind(events, "trick_won")] == [2]
    assert of_kind(events, "hand_ended")[0].tricks == (1, 0, 1)


@pytest.mark.parametrize("plays, trump, winner", [
    ([(0, "5H"), (1, "KH"), (2, "AS")], "C", 1),  # off-suit ace loses
    ([(0, "5H"), (1, "KH"), (2, "2C")], "C", 2),  # any trump beats the suit led
    ([(0, "5H"), (1, "3C"), (2, "2C")], "C", 1),  # higher trump
    ([(0, "2C"), (1, "AC"), (2, "AH")], "C", 1),  # trumps led
    ([(0, "5H"), (1, "KH"), (2, "AH")], "N", 2),  # no trump: highest of suit led
])
def test_trick_winner_table(plays: list[tuple[int, str]], trump: str, winner: int) -> None:
    """004_cda4be257ddbf1c5.txt: "Each trick is won by the highest trump in it; otherwise by
    the highest card of the suit led." """
    from games.engine import parse_card
    from games.engine.tricks.follow import NO_TRUMP

    trump_no = NO_TRUMP if trump == "N" else "CDHS".index(trump)
    indexed = [(s, parse_card(c).index) for s, c in plays]
    assert trick_winner(indexed, trump_no, 0, False) == winner


def test_trumps_may_not_be_led_until_broken() -> None:
    """002_b1d75d3f4f47fc2d.txt: "Some rulesets disallow leading trumps before the trump suit
    has been "broken" by a trump being played to the lead of another suit"."""
    options = Options(start_hand_size=3, trump_breaking=True, dogs_life=False)
    deals = {1: (["5H 6D 7D", "AH 3C 4C"], "2H")}  # hearts trumps; seat 1 leads
    state = start(2, deals, options)
    assert play("AH") not in legal_actions(state)
    with pytest.raises(TrumpsNotBroken) as info:
        run(state, "1:AH")
    assert info.value.code == "trumps_not_broken"
    state, _ = run(state, "1:3C 0:5H")  # seat 0 is void in clubs and trumps: broken
    assert state.broken and state.to_act == 0
    assert play("6D") in legal_actions(state)
    state, _ = run(state, "0:6D 1:AH")  # seat 1 may now play its trump
    assert state.broken


def test_trumps_may_be_led_when_the_leader_holds_only_trumps() -> None:
    """002_b1d75d3f4f47fc2d.txt: "(though of course leading trumps is always permissible if a
    player holds nothing else)"."""
    options = Options(start_hand_size=2, trump_breaking=True)
    state = start(2, {1: (["5C 6D", "AH KH"], "2H")}, options)
    assert set(legal_actions(state)) == {play("AH"), play("KH")}
    state, _ = run(state, "1:AH")
    assert hand(state, 1) == "KH"


def test_without_trump_breaking_trumps_may_be_led_at_once() -> None:
    state = start(2, {1: (["5H 6D", "AH 3C"], "2H")}, Options(start_hand_size=2))
    assert play("AH") in legal_actions(state)
