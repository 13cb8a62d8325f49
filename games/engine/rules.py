"""The trick-taking rules on integers: card indices and hand bitmasks.

This module is the single source of the follow-suit, trump-breaking and trick-winner rules; the
immutable public engine and the AI's lean simulator both call it, so they cannot disagree.

Conventions: ``trump`` is a suit number or :data:`NO_TRUMP`; ``order`` is one of the four rank
orders of 004 "Options when choosing trumps" (bit 1: reversed, bit 0: aces low);
``two_d`` says whether the 2 of diamonds is the permanent highest trump.
"""

from __future__ import annotations

from functools import cache

from games.engine.cards import SUIT_MASKS

NO_TRUMP = -1
TWO_OF_DIAMONDS = 13  # index of 2D: suit 1 * 13 + rank 2 - 2
TWO_D_BIT = 1 << TWO_OF_DIAMONDS

ORDER_NORMAL = 0
ORDER_ACES_LOW = 1
ORDER_REVERSED = 2
ORDER_NAMES = ("AKQJT98765432", "KQJT98765432A", "23456789TJQKA", "A23456789TJQK")


def _rank_value(order: int, r: int) -> int:
    """Higher wins.  ``r`` is 0 for a two up to 12 for an ace."""
    aces_low = order & ORDER_ACES_LOW
    value = -1 if (aces_low and r == 12) else r
    return -value if order & ORDER_REVERSED else value


# VALUE[order][card] and the effective suit tables are precomputed: the trick winner is the
# hottest function of a playout.
VALUE: tuple[tuple[int, ...], ...] = tuple(
    tuple(_rank_value(order, c % 13) for c in range(52)) for order in range(4))


@cache
def suit_masks(trump: int, two_d: bool) -> tuple[int, int, int, int]:
    """Which cards count as each suit for following, given trumps and the 2-of-diamonds rule."""
    masks = list(SUIT_MASKS)
    if two_d and trump != NO_TRUMP and trump != 1:
        masks[1] &= ~TWO_D_BIT
        masks[trump] |= TWO_D_BIT
    return masks[0], masks[1], masks[2], masks[3]


def effective_suit(card: int, trump: int, two_d: bool) -> int:
    if two_d and card == TWO_OF_DIAMONDS and trump != NO_TRUMP:
        return trump
    return card // 13


def legal_mask(hand: int, led: int, trump: int, two_d: bool, must_break: bool) -> int:
    """The cards of ``hand`` that may be played now.

    ``led`` is the effective suit led to this trick, or -1 when leading.  ``must_break`` is true
    when trumps may not be led yet (002: "unless the leader holds only trumps")."""
    masks = suit_masks(trump, two_d)
    if led >= 0:
        follow = hand & masks[led]
        return follow if follow else hand
    if must_break and trump != NO_TRUMP:
        others = hand & ~masks[trump]
        if others:
            return others
    return hand


def _card_tables(trump: int, order: int, two_d: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per card: its effective suit, and its score as a trump (-1 when it is not a trump)."""
    values = VALUE[order]
    suits = tuple(effective_suit(c, trump, two_d) for c in range(52))
    scores = tuple(
        -1 if trump == NO_TRUMP or suits[c] != trump
        else 2000 if (two_d and c == TWO_OF_DIAMONDS) else 1000 + values[c]
        for c in range(52))
    return suits, scores


_NO_CHANCE = -10_000
"""The score of a card that can never win the trick: neither a trump nor of the suit led."""


def _trick_scores(trump: int, order: int, two_d: bool) -> tuple[tuple[int, ...], ...]:
    """Per suit led, per card, its strength in the trick: any trump beats any card of the suit
    led, which beats everything else."""
    suits, scores = _card_tables(trump, order, two_d)
    values = VALUE[order]
    return tuple(tuple(scores[c] if scores[c] >= 0 else values[c] if suits[c] == led
                       else _NO_CHANCE for c in range(52))
                 for led in range(4))


# Every combination is precomputed, indexed by plain subscripts (``[two_d][order][trump + 1]``,
# then the suit led): the trick winner runs once per trick of every playout, so it looks each
# card's strength up instead of working out suits and ranks.
_EFFECTIVE_SUITS = tuple(tuple(_card_tables(trump, ORDER_NORMAL, two_d)[0]
                               for trump in range(NO_TRUMP, 4))
                         for two_d in (False, True))
_TRICK_SCORES = tuple(tuple(tuple(_trick_scores(trump, order, two_d)
                                  for trump in range(NO_TRUMP, 4))
                            for order in range(4))
                      for two_d in (False, True))


def trick_winner(plays: list[tuple[int, int]] | tuple[tuple[int, int], ...], trump: int,
                 order: int, two_d: bool) -> int:
    """The seat that wins a trick of ``(seat, card)`` plays (knocks excluded), first card led.

    004: "Each trick is won by the highest trump in it; otherwise by the highest card of the suit
    led."  The 2 of diamonds, when it is the permanent highest trump, beats every other trump."""
    led = _EFFECTIVE_SUITS[two_d][trump + 1][plays[0][1]]
    scores = _TRICK_SCORES[two_d][order][trump + 1][led]
    best_seat = -1
    best = _NO_CHANCE
    for seat, card in plays:
        score = scores[card]
        if score > best:
            best = score
            best_seat = seat
    return best_seat


def cut_rank(card: int) -> int:
    """Cutting for trumps compares ranks only, aces high; equal ranks cut again."""
    return card % 13
