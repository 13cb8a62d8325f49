"""Classic Whist scoring (001 "Scoring" and "Variations": honours, game to 5, 7 or 10, the
rubber, the tournament form).  Whole games use deals where one seat holds a whole suit
(``one_suit_each``): whoever holds every trump takes all 13 tricks however the cards are played,
so the outcome of each deal is known before the play.  The honours rules need other trick
counts: one is a whole deal with every card scripted, the rest are tested on ``settle_hand``,
the end of the hand the engine runs."""

from __future__ import annotations

from games.engine import whist
from games.engine.tricks.cards import mask_from_cards
from games.engine.whist import TrumpRule, WhistOptions
from games.engine.whist.scoring import settle_hand
from tests.engine.whist.helpers import of_kind, one_suit_each, play_hand, run, start

SPADES = 3


def test_the_side_with_more_tricks_scores_one_point_per_trick_over_six_and_five_is_game():
    """001 "Scoring": "the side which won more tricks scores 1 point for each trick they won in
    excess of 6.  The partnership which first reaches 5 points wins the game."  Dealer 3 holds
    every spade (AS turned up): side 1 takes 13 tricks, 7 points, game."""
    state, _ = start({1: one_suit_each("H D C S")}, first_dealer=3)
    assert whist.observe(state, 0).trump is not None and state.trump == SPADES
    state, events = play_hand(state)
    scored = of_kind(events, "hand_scored")[0]
    assert scored.side_tricks == (0, 13) and scored.trick_points == 7
    assert state.is_over and state.winner == 1 and state.positions == (2, 1, 2, 1)
    assert of_kind(events, "game_ended")[0].to_dict(None)["winning_seats"] == [1, 3]


def test_long_whist_is_ten_points_and_the_game_goes_on_until_reached():
    """001 "Scoring": "'Long Whist' in which game was 10 points": 7 points leave the game
    running; the next deal (dealer 0, who holds every heart) takes side 0 to 7, then side 1's
    third deal makes 14."""
    options = WhistOptions(game_points=10)
    state, _ = start({1: one_suit_each("H D C S"), 2: one_suit_each("H D C S"),
                      3: one_suit_each("C D S H")}, options, first_dealer=3)
    state, _ = play_hand(state)
    assert not state.is_over and state.scores == (0, 7) and state.dealer == 0
    state, _ = play_hand(state)
    assert not state.is_over and state.scores == (7, 7)
    state, _ = play_hand(state)  # dealer 1 holds the hearts: side 1 reaches 14
    assert state.is_over and state.winner == 1 and state.scores == (7, 14)


def test_american_game_is_seven_points():
    """001 "Scoring": "In America a target of 7 was customary."  Seven points are game."""
    state, _ = start({1: one_suit_each("H D C S")}, whist.preset("american"), first_dealer=3)
    state, _ = play_hand(state)
    assert state.is_over and state.scores == (0, 7)
    state, _ = start({1: one_suit_each("H D C S")}, WhistOptions(game_points=8), first_dealer=3)
    state, _ = play_hand(state)
    assert not state.is_over


def test_four_honours_score_four_at_the_end_of_the_play():
    """001 "Honours": "A partnership which between them held all four honours ... score an
    extra 4 points, which they claim at the end of the play."  Long Whist with honours: 7 for
    the tricks and 4 for A K Q J of spades make 11 of 10."""
    state, _ = start({1: one_suit_each("H D C S")}, whist.preset("long_whist"), first_dealer=3)
    state, events = play_hand(state)
    scored = of_kind(events, "hand_scored")[0]
    assert (scored.honours_side, scored.honours_held, scored.honours_points) == (1, 4, 4)
    assert state.scores == (0, 11) and state.is_over


def test_three_honours_score_two_in_a_whole_deal_the_other_side_wins_on_tricks():
    """001 "Honours": "A side which held three of the four honours can claim 2 points", and
    "the side which won more tricks scores 1 point for each trick they won in excess of 6".
    Dealer 1 turns up the QS: spades are trumps.  Side 1 holds AS KS QS (seat 1), side 0 the
    JS (seat 0).  Side 1 takes its three trumps and two hearts, side 0 the other eight tricks:
    2 points each."""
    deal = ["2S 3S 4S 5S 6S 7S 8S 9S TS JS 2H 3H AC",
            "AS KS 5H 6H 7H 8H 9H TH JH QH KH AH QS",
            "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
            "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 4H"]
    state, _ = start({1: (deal, "QS")}, whist.preset("classic_honours"), first_dealer=1)
    assert state.trump == SPADES
    state, events = run(state, " ".join((
        "2:2D 3:3C 0:2S 1:5H",   # eldest leads; seat 0 ruffs
        "0:3S 1:AS 2:3D 3:4C",   # the ace of trumps
        "1:KS 2:4D 3:5C 0:4S",
        "1:QS 2:5D 3:6C 0:5S",
        "1:AH 2:6D 3:4H 0:2H",   # hearts: seat 0 must follow
        "1:KH 2:7D 3:7C 0:3H",
        "1:QH 2:8D 3:8C 0:6S",   # seat 0 is out of hearts and ruffs
        "0:7S 1:JH 2:9D 3:9C", "0:8S 1:TH 2:TD 3:TC", "0:9S 1:9H 2:JD 3:JC",
        "0:TS 1:8H 2:QD 3:QC", "0:JS 1:7H 2:KD 3:KC", "0:AC 1:6H 2:AD 3:2C")))
    scored = of_kind(events, "hand_scored")[0]
    assert scored.side_tricks == (8, 5) and scored.trick_points == 2
    assert (scored.honours_side, scored.honours_held, scored.honours_points) == (1, 3, 2)
    assert state.scores == (2, 2) and not state.is_over


def _dealt(seat0: str = "", seat1: str = "") -> tuple[int, int, int, int]:
    """Only the honours matter to the count: the cards named for seats 0 and 1."""
    return (mask_from_cards(seat0.split()), mask_from_cards(seat1.split()), 0, 0)


def _settle(tricks: tuple[int, int, int, int], dealt: tuple[int, int, int, int],
            scores: tuple[int, int], trump: int = SPADES, options: WhistOptions | None = None):
    events: list = []
    settled = settle_hand(options or WhistOptions(honours=True), 3, 1, tricks, dealt, trump,
                          scores, (0, 0), (0, 0), events)
    return settled, events[0]


def test_three_honours_score_two_and_four_score_four():
    """001 "Honours": "A side which held three of the four honours can claim 2 points"."""
    settled, scored = _settle((4, 1, 4, 4), _dealt(seat1="AS KS QS"), (0, 0))  # 8 tricks to 5
    assert settled.scores == (2, 2) and scored.honours_points == 2
    settled, _ = _settle((4, 1, 4, 4), _dealt(seat1="AS KS QS JS"), (0, 0))
    assert settled.scores == (2, 4)
    settled, _ = _settle((4, 1, 4, 4), _dealt(seat0="AS KS", seat1="QS JS"), (0, 0))
    assert settled.scores == (2, 0)  # two each: nobody scores
    settled, _ = _settle((4, 1, 4, 4), _dealt(seat1="AS KS QS JS"), (0, 0),
                         options=WhistOptions())
    assert settled.scores == (2, 0)  # honours not counted unless the option is on


def test_a_side_already_on_four_points_cannot_score_honours():
    """001 "Honours": "A team which at the start of the [deal] already has 4 points towards the
    5 required for game cannot score honours on that deal."  Side 0 starts on 4 holding all
    four honours; side 1 takes 7 tricks."""
    settled, scored = _settle((3, 4, 3, 3), _dealt(seat0="AS KS QS JS"), (4, 0))
    assert settled.scores == (4, 1) and not settled.over
    assert scored.honours_points == 0 and scored.honours_barred == "one_short_of_game"
    # On 3 at the start it may: 3 + 4 = 7, game.
    settled, _ = _settle((3, 4, 3, 3), _dealt(seat0="AS KS QS JS"), (3, 0))
    assert settled.over and settled.winner == 0


def test_tricks_are_scored_before_honours_so_the_tricks_side_wins_the_race():
    """001 "Honours": "If on the same deal one side scores for tricks and the other side scores
    honours, the tricks are scored first.  That means that if both sides would have reached 5
    or more points, it is the side scoring for tricks that wins the game."  Side 0 (on 3, four
    honours: would make 7) against side 1 (on 2, nine tricks: makes 5)."""
    settled, scored = _settle((2, 5, 2, 4), _dealt(seat0="AS KS QS JS"), (3, 2))
    assert settled.over and settled.winner == 1 and settled.scores == (3, 5)
    assert scored.honours_barred == "game_won_by_tricks"


def test_no_honours_in_a_no_trump_hand():
    settled, scored = _settle((4, 1, 4, 4), _dealt(seat1="AS KS QS JS"), (0, 0), trump=-1)
    assert settled.scores == (2, 0) and scored.honours_side == -1


SEQUENCE = WhistOptions(trumps=TrumpRule.SEQUENCE)


def test_a_rubber_won_two_games_to_love():
    """001 "Scoring": "it was usual to play a rubber which was the best of three games - that is,
    the winners were the first side to win two games."  Trumps in sequence (hearts, then
    diamonds); seat 1 holds every heart, then seat 3 every diamond."""
    options = WhistOptions(trumps=TrumpRule.SEQUENCE, rubber=True)
    state, _ = start({1: one_suit_each("S H D C"), 2: one_suit_each("S H C D")}, options)
    state, events = play_hand(state)
    assert of_kind(events, "game_won")[0].side == 1 and not state.is_over
    assert state.scores == (0, 0) and state.games == (0, 1) and state.game_no == 2
    state, events = play_hand(state)
    assert state.is_over and state.games == (0, 2) and state.winner == 1
    assert of_kind(events, "game_ended")[0].reason == "rubber"


def test_a_rubber_won_two_games_to_one():
    """The same rubber going to a third game: side 0 (seat 0: hearts), side 1 (seat 1:
    diamonds), side 0 (seat 2: spades)."""
    options = WhistOptions(trumps=TrumpRule.SEQUENCE, rubber=True)
    state, _ = start({1: one_suit_each("H S D C"), 2: one_suit_each("H D S C"),
                      3: one_suit_each("H D S C")}, options)
    games = []
    while not state.is_over:
        state, events = play_hand(state)
        games += [e.side for e in of_kind(events, "game_won")]
    assert games == [0, 1, 0] and state.games == (2, 1) and state.positions == (1, 2, 1, 2)


def test_trumps_in_a_fixed_sequence_with_every_fifth_hand_no_trump():
    """001 "Determination of Trumps": "for the first deal hearts are trumps, for the second
    deal diamonds, then spades, then clubs, then hearts again ... It is also possible to
    introduce no trumps into the sequence - so that every fifth hand is played without
    trumps."  No card is turned up.  In the no-trump fifth hand the eldest hand (seat 0, all
    spades) wins every trick with the suit it leads."""
    options = WhistOptions(trumps=TrumpRule.SEQUENCE, no_trump_fifth=True, deals=6)
    deals = {n: one_suit_each("S H D C") for n in range(1, 7)}
    state, events = start(deals, options, first_dealer=3)
    trumps, scored = [], []
    while not state.is_over:
        assert whist.observe(state, 0).turn_up is None and state.turn_up == -1
        trumps.append(of_kind(events, "trump_set")[-1].to_dict(None)["trump"])
        state, events = play_hand(state)
        scored += of_kind(events, "hand_scored")
    assert trumps == ["H", "D", "S", "C", None, "H"]
    assert scored[4].deal_no == 5 and scored[4].side_tricks == (13, 0)
    assert [whist.sequence_trump(SEQUENCE, n) for n in range(1, 6)] == [2, 1, 3, 0, 2]


def test_tournament_form_plays_a_fixed_number_of_deals_and_totals_odd_tricks():
    """001: "it is usual to play a fixed number of deals, rather than a game.  Each player's
    score is the total number of odd tricks (tricks above six) that their side has taken over
    the deals played."  Three deals, trumps in sequence: hearts to side 1 (seat 1), diamonds to
    side 0 (seat 2), spades to side 0 (seat 0): 14 to 7; no game ends it early."""
    options = WhistOptions(trumps=TrumpRule.SEQUENCE, deals=3)
    state, _ = start({1: one_suit_each("S H D C"), 2: one_suit_each("S H D C"),
                      3: one_suit_each("S H D C")}, options)
    state, _ = play_hand(state)
    assert state.totals == (0, 7) and not state.is_over  # 7 points, but no game in this form
    state, _ = play_hand(state)
    state, events = play_hand(state)
    assert state.is_over and state.totals == (14, 7) and state.winner == 0
    assert of_kind(events, "game_ended")[0].reason == "deals"
    assert whist.observe(state, 3).totals == (14, 7)


def test_a_drawn_tournament_ranks_everyone_first():
    options = WhistOptions(trumps=TrumpRule.SEQUENCE, deals=2)
    state, _ = start({1: one_suit_each("S H D C"), 2: one_suit_each("S H D C")}, options)
    state, _ = play_hand(state)
    state, _ = play_hand(state)
    assert state.totals == (7, 7) and state.winner == -1 and state.positions == (1, 1, 1, 1)
