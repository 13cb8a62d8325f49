"""Ties for most tricks: the cut for the choice of trumps (with a re-cut on equal cards), or a
turned card."""

from __future__ import annotations

from games.engine import LeadRule, Options, Phase, Setup, TieRule, new_game, parse_card
from games.engine.tricks.shuffle import shuffled_indices
from tests.engine.helpers import autoplay, forced, of_kind, run, start

# Two players, dealer 0: seat 1 leads.  Each takes one trick of deal 1 (diamonds trumps).
TIE = {1: (["AC 2S", "AS 2C"], "3D")}
TIE_SCRIPT = "1:AS 0:2S 1:2C 0:AC"


def test_tied_players_cut_for_the_choice_of_trumps() -> None:
    """004_cda4be257ddbf1c5.txt: "If there is a tie for who took most tricks, the players
    involved in the tie cut cards for the right to choose trumps." """
    state = start(2, TIE, Options(start_hand_size=2), cuts={1: "4H KD"})
    state, events = run(state, TIE_SCRIPT)
    (cut,) = of_kind(events, "cut")
    assert cut.purpose == "trump" and cut.winner == 1
    assert cut.rounds == (((0, parse_card("4H").index), (1, parse_card("KD").index)),)
    assert state.phase is Phase.CHOOSE_TRUMP and state.chooser == 1 == state.to_act


def test_equal_cut_cards_cut_again() -> None:
    """As specified: "ties cut (a re-cut on equal cards)" - ranks only, aces high."""
    state = start(2, TIE, Options(start_hand_size=2), cuts={1: "KH KD 3C 2H"})
    state, events = run(state, TIE_SCRIPT)
    (cut,) = of_kind(events, "cut")
    assert len(cut.rounds) == 2 and cut.winner == 0 == state.chooser
    assert cut.to_dict(None)["rounds"][0] == [{"seat": 0, "card": "KH"},
                                              {"seat": 1, "card": "KD"}]


def test_seeded_cut_draws_from_its_own_published_shuffle() -> None:
    """Each cut round draws from ``shuffled_indices(seed, "cut:<deal>:<round>")``, so a cut is
    as verifiable as a deal."""
    state, _ = new_game(2, Options(start_hand_size=2),
                        Setup(seed="cuts", forced_deals=forced(TIE).forced_deals))
    state, events = run(state, TIE_SCRIPT)
    (cut,) = of_kind(events, "cut")
    pack = shuffled_indices("cuts", "cut:1:1")
    assert cut.rounds[0] == ((0, pack[0]), (1, pack[1]))
    assert cut.label == "cut:1"


def test_tie_turns_a_card_for_trumps_instead() -> None:
    """004_cda4be257ddbf1c5.txt "Tie for Winner": "Some play that in case of a tie for winner,
    trumps are determined in the next deal by turning a card from the deck (as in the initial
    7-card deal)." """
    deals = {**TIE, 2: (["5H", "6H"], "7C")}
    state = start(2, deals, Options(start_hand_size=2, tie=TieRule.TURN_CARD))
    state, events = run(state, TIE_SCRIPT)
    assert not of_kind(events, "cut")
    assert state.phase is Phase.PLAY and str(state.turn_up_card) == "7C"
    assert of_kind(events, "trump_set")[-1].source == "turn_up"


def test_without_a_tie_the_turn_card_rule_still_lets_the_winner_choose() -> None:
    deals = {1: (["2C 3C", "AS KS"], "4S")}
    options = Options(start_hand_size=2, tie=TieRule.TURN_CARD, first_deal_safe=True)
    state, _ = autoplay(start(2, deals, options), until_deal=2)
    assert state.phase is Phase.CHOOSE_TRUMP and state.chooser == 1


def test_tie_with_a_turned_card_still_cuts_for_the_lead_when_the_winner_leads() -> None:
    """004 "Tie for Winner" with 003's "the player who won the most tricks in the previous round
    leads; ties are resolved by a cut"."""
    deals = {**TIE, 2: (["5H", "6H"], "7C")}
    options = Options(start_hand_size=2, tie=TieRule.TURN_CARD, lead=LeadRule.WINNER_LEADS)
    state = start(2, deals, options, cuts={1: "2D AD"})
    state, events = run(state, TIE_SCRIPT)
    (cut,) = of_kind(events, "cut")
    assert cut.purpose == "lead" and cut.winner == 1 == state.to_act
