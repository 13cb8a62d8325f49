"""The four rank orders of 004 "Options when choosing trumps", as a value type.

The rank order is an ``IntEnum`` rather than a pair of booleans because the trick winner looks
card strengths up in tables indexed by it (:data:`VALUE`), once per trick of every playout;
its value is the stored form (``"order"`` in a state's JSON), so old rows read unchanged.
"""

from __future__ import annotations

from enum import IntEnum


class RankOrder(IntEnum):
    """Which card of a suit is highest.  The value's bit 0 is "aces low" and bit 1 "reversed";
    code reads :attr:`aces_high` and :attr:`reverse` instead of the bits."""

    NORMAL = 0
    """A K Q J 10 ... 2: the only order unless ``trump_extras`` is on."""
    ACES_LOW = 1
    """K Q J ... 2 A."""
    REVERSED = 2
    """2 3 4 ... K A: the lowest card wins, aces still high."""
    REVERSED_ACES_LOW = 3
    """A 2 3 ... K: the lowest card wins and the ace is the lowest of all."""

    @property
    def aces_high(self) -> bool:
        return not self & 1

    @property
    def reverse(self) -> bool:
        return bool(self & 2)

    @classmethod
    def of(cls, aces_high: bool = True, reverse: bool = False) -> RankOrder:
        return cls((2 if reverse else 0) | (0 if aces_high else 1))

    @property
    def ranks(self) -> str:
        """The rank letters from the highest to the lowest."""
        return _NAMES[self]


_NAMES = ("AKQJT98765432", "KQJT98765432A", "23456789TJQKA", "A23456789TJQK")


def _rank_value(order: RankOrder, rank: int) -> int:
    """Higher wins.  ``rank`` is 0 for a two up to 12 for an ace."""
    value = -1 if (not order.aces_high and rank == 12) else rank
    return -value if order.reverse else value


VALUE: tuple[tuple[int, ...], ...] = tuple(
    tuple(_rank_value(order, c % 13) for c in range(52)) for order in RankOrder)
"""``VALUE[order][card]``: the card's strength within its suit (higher wins), precomputed
because the trick winner and the AI's playouts look it up for every card."""
