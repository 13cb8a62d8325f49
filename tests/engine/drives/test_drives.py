"""Whist drives: the movement, the committed deals and the drive table.

001 ("Scoring"): "When playing a tournament ... it is usual to play a fixed number of deals,
rather than a game. Each player's score is the total number of odd tricks (tricks above six)
that their side has taken over the deals played."
"""

from __future__ import annotations

import hashlib
from collections import Counter
from itertools import combinations

import pytest

from games.engine.drives import (
    FIXED,
    PROGRESSIVE,
    DealResult,
    KnockoutResult,
    deal_seed,
    drive_commitment,
    drive_table,
    movement,
    odd_tricks,
)


@pytest.mark.parametrize("tables", [1, 2, 3, 4])
@pytest.mark.parametrize("kind", [FIXED, PROGRESSIVE])
def test_every_entrant_sits_once_a_round(kind: str, tables: int) -> None:
    for sitting in movement(kind, tables=tables, rounds=5):
        seated = [e for table in sitting for e in table.seats]
        assert sorted(seated) == list(range(4 * tables))


@pytest.mark.parametrize("tables", [2, 3, 4, 5])
def test_fixed_pairs_meet_every_other_pair_once(tables: int) -> None:
    rounds = movement(FIXED, tables=tables, rounds=2 * tables - 1)
    meetings = Counter()
    north_south = Counter()
    for sitting in rounds:
        for table in sitting:
            ns, ew = table.pairs
            assert {table.seats[0], table.seats[2]} == {2 * ns, 2 * ns + 1}
            assert {table.seats[1], table.seats[3]} == {2 * ew, 2 * ew + 1}
            meetings[frozenset((ns, ew))] += 1
            north_south[ns] += 1
    assert set(meetings) == {frozenset(p) for p in combinations(range(2 * tables), 2)}
    assert set(meetings.values()) == {1}
    # Nobody holds the north-south cards of the duplicate deal every round.
    assert max(north_south.values()) < 2 * tables - 1


@pytest.mark.parametrize("tables", [1, 2, 3])
def test_progressive_partners_change_every_round(tables: int) -> None:
    partners = Counter()
    for sitting in movement(PROGRESSIVE, tables=tables, rounds=4 * tables - 1):
        for table in sitting:
            partners[frozenset((table.seats[0], table.seats[2]))] += 1
            partners[frozenset((table.seats[1], table.seats[3]))] += 1
    assert set(partners.values()) == {1}
    assert len(partners) == (4 * tables) * (4 * tables - 1) // 2


def test_an_unknown_movement_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown movement"):
        movement("howell", tables=2, rounds=3)
    with pytest.raises(ValueError):
        movement(FIXED, tables=0, rounds=3)


def test_every_table_plays_the_rounds_deal_committed_in_advance() -> None:
    seed = "drive-seed"
    assert drive_commitment(seed) == hashlib.sha256(b"drive-seed").hexdigest()
    seeds = [deal_seed(seed, r) for r in (1, 2, 3)]
    assert len(set(seeds)) == 3
    assert deal_seed(seed, 2) == seeds[1]  # the same for every table that asks
    assert deal_seed("other", 1) != seeds[0]


def test_odd_tricks_are_the_tricks_above_six() -> None:
    assert [odd_tricks(t) for t in (0, 6, 7, 9, 13)] == [0, 0, 1, 3, 7]
    with pytest.raises(ValueError):
        DealResult(1, 0, 1, (7, 7))


def test_two_tables_three_rounds_fixed_pairs_hand_computed() -> None:
    """Round 1: pairs 3 v 0 at table 0 and 2 v 1 at table 1 (north-south first); round 2:
    1 v 3 and 2 v 0; round 3: 3 v 2 and 1 v 0. One deal a round; the tricks of north-south
    and east-west at each table."""
    rounds = movement(FIXED, tables=2, rounds=3)
    assert [[t.pairs for t in s] for s in rounds] == [[(3, 0), (2, 1)], [(1, 3), (2, 0)],
                                                      [(3, 2), (1, 0)]]
    results = [
        DealResult(1, 0, 1, (8, 5)), DealResult(1, 1, 1, (6, 7)),
        DealResult(2, 0, 1, (9, 4)), DealResult(2, 1, 1, (7, 6)),
        DealResult(3, 0, 1, (4, 9)), DealResult(3, 1, 1, (7, 6)),
    ]
    # Odd tricks a round: pair 0: 0, 0, 0 (tricks 5 + 6 + 6 = 17); pair 1: 1, 3, 1 (7+9+7=23);
    # pair 2: 0, 1, 3 (6+7+9=22); pair 3: 2, 0, 0 (8+4+4=16).
    pairs = drive_table(rounds, results, by_pair=True)
    assert [(r.place, r.entrant, r.score, r.tricks, r.by_round) for r in pairs] == [
        (1, 1, 5, 23, (1, 3, 1)), (2, 2, 4, 22, (0, 1, 3)),
        (3, 3, 2, 16, (2, 0, 0)), (4, 0, 0, 17, (0, 0, 0))]
    players = drive_table(rounds, results)
    assert [(r.place, r.entrant, r.score) for r in players[:4]] == [
        (1, 2, 5), (1, 3, 5), (3, 4, 4), (3, 5, 4)]  # partners share their pair's place


def test_ties_go_to_tricks_then_countback_then_are_shared() -> None:
    rounds = movement(FIXED, tables=1, rounds=2)
    # North-south take 7 tricks in both rounds, and the pairs change direction: each pair
    # scores 1 with 13 tricks, and the last round decides (countback).
    assert [s[0].pairs for s in rounds] == [(0, 1), (1, 0)]
    by_pair = drive_table(rounds, [DealResult(1, 0, 1, (7, 6)), DealResult(2, 0, 1, (7, 6))],
                          by_pair=True)
    assert [(r.entrant, r.score, r.tricks, r.place) for r in by_pair] == [
        (1, 1, 13, 1), (0, 1, 13, 2)]
    # Nothing separates them: a shared first place.
    level = drive_table(rounds, [DealResult(1, 0, 1, (7, 6)), DealResult(1, 0, 2, (6, 7))],
                        by_pair=True)
    assert [r.place for r in level] == [1, 1]


def test_a_knockout_table_scores_the_players_knocked_out_before_each_seat() -> None:
    """004: "if all but one of the players are knocked out before this, the surviving player
    is the winner". Seat 2 wins; seats 0 and 3 are knocked out in the same deal (positions 2,
    2) after seat 1 (position 4): the winner outlasted three, seats 0 and 3 one, seat 1 none."""
    result = KnockoutResult(1, 0, positions=(2, 4, 1, 2), tricks=(9, 3, 14, 8))
    assert result.seat_scores() == ((1, 9), (0, 3), (3, 14), (1, 8))
    with pytest.raises(ValueError):
        KnockoutResult(1, 0, positions=(2, 2, 3, 4), tricks=(1, 1, 1, 1))  # no winner


def test_a_knockout_drive_of_two_tables_and_two_rounds_hand_computed() -> None:
    """Progressive movement, 8 entrants. Round 1 seats entrants (7, 1, 0, 6) and (2, 3, 5, 4);
    round 2 (7, 2, 1, 0) and (3, 4, 6, 5). Each table's finishing positions and tricks."""
    rounds = movement(PROGRESSIVE, tables=2, rounds=2)
    assert [[t.seats for t in s] for s in rounds] == [[(7, 1, 0, 6), (2, 3, 5, 4)],
                                                      [(7, 2, 1, 0), (3, 4, 6, 5)]]
    results = [
        KnockoutResult(1, 0, (1, 2, 3, 4), (12, 8, 5, 2)),   # 7: 3, 1: 2, 0: 1, 6: 0
        KnockoutResult(1, 1, (4, 1, 2, 2), (1, 13, 7, 6)),   # 2: 0, 3: 3, 5: 1, 4: 1
        KnockoutResult(2, 0, (2, 2, 4, 1), (6, 7, 2, 14)),   # 7: 1, 2: 1, 1: 0, 0: 3
        KnockoutResult(2, 1, (1, 3, 2, 4), (15, 4, 9, 1)),   # 3: 3, 4: 1, 6: 2, 5: 0
    ]
    # Totals, score (tricks) [by round]: 3: 6 (28) [3, 3]; 0: 4 (19) [1, 3]; 7: 4 (18) [3, 1];
    # 6: 2 (11) [0, 2]; 4: 2 (10) [1, 1]; 1: 2 (10) [2, 0]; 2: 1 (8) [0, 1]; 5: 1 (8) [1, 0].
    # 0 before 7 on tricks; 4 before 1 and 2 before 5 on countback (the last round first).
    table = drive_table(rounds, results)
    assert [(r.place, r.entrant, r.score, r.tricks, r.by_round) for r in table] == [
        (1, 3, 6, 28, (3, 3)), (2, 0, 4, 19, (1, 3)), (3, 7, 4, 18, (3, 1)),
        (4, 6, 2, 11, (0, 2)), (5, 4, 2, 10, (1, 1)), (6, 1, 2, 10, (2, 0)),
        (7, 2, 1, 8, (0, 1)), (8, 5, 1, 8, (1, 0))]
