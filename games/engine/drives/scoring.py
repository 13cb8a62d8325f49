"""Score cards and the drive table.

Classic Whist: 001 ("Scoring", the tournament form): "Each player's score is the total number
of odd tricks (tricks above six) that their side has taken over the deals played." A side that
took six tricks or fewer scores nothing for that deal (:class:`DealResult`).

Knock-Out Whist: neither 004 nor 001 describes a drive of it, so the score is ours
(:class:`KnockoutResult`): each table plays one whole game, and an entrant scores one point
for every player at the table knocked out before it -- the game's own measure: 004, "if all
but one of the players are knocked out before this, the surviving player is the winner". With
four at a table the winner scores 3; players knocked out in the same deal share a place (the
engine's finishing positions, 1, 2, 2, 4) and score alike. Its tricks are the tricks it took
over the game.

The texts name no tie-break. Ours, in order:
1. the larger total score;
2. the larger total of tricks taken (classic Whist: by the entrant's sides; a side held to
   six tricks still took more than one held to three);
3. countback: the better score in the last round, then the round before, and so on;
4. otherwise the place is shared (the same place number, the next place skipped).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from games.engine.drives.movement import Sitting


def odd_tricks(tricks: int) -> int:
    """A side's score for one deal: its tricks above six."""
    return max(0, tricks - 6)


@dataclass(frozen=True, slots=True)
class DealResult:
    """One deal at one table: the tricks of seats 0 and 2 and of seats 1 and 3."""

    round_no: int
    table: int
    deal_no: int
    tricks: tuple[int, int]

    def __post_init__(self) -> None:
        if sum(self.tricks) != 13 or min(self.tricks) < 0:
            raise ValueError(f"a deal's tricks add up to 13, not {self.tricks}")

    def seat_scores(self) -> tuple[tuple[int, int], ...]:
        """Per seat, its side's odd tricks and tricks."""
        return tuple((odd_tricks(self.tricks[s % 2]), self.tricks[s % 2]) for s in range(4))


@dataclass(frozen=True, slots=True)
class KnockoutResult:
    """One Knock-Out Whist game at one table: each seat's finishing position (1 the winner,
    equal for seats knocked out in the same deal) and the tricks it took."""

    round_no: int
    table: int
    positions: tuple[int, ...]
    tricks: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.positions) != len(self.tricks) or sorted(self.positions)[0] != 1 or \
                self.positions.count(1) != 1:
            raise ValueError(f"one winner and a position per seat, not {self.positions}")

    def seat_scores(self) -> tuple[tuple[int, int], ...]:
        """Per seat, the players knocked out before it, and its tricks."""
        return tuple((sum(1 for q in self.positions if q > p), t)
                     for p, t in zip(self.positions, self.tricks, strict=True))


TableResult = DealResult | KnockoutResult


@dataclass(frozen=True, slots=True)
class PlaceRow:
    place: int
    entrant: int
    """An entrant, or with ``by_pair`` a pair."""
    score: int
    tricks: int
    by_round: tuple[int, ...]
    """The score of each round played, in round order."""


def _cards(rounds: Sequence[Sitting], results: Iterable[TableResult], by_pair: bool
           ) -> dict[int, tuple[list[int], list[int]]]:
    """Per entrant (or pair): each round's score and tricks."""
    where = {(s.round_no, s.table): s for sitting in rounds for s in sitting}
    cards: dict[int, tuple[list[int], list[int]]] = {}
    n = len(rounds)
    for sitting in rounds:
        for table in sitting:
            for seat, entrant in enumerate(table.seats):
                key = table.pairs[seat % 2] if by_pair and table.pairs else entrant
                cards.setdefault(key, ([0] * n, [0] * n))
    for result in results:
        table = where[(result.round_no, result.table)]
        for seat, (score, taken) in enumerate(result.seat_scores()):
            if by_pair and table.pairs and seat > 1:
                continue  # the partner's card is the same
            key = table.pairs[seat % 2] if by_pair and table.pairs else table.seats[seat]
            scores, tricks = cards[key]
            scores[result.round_no - 1] += score
            tricks[result.round_no - 1] += taken
    return cards


def drive_table(rounds: Sequence[Sitting], results: Iterable[TableResult], *,
                by_pair: bool = False) -> list[PlaceRow]:
    """Every entrant (or pair, with fixed partnerships) in order of place."""
    if by_pair and not all(t.pairs for sitting in rounds for t in sitting):
        raise ValueError("pairs are ranked only with fixed partnerships")
    cards = _cards(rounds, results, by_pair)

    def key(entrant: int) -> tuple[int, int, tuple[int, ...]]:
        scores, tricks = cards[entrant]
        return (sum(scores), sum(tricks), tuple(reversed(scores)))

    ordered = sorted(cards, key=lambda e: (key(e), -e), reverse=True)
    rows: list[PlaceRow] = []
    for i, entrant in enumerate(ordered):
        scores, tricks = cards[entrant]
        shared = rows and key(ordered[i - 1]) == key(entrant)
        place = rows[-1].place if shared else i + 1
        rows.append(PlaceRow(place, entrant, sum(scores), sum(tricks), tuple(scores)))
    return rows
