"""Knock-outs and the dog's life, sentence by sentence of the pagat page (004)."""

from __future__ import annotations

import pytest

from games.engine import (
    KNOCK,
    CannotKnock,
    MustPlayLastCard,
    Options,
    SeatStatus,
    legal_actions,
    observe,
    play,
)
from tests.engine.helpers import hand, of_kind, run, start

IN, DOG, OUT = SeatStatus.IN, SeatStatus.DOGS_LIFE, SeatStatus.OUT

# Three players; seat 1 deals first, so seat 2 leads deal 1 and seat 0 (the dealer's left on
# deal 2) leads deal 2.  On deal 1 seats 1 and 2 take two tricks each and seat 0 none; seat 1
# wins the cut for trumps.
DEAL_1 = (["5C 6C 7C 8C", "AH KH 3S 4S", "AS KS 3H 4H"], "2D")
SCRIPT_1 = "2:AS 0:5C 1:3S 2:KS 0:6C 1:4S 2:3H 0:7C 1:AH 1:KH 2:4H 0:8C"
CUTS = {1: "AC 2C"}
OPTIONS = Options(start_hand_size=4)


def game(deal_2: list[str] | None = None, options: Options = OPTIONS):
    deals = {1: DEAL_1} if deal_2 is None else {1: DEAL_1, 2: (deal_2, None)}
    state = start(3, deals, options, CUTS, first_dealer=1)
    return run(state, SCRIPT_1)


def test_first_zero_trick_player_gets_the_dogs_life() -> None:
    """004_cda4be257ddbf1c5.txt: "the first player during the game who takes no tricks on a hand
    is not knocked out immediately but is awarded the "dog's life"." """
    state, events = game()
    assert state.status == (DOG, IN, IN) and state.dogs_life_used
    assert of_kind(events, "hand_ended")[0].dogs_life == (0,)
    assert observe(state, 2).status[0] is DOG


def test_dogs_life_player_is_dealt_just_one_card() -> None:
    """004_cda4be257ddbf1c5.txt: "On the following hand, she is dealt just one card, and may
    decide on which trick to play it." """
    state, _ = game(["AH", "2C 3C 4C", "5C 6C 7C"])
    assert [h.bit_count() for h in state.hands] == [1, 3, 3]
    assert state.hand_size == 3


def test_dogs_life_player_may_knock_even_as_leader() -> None:
    """004_cda4be257ddbf1c5.txt: "a player "on a dog's life" may, when it is her turn to play,
    either play her card or knock on the table to indicate that she wishes to keep it for a
    later trick. If she is the player on the dealer's left, she is not compelled to lead her
    card to the first trick; she may either do so, or knock, allowing the next player to
    lead." """
    state, _ = game(["AH", "2C 3C 4C", "5C 6C 7C"])
    state, _ = run(state, "1:trump:H")
    assert state.dealer == 2 and state.to_act == 0
    assert set(legal_actions(state)) == {play("AH"), KNOCK}
    state, events = run(state, "0:knock")
    assert of_kind(events, "knocked")[0].seat == 0
    assert state.to_act == 1 and state.led == -1  # the next player leads
    state, events = run(state, "1:2C 2:5C")
    assert of_kind(events, "trick_won")[0].seat == 2
    assert hand(state, 0) == "AH"  # she kept her card


def test_dogs_life_card_must_be_played_by_the_last_trick_and_a_win_restores_her() -> None:
    """004_cda4be257ddbf1c5.txt: "may decide on which trick to play it" - so by the last trick
    at the latest - and "If a player on a dog's life manages to take a trick with her card ...
    the dog's life player is dealt a normal hand on the next deal, and treated like the other
    surviving players." Also: "Players who take no tricks in later deals are eliminated
    immediately." """
    state, _ = game(["AH", "2C 3C 4C", "5C 6C 7C"])
    state, _ = run(state, "1:trump:H 0:knock 1:2C 2:5C  2:6C 0:knock 1:3C  2:7C")
    assert state.to_act == 0 and legal_actions(state) == (play("AH"),)
    with pytest.raises(MustPlayLastCard) as info:
        run(state, "0:knock")
    assert info.value.code == "must_play_dogs_life_card"
    state, events = run(state, "0:AH 1:4C")
    (ended,) = of_kind(events, "hand_ended")
    assert ended.tricks == (1, 0, 2)
    assert ended.restored == (0,) and ended.knocked_out == (1,) and ended.dogs_life == ()
    assert state.status == (IN, OUT, IN)
    assert state.deal_no == 3 and state.hands[0].bit_count() == 2 == state.hand_size


def test_a_dogs_life_win_lets_the_player_on_her_left_lead() -> None:
    """004_cda4be257ddbf1c5.txt: "If a player on a dog's life manages to take a trick with her
    card, the player on her left leads to the next trick"."""
    state, _ = game(["AH", "2C 3C 4C", "5C 6C 7C"])
    state, events = run(state, "1:trump:H 0:AH 1:2C 2:5C")
    assert of_kind(events, "trick_won")[0].seat == 0
    assert state.to_act == 1 and state.trick_seats == (1, 2)


def test_a_dogs_life_loss_knocks_her_out() -> None:
    """004_cda4be257ddbf1c5.txt: "If the dog's life player doesn't manage to win a trick, she is
    knocked out of the game, like anyone else who takes no trick." """
    state, _ = game(["2S", "2C 3C AC", "5C 6C 7C"])
    state, events = run(state, "1:trump:H 0:knock 1:2C 2:5C  2:6C 0:2S 1:3C  2:7C 1:AC")
    (ended,) = of_kind(events, "hand_ended")
    assert ended.tricks == (0, 1, 2) and ended.knocked_out == (0,)
    assert state.status[0] is OUT and state.out_deal[0] == 2


def test_only_a_dogs_life_player_may_knock() -> None:
    state, _ = game(["AH", "2C 3C 4C", "5C 6C 7C"])
    state, _ = run(state, "1:trump:H 0:knock")
    with pytest.raises(CannotKnock) as info:
        run(state, "1:knock")
    assert info.value.code == "cannot_knock"
    assert KNOCK not in legal_actions(state)


def test_several_zero_trick_players_on_the_same_deal_each_get_one() -> None:
    """004_cda4be257ddbf1c5.txt: "If two or more players take no tricks on the same deal, no
    one having previously used the dog's life, these players get one dog's life each. Apart
    from this case, there is only one dog's life available during the game." """
    deals = {1: (["5C 6C 7C", "AS KS QS", "2C 3C 4C"], "8S"),
             2: (["AH", "2D 3D", "KH"], None)}
    state = start(3, deals, Options(start_hand_size=3))
    state, events = run(state, "1:AS 2:2C 0:5C 1:KS 2:3C 0:6C 1:QS 2:4C 0:7C")
    assert of_kind(events, "hand_ended")[0].dogs_life == (0, 2)
    assert state.status == (DOG, IN, DOG)
    assert [h.bit_count() for h in state.hands] == [1, 2, 1]
    # Deal 2: seat 1 picks hearts; seat 0's AH wins, seat 2's KH loses.
    state, events = run(state, "1:trump:H 2:KH 0:AH 1:2D  1:3D")
    (ended,) = of_kind(events, "hand_ended")
    assert ended.restored == (0,) and ended.knocked_out == (2,)
    assert state.status == (IN, IN, OUT)


def test_without_the_dogs_life_a_zero_trick_player_is_out_at_once() -> None:
    """004_cda4be257ddbf1c5.txt: "Many play without the dog's life. Anyone who takes no trick is
    immediately out of the game." and "A player who takes no tricks at all in a hand is knocked
    out, is dealt no more cards, and takes no further part in the game." """
    state, events = game(options=Options(start_hand_size=4, dogs_life=False))
    assert state.status == (OUT, IN, IN) and not state.dogs_life_used
    assert of_kind(events, "hand_ended")[0].knocked_out == (0,)
    assert state.hands[0] == 0 and 0 not in state.trick_seats + (state.to_act,)


def test_first_deal_safe_deals_a_full_hand_next() -> None:
    """004_cda4be257ddbf1c5.txt: "some play that no one can be eliminated in the first deal: a
    player who takes no trick on the first deal is dealt a full hand of 6 cards in the second
    deal. From the second deal onwards, anyone who takes no trick is eliminated." """
    options = Options(start_hand_size=4, dogs_life=False, first_deal_safe=True)
    state, _ = game(["2C 3C 4C", "5C 6C AC", "7C 8C 9C"], options)
    assert state.status == (IN, IN, IN) and state.hands[0].bit_count() == 3
    state, events = run(state, "1:trump:H 0:2C 1:5C 2:7C 2:8C 0:3C 1:6C 2:9C 0:4C 1:AC")
    assert of_kind(events, "hand_ended")[0].knocked_out == (0,)
    assert state.status[0] is OUT


def test_first_deal_safe_with_the_dogs_life_gives_the_dogs_life_from_deal_two() -> None:
    """Both 004 variants together: nobody is out on deal 1, and the first player to take no
    trick after that gets the dog's life."""
    options = Options(start_hand_size=4, first_deal_safe=True)
    state, _ = game(["2C 3C 4C", "5C 6C AC", "7C 8C 9C"], options)
    assert not state.dogs_life_used
    state, events = run(state, "1:trump:H 0:2C 1:5C 2:7C 2:8C 0:3C 1:6C 2:9C 0:4C 1:AC")
    assert of_kind(events, "hand_ended")[0].dogs_life == (0,)
    assert state.status[0] is DOG
