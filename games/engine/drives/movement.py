"""Who sits where in each round of a drive.

Entrants are numbered from 0; a drive of ``tables`` tables has ``4 * tables`` of them. At a
table, seats 0 and 2 are partners against seats 1 and 3, as in the game (001: "Partners sit
facing each other").

* ``fixed``: partnerships for the whole drive. Pair ``p`` is entrants ``2p`` and ``2p + 1``.
  Pairs meet by the circle method of a round robin, so in ``2 * tables - 1`` rounds every pair
  meets every other pair exactly once. Longer drives go round again. The pair that sits north
  and south alternates, so that a pair does not always hold the same cards of the duplicate
  deal.
* ``progressive``: partners change every round. The circle method over all ``4 * tables``
  entrants gives each round's partnerships, and in ``4 * tables - 1`` rounds nobody partners
  anyone twice. Consecutive partnerships share a table.

Neither movement depends on the results, so the whole drive is known, and can be shown, before
its first card is played.
"""

from __future__ import annotations

from dataclasses import dataclass

FIXED = "fixed"
PROGRESSIVE = "progressive"
MOVEMENTS = (FIXED, PROGRESSIVE)


@dataclass(frozen=True, slots=True)
class TableSitting:
    round_no: int
    table: int
    seats: tuple[int, int, int, int]
    """The entrant in each seat (seats 0 and 2 partner seats 1 and 3)."""
    pairs: tuple[int, int] | None = None
    """With fixed partnerships, the pair of seats 0 and 2 and the pair of seats 1 and 3."""

    def seat_of(self, entrant: int) -> int | None:
        return self.seats.index(entrant) if entrant in self.seats else None


Sitting = tuple[TableSitting, ...]
"""One round: a sitting per table, in table order."""


def _circle(players: int, k: int) -> list[tuple[int, int]]:
    """Round ``k`` of the circle method over an even number of players: ``players / 2``
    matches, the last player fixed and the others turning round it."""
    m = players - 1
    matches = [(m, k % m)]
    for i in range(1, players // 2):
        matches.append(((k + i) % m, (k - i) % m))
    return matches


def _fixed_round(tables: int, round_no: int) -> Sitting:
    pairs = 2 * tables
    if pairs == 2:
        matches = [(0, 1)]
    else:
        matches = _circle(pairs, round_no - 1)
    out = []
    for t, (a, b) in enumerate(matches):
        ns, ew = (a, b) if (t + round_no) % 2 else (b, a)
        out.append(TableSitting(round_no, t, (2 * ns, 2 * ew, 2 * ns + 1, 2 * ew + 1), (ns, ew)))
    return tuple(out)


def _progressive_round(tables: int, round_no: int) -> Sitting:
    partnerships = _circle(4 * tables, round_no - 1)
    out = []
    for t in range(tables):
        (a, c), (b, d) = partnerships[2 * t], partnerships[2 * t + 1]
        out.append(TableSitting(round_no, t, (a, b, c, d)))
    return tuple(out)


def movement(kind: str, *, tables: int, rounds: int) -> tuple[Sitting, ...]:
    """Every round's sittings (rounds numbered from 1)."""
    if kind not in MOVEMENTS:
        raise ValueError(f"unknown movement {kind!r}; movements: {', '.join(MOVEMENTS)}")
    if tables < 1 or rounds < 1:
        raise ValueError("a drive needs at least one table and one round")
    build = _fixed_round if kind == FIXED else _progressive_round
    return tuple(build(tables, r) for r in range(1, rounds + 1))
