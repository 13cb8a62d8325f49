"""The house rules, each on a forced deal, quoting the rules text it checks.

Card exchange, the rainbow and the money game are from the pagat page
(004_cda4be257ddbf1c5.txt); "no picture, no play" and the rainbow that wins a hand from the
encyclopedia article (002_b1d75d3f4f47fc2d.txt); the trump vote from the rules site
(003_e7338a01b0eedab7.txt).  Decisions the texts leave open are in games/engine/variants.md.
"""

from __future__ import annotations

import json
import random

import pytest

from games.engine import (
    ALL,
    BUY,
    DECLARE,
    DECLINE,
    PASS,
    PLAY_BLIND,
    CannotDeclare,
    CardNotInHand,
    Exchange,
    InvalidOptions,
    MalformedAction,
    NoBlindCard,
    Options,
    Phase,
    RainbowRule,
    SeatStatus,
    Setup,
    Suit,
    TooManyDiscards,
    VoteTrump,
    WrongDecision,
    action_from_dict,
    apply,
    legal_actions,
    new_game,
    observe,
    parse_card,
    play,
    preset,
    redact_event_dict,
    state_from_dict,
    state_to_dict,
)
from games.engine.knockout.house.money import may_buy as _may_buy
from games.engine.knockout.sim import UnsupportedPhase, apply_move, random_move, sim_from_state
from games.engine.options import LeadRule
from games.engine.tricks.cards import CARD_NAMES
from tests.engine.helpers import hand, of_kind, run, start

IN, DOG, OUT = SeatStatus.IN, SeatStatus.DOGS_LIFE, SeatStatus.OUT


def cards(text: str) -> tuple:
    return tuple(parse_card(c) for c in text.split())


def act(state, action, seat=None):
    return apply(state, action, seat=state.to_act if seat is None else seat)


# --- card exchange (004) -----------------------------------------------------------------------
EXCHANGE = Options(start_hand_size=3, card_exchange=True)
DEAL_X = (["2C 3C 4C", "AS KS QS", "2D 3D 4D"], "2H")


def test_exchange_after_trumps_in_turn_from_the_eldest_hand() -> None:
    """004_cda4be257ddbf1c5.txt: "Some play that after trumps are chosen, each player may
    discard 1, 2 or 3 cards and be dealt an equal number of replacement cards before play
    begins. These cards must all be discarded at once"."""
    state = start(3, {1: DEAL_X}, EXCHANGE)
    assert state.phase is Phase.EXCHANGE and state.to_act == 1  # dealer 0: seat 1 is eldest
    assert observe(state, 1).decision == "exchange"
    top = state.stock[:2]
    state, events = act(state, Exchange(cards("QS KS")))
    assert state.hands[1] == parse_card("AS").bit | (1 << top[0]) | (1 << top[1])
    (ex,) = of_kind(events, "exchanged")
    assert ex.to_dict(1)["discarded"] == ["QS", "KS"] and len(ex.to_dict(1)["drawn"]) == 2
    assert "discarded" not in ex.to_dict(2) and ex.to_dict(None)["count"] == 2
    assert observe(state, 1).discarded == cards("QS KS") and observe(state, 2).discarded == ()
    assert state.to_act == 2
    state, _ = act(state, Exchange(()))
    state, _ = act(state, Exchange(cards("2C")))
    assert state.phase is Phase.PLAY and state.to_act == 1  # eldest leads
    assert observe(state, None).exchanged == (1, 2, 0)


def test_discarding_nothing_is_always_allowed_and_more_than_three_never() -> None:
    """004_cda4be257ddbf1c5.txt: "A player is always allowed to discard nothing and play with
    the cards he or she was dealt." and "each player may discard 1, 2 or 3 cards"."""
    state = start(3, {1: (["2C 3C 4C 5C", "AS KS QS JS", "2D 3D 4D 5D"], "2H")},
                  Options(start_hand_size=4, card_exchange=True))
    legal = legal_actions(state)
    assert Exchange(()) in legal and max(len(a.cards) for a in legal) == 3
    assert len(legal) == 1 + 4 + 6 + 4
    with pytest.raises(TooManyDiscards) as info:
        act(state, Exchange(cards("AS KS QS JS")))
    assert info.value.code == "too_many_discards"
    with pytest.raises(CardNotInHand):
        act(state, Exchange(cards("2C")))


def test_exchange_is_limited_by_the_cards_held_and_the_stock() -> None:
    """004_cda4be257ddbf1c5.txt: "Obviously when only 2 cards each are dealt, only 1 or 2 can be
    discarded".  When the stock runs short (seven players of seven cards leave two after the
    turn-up), a player may discard only as many as the stock can still replace."""
    state, _ = new_game(7, Options(card_exchange=True), Setup(seed="short"))
    assert len(state.stock) == 2
    assert max(len(a.cards) for a in legal_actions(state)) == 2
    state, _ = act(state, next(a for a in legal_actions(state) if len(a.cards) == 2))
    assert legal_actions(state) == (Exchange(()),)
    with pytest.raises(TooManyDiscards):
        act(state, Exchange((state.hand(state.to_act)[0],)))
    two = start(2, {1: (["2C 3C", "AS KS"], "2H")}, Options(start_hand_size=2,
                                                             card_exchange=True))
    assert max(len(a.cards) for a in legal_actions(two)) == 2


def test_exchange_json_forms() -> None:
    assert Exchange(cards("KS 2C")).to_dict() == {"type": "exchange", "cards": ["2C", "KS"]}
    assert action_from_dict({"type": "exchange", "cards": ["KS", "2C"]}) == \
        Exchange(cards("2C KS"))
    assert action_from_dict({"type": "exchange", "cards": []}) == Exchange(())
    for bad in ({"type": "exchange"}, {"type": "exchange", "cards": "2C"},
                {"type": "exchange", "cards": ["2C", "2C"]}):
        with pytest.raises(MalformedAction):
            action_from_dict(bad)


# --- rainbow (004 / 002) -------------------------------------------------------------------------
RAINBOW_DEAL = (["2C 3D 4H 5S", "AS KS QS JS", "6C 7C 8C 9C"], "2H")


def test_a_rainbow_wins_the_game_under_the_pagat_reading() -> None:
    """004_cda4be257ddbf1c5.txt: "Some play that in the four-card deal, if a player is dealt a
    'rainbow' - four cards of different suits - that player wins the game immediately." """
    state = start(3, {1: RAINBOW_DEAL}, Options(start_hand_size=4,
                                                rainbow=RainbowRule.WINS_GAME))
    assert state.phase is Phase.DECLARE_RAINBOW
    # Every seat is asked in turn from the eldest; only the holder may declare.
    assert state.to_act == 1 and legal_actions(state) == (PASS,)
    with pytest.raises(CannotDeclare) as info:
        act(state, DECLARE)
    assert info.value.code == "cannot_declare"
    state, _ = act(state, PASS)
    state, _ = act(state, PASS)
    assert state.to_act == 0 and legal_actions(state) == (DECLARE, PASS)
    assert observe(state, 1).decision == "declare_rainbow"
    state, events = act(state, DECLARE)
    assert state.is_over and state.winner == 0
    assert of_kind(events, "game_ended")[0].reason == "rainbow"


def test_several_rainbows_cut_for_the_win() -> None:
    """004_cda4be257ddbf1c5.txt: "If two or more players are dealt rainbows, cards are cut to
    decide which of them wins." """
    deal = (["2C 3D 4H 5S", "AS KS QS JS", "6C 7D 8H 9S"], "2H")
    state = start(3, {1: deal}, Options(start_hand_size=4, rainbow=RainbowRule.WINS_GAME),
                  cuts={1: "3C KC"})
    for action in (PASS, DECLARE, DECLARE):
        state, events = act(state, action)
    (cut,) = of_kind(events, "cut")
    assert cut.label == "rainbow:1" and cut.purpose == "rainbow" and cut.winner == 0
    assert state.winner == 0


def test_without_an_opt_out_a_rainbow_holder_may_still_pass() -> None:
    state = start(3, {1: RAINBOW_DEAL}, Options(start_hand_size=4,
                                                rainbow=RainbowRule.WINS_GAME))
    for _ in range(3):
        state, _ = act(state, PASS)
    assert state.phase is Phase.PLAY and state.to_act == 1


def test_a_rainbow_wins_the_hand_under_the_encyclopedia_reading() -> None:
    """002_b1d75d3f4f47fc2d.txt: "when the deal count is at four, any player holding one of
    each suit ... declares that they have "rainbow" and automatically wins that round with no
    cards played. The card count then goes down to three."  Nobody plays a card, so nobody is
    knocked out, and the holder calls the next trump ("cut to select who calls trump")."""
    state = start(3, {1: RAINBOW_DEAL}, Options(start_hand_size=4, dogs_life=False,
                                                rainbow=RainbowRule.WINS_HAND))
    for action in (PASS, PASS, DECLARE):
        state, events = act(state, action)
    (ended,) = of_kind(events, "hand_ended")
    assert ended.knocked_out == () and ended.tricks == (0, 0, 0)
    assert of_kind(events, "rainbow")[0].to_dict(None)["reading"] == "wins_hand"
    assert state.status == (IN, IN, IN) and state.deal_no == 2 and state.hand_size == 3
    assert state.phase is Phase.CHOOSE_TRUMP and state.to_act == 0


def test_a_rainbow_made_by_exchanging_never_counts() -> None:
    """004_cda4be257ddbf1c5.txt: "it should not be possible to win with a rainbow obtained by
    exchanging cards": rainbows are declared on the cards dealt, before the exchange."""
    state = start(3, {1: RAINBOW_DEAL}, Options(start_hand_size=4, card_exchange=True,
                                                rainbow=RainbowRule.WINS_GAME))
    assert state.phase is Phase.DECLARE_RAINBOW
    for _ in range(3):
        state, _ = act(state, PASS)
    assert state.phase is Phase.EXCHANGE


# --- "no picture, no play" (002) -----------------------------------------------------------------
NO_PICTURE = Options(start_hand_size=6, dogs_life=False, no_picture_redeal=True)
DEAL_NP = (["2C 3C 4C 5C 6C 7C", "AS KS QS JS 10S 9S", "2D 3D 4D 5D 6D TH"], "8H")


def test_no_picture_no_play_redeals_with_a_new_label() -> None:
    """002_b1d75d3f4f47fc2d.txt: "until the card count is at 5 a player can declare "no
    picture, no play" if no card in their hand is higher than a ten. All cards are turned in
    and the round is re dealt." """
    state = start(3, {1: DEAL_NP}, NO_PICTURE)
    assert state.phase is Phase.DECLARE_NO_PICTURE and state.to_act == 1
    assert legal_actions(state) == (PASS,)
    with pytest.raises(CannotDeclare):
        act(state, DECLARE)
    state, _ = act(state, PASS)
    assert state.to_act == 2 and legal_actions(state) == (DECLARE, PASS)
    assert observe(state, 2).decision == "declare_no_picture"
    state, events = act(state, DECLARE)
    (dealt,) = of_kind(events, "dealt")
    assert dealt.label == "deal:1:redeal:1" and dealt.dealer == 0 and state.dealer == 0
    assert state.redeals == 1 and state.deal_no == 1 and state.hand_size == 6
    assert of_kind(events, "trump_set")[0].source == "turn_up"  # a new card is turned up
    assert sorted(c for h in state.hands for c in range(52) if h >> c & 1) != \
        sorted(parse_card(c).index for h in DEAL_NP[0] for c in h.split())


def test_no_picture_stops_at_five_cards() -> None:
    """002: "until the card count is at 5": hands of five cards or fewer are played as dealt."""
    state = start(3, {1: (["2C 3C 4C 5C 6C", "AS KS QS JS TS", "2D 3D 4D 5D 6D"], "8H")},
                  Options(start_hand_size=5, dogs_life=False, no_picture_redeal=True))
    assert state.phase is Phase.PLAY


# --- the trump vote (003) -----------------------------------------------------------------------
VOTE = Options(start_hand_size=3, dogs_life=False, trump_vote=True)
# Seat 1 (eldest) takes two tricks, seat 2 one, seats 3 and 0 none: they are knocked out.
DEAL_V = (["5C 6C 7C", "AS KS 2D", "AD KD QD", "2C 3C 4C"], "2H")
SCRIPT_V = "1:AS 2:QD 3:2C 0:5C 1:KS 2:KD 3:3C 0:6C 1:2D 2:AD 3:4C 0:7C"
DEAL_V2 = (["", "2S 3S", "4S 5S", ""], None)


def vote_game():
    state = start(4, {1: DEAL_V, 2: DEAL_V2}, VOTE)
    state, _ = run(state, SCRIPT_V)
    return state


def test_knocked_out_players_vote_in_seat_order_and_the_plurality_wins() -> None:
    """003_e7338a01b0eedab7.txt: "Some houses let eliminated players vote on the next trump to
    keep them involved." """
    state = vote_game()
    assert state.status == (OUT, IN, IN, OUT)
    assert state.phase is Phase.VOTE_TRUMP and state.to_act == 0
    assert observe(state, 0).decision == "vote_trump" and observe(state, 1).trump is None
    state, events = act(state, VoteTrump(Suit.HEARTS))
    assert state.to_act == 3
    # The vote is secret until the tally: others see that seat 0 voted, not what.
    assert observe(state, 3).voted == (0,) and observe(state, 3).my_vote is None
    assert observe(state, 0).my_vote is Suit.HEARTS
    assert "H" not in json.dumps(observe(state, 3).to_dict()["voted"])
    (cast,) = of_kind(events, "vote_cast")
    assert "suit" not in cast.to_dict(None) and "suit" not in cast.to_dict(3)
    assert cast.to_dict(0)["suit"] == "H" and cast.to_dict(ALL)["suit"] == "H"
    assert redact_event_dict(cast.to_dict(ALL), 3) == cast.to_dict(3)
    state, events = act(state, VoteTrump(Suit.HEARTS))
    (tally,) = of_kind(events, "votes_tallied")
    assert tally.to_dict(None)["votes"] == [{"seat": 0, "suit": "H"}, {"seat": 3, "suit": "H"}]
    assert of_kind(events, "trump_set")[0].source == "vote"
    assert state.phase is Phase.PLAY and state.trump == int(Suit.HEARTS)
    assert state.to_act == 2  # the eldest hand of deal 2 leads as usual


def test_a_tied_vote_or_no_votes_leaves_the_choice_with_the_most_tricks_winner() -> None:
    """As specified: "a tie or no votes leaves the choice with the most-tricks winner"."""
    state = vote_game()
    state, _ = act(state, VoteTrump(Suit.HEARTS))
    state, _ = act(state, VoteTrump(Suit.DIAMONDS))
    assert state.phase is Phase.CHOOSE_TRUMP and state.to_act == 1
    state = vote_game()
    state, _ = act(state, VoteTrump(None))
    state, events = act(state, VoteTrump(None))
    assert of_kind(events, "votes_tallied")[0].trump == -1
    assert state.phase is Phase.CHOOSE_TRUMP and state.to_act == 1
    with pytest.raises(WrongDecision):
        act(vote_game(), play("2S"), seat=0)


def test_vote_json_forms() -> None:
    assert VoteTrump(Suit.SPADES).to_dict() == {"type": "vote_trump", "suit": "S"}
    assert action_from_dict({"type": "vote_trump", "suit": None}) == VoteTrump(None)
    with pytest.raises(MalformedAction):
        action_from_dict({"type": "vote_trump"})
    with pytest.raises(MalformedAction):
        action_from_dict({"type": "vote_trump", "suit": "X"})
    for kind, action in (("declare", DECLARE), ("pass", PASS), ("buy", BUY),
                         ("decline", DECLINE), ("play_blind", PLAY_BLIND)):
        assert action_from_dict({"type": kind}) == action and action.to_dict() == {"type": kind}
        with pytest.raises(MalformedAction):
            action_from_dict({"type": kind, "extra": 1})


# --- the Guernsey money game (004) ----------------------------------------------------------------
GUERNSEY = Options(start_hand_size=4, money=True, lead=LeadRule.WINNER_FROM_DEAL_TWO)
MONEY_DEALS = {
    1: (["AS KS QS JS", "2C 3C 4C 5C"], "2H"),
    2: (["AS KS QS", "2C 3C 4C"], None),
    3: (["AS KS", "2C"], None),
    4: (["AS", "2S"], None),
}


def money_game(options: Options = GUERNSEY):
    state = start(2, MONEY_DEALS, options, first_dealer=1)  # seat 0 leads deal 1
    assert state.chips == (-1, -1) and state.pot == 2  # "All players chip in 1 unit"
    state, events = run(state, "0:AS 1:2C 0:KS 1:3C 0:QS 1:4C 0:JS 1:5C")
    return state, events


def test_the_first_zero_trick_player_is_offered_a_whole_hand_for_one_unit() -> None:
    """004_cda4be257ddbf1c5.txt: "All players who successfully win a trick in a round chip in
    again to play the next round." and "On the very first occasion that someone fails to win a
    trick they are offered the dog's life which is a 'whole hand' ... and is bought for one
    unit"."""
    state, events = money_game()
    assert of_kind(events, "lives_offered")[0].offers == ((1, "dogs_life"),)
    assert of_kind(events, "ante")[0].seats == (0,)
    assert state.phase is Phase.BUY and state.to_act == 1
    obs = observe(state, 0)
    assert obs.decision == "buy" and obs.offer == "dogs_life"
    assert obs.chips == (-2, -1) and obs.pot == 3 and obs.stake == 5
    assert legal_actions(state) == (BUY, DECLINE)
    state, events = act(state, BUY)
    assert of_kind(events, "life_bought")[0].to_dict(None)["life"] == "dogs_life"
    assert state.chips == (-2, -2) and state.pot == 4
    # "The winner of each round becomes the dealer, chooses trumps and also leads"
    assert state.dealer == 0 and state.phase is Phase.CHOOSE_TRUMP and state.to_act == 0
    assert state.status == (IN, IN) and state.hands[1].bit_count() == 3  # a whole hand
    assert observe(state, None).lives == (None, "dogs_life")


def test_declining_the_offer_knocks_the_player_out_and_the_survivor_takes_the_pot() -> None:
    """004_cda4be257ddbf1c5.txt: "The winner of the final round, or the last survivor of the
    game takes the pot." """
    state, _ = money_game()
    state, events = act(state, DECLINE)
    assert of_kind(events, "life_declined")[0].seat == 1
    assert state.is_over and state.winner == 0
    assert of_kind(events, "pot_won")[0].amount == 3
    assert state.chips == (1, -1) and state.pot == 0


def test_parish_then_blind_parish_and_the_blind_card_stays_hidden_until_played() -> None:
    """004_cda4be257ddbf1c5.txt: "Should a player with a dog's life fail again to win a trick,
    he is offered 'Parish' for the next round for the cost of 1 unit. That player is dealt a
    single card to be played to any trick in that round." and "should the 'Parish' card fail,
    the player can buy a 'Blind parish' for another unit, being another single card. This time
    the player cannot look at the card but may play it 'blind' to any trick in the round." """
    state, _ = money_game()
    state, _ = act(state, BUY)
    state, _ = run(state, "0:trump:S 0:AS 1:2C 0:KS 1:3C 0:QS 1:4C")
    assert state.phase is Phase.BUY and observe(state, 1).offer == "parish"
    state, _ = act(state, BUY)
    assert state.status == (IN, DOG) and hand(state, 1) == "2C"  # a single card
    state, events = run(state, "0:trump:S 0:AS 1:knock 0:KS")
    assert legal_actions(state) == (play("2C"),)  # played by the last trick
    state, _ = run(state, "1:2C")
    assert state.phase is Phase.BUY and observe(state, 1).offer == "blind_parish"
    state, events = act(state, BUY)
    assert state.chips == (-4, -4) and state.pot == 8

    # Deal 4: seat 1's one card is the 2S, which nobody may see before it is played.
    (dealt,) = of_kind(events, "dealt")
    assert dealt.blind == (1,)
    assert dealt.to_dict(1)["hands"] == {"1": [None]}
    assert dealt.to_dict(ALL)["hands"]["1"] == ["2S"]
    stored = json.loads(json.dumps(dealt.to_dict(ALL)))
    for viewer in (None, 0, 1):
        redacted = redact_event_dict(stored, viewer)
        assert redacted == dealt.to_dict(viewer) and "2S" not in json.dumps(redacted)
    assert redact_event_dict(stored, 0)["hands"] == {"0": ["AS"]}
    assert redact_event_dict(stored, ALL) == stored
    state, _ = run(state, "0:trump:S 0:AS")
    for seat in (None, 0, 1):
        text = json.dumps(observe(state, seat).to_dict())
        assert "2S" not in text
    mine = observe(state, 1)
    assert mine.hand == () and mine.hand_mask == 0 and mine.blind_cards == 1
    assert mine.hand_counts == (0, 1) and mine.decision == "play_blind"
    assert mine.legal_actions == (PLAY_BLIND,)
    with pytest.raises(CardNotInHand):  # the same refusal as for any card not held
        act(state, play("2S"))
    with pytest.raises(NoBlindCard):
        apply(start(2, MONEY_DEALS, GUERNSEY, first_dealer=1), PLAY_BLIND)
    state, events = act(state, PLAY_BLIND)
    assert of_kind(events, "card_played")[0].to_dict(None)["card"] == "2S"  # now face up
    assert state.is_over and state.winner == 0
    assert of_kind(events, "pot_won")[0].amount == 8 and state.chips == (4, -4)
    assert state_from_dict(json.loads(json.dumps(state_to_dict(state)))) == state


def test_only_the_first_occasion_earns_a_dogs_life_unless_every_player_may_buy_one() -> None:
    """004_cda4be257ddbf1c5.txt: "after this first occasion, no more dog's lives are offered to
    other players." and "Variant. Occasionally the game is played so that every player is
    entitled to take 1 dog's life, 1 Parish & 1 Blind parish if they wish." """
    assert _may_buy(GUERNSEY, 0, dogs_used=False)
    assert not _may_buy(GUERNSEY, 0, dogs_used=True)
    assert _may_buy(GUERNSEY, 1, dogs_used=True) and _may_buy(GUERNSEY, 2, dogs_used=True)
    assert not _may_buy(GUERNSEY, 3, dogs_used=True)
    all_lives = preset("guernsey_all_lives")
    assert _may_buy(all_lives, 0, dogs_used=True)
    assert not _may_buy(Options(money=True, dogs_life=False), 0, dogs_used=False)


def test_money_options_are_validated_and_presets_exist() -> None:
    for name in ("guernsey", "guernsey_all_lives", "pagat_card_exchange", "pagat_rainbow",
                 "encyclopedia_house", "rules_site_vote"):
        assert preset(name).to_dict()
    assert preset("guernsey").lead is LeadRule.WINNER_FROM_DEAL_TWO
    assert Options.from_dict({"rainbow": "wins_hand"}).rainbow is RainbowRule.WINS_HAND
    for bad in ({"rainbow": "sometimes"}, {"stake": "5p"}, {"money": 1}):
        with pytest.raises(InvalidOptions):
            Options.from_dict(bad)
    for options in (Options(money=True, stake=0), Options(money_all_lives=True)):
        with pytest.raises(InvalidOptions):
            options.validate(3)


# --- the lean path -------------------------------------------------------------------------------
def test_the_lean_path_refuses_the_phases_it_does_not_simulate() -> None:
    state = start(3, {1: DEAL_X}, EXCHANGE)
    sim = sim_from_state(state)
    with pytest.raises(UnsupportedPhase):
        random_move(sim, random.Random(1))
    with pytest.raises(UnsupportedPhase):
        apply_move(sim, state.hands[1].bit_length() - 1)


def test_default_options_keep_every_house_field_unused() -> None:
    state, _ = new_game(4, setup=Setup(seed="plain"))
    while not state.is_over:
        state, _ = apply(state, legal_actions(state)[0])
        assert state.house == state.house.__class__()
    assert CARD_NAMES  # the record of a plain game is unchanged in shape
