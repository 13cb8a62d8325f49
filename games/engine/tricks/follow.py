"""Following suit and winning tricks: the one implementation of both rules.

The public ``legal_actions`` and ``apply``, the AI's lean simulator and the AI's inference all
call :func:`legal_cards` and :func:`trick_winner`, so they cannot disagree.

Conventions: a card is an index ``0..51`` (``suit * 13 + rank - 2``) and a hand a bitmask of
them; ``trump`` is a suit number or :data:`NO_TRUMP`; ``order`` a
:class:`~games.engine.tricks.rank_order.RankOrder`; ``two_d`` says whether the 2 of diamonds
is the permanent highest trump (002), which moves it into the trump suit; ``suits`` are the four
suit masks under those trumps (:func:`suit_masks`).
"""

from __future__ import annotations

from functools import cache

from games.engine.tricks.cards import SUIT_MASKS
from games.engine.tricks.rank_order import VALUE, RankOrder

NO_TRUMP = -1
"""The ``trump`` of a no-trump hand (and of a state whose trumps are not chosen yet)."""
TWO_OF_DIAMONDS = 13  # index of 2D: suit 1 * 13 + rank 2 - 2
TWO_D_BIT = 1 << TWO_OF_DIAMONDS
NO_SUIT_LED = -1
"""The ``led`` of a trick nobody has played a card to yet."""


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


def legal_cards(hand: int, led: int, suits: tuple[int, ...], trump: int, must_break: bool
                ) -> int:
    """The cards of ``hand`` that may be played now, as a bitmask.

    004: "Players must follow suit if they can, otherwise they may play any card."  ``led`` is
    the effective suit led to this trick, or :data:`NO_SUIT_LED` when leading; ``must_break``
    is true when trumps may not be led yet (002: "unless the leader holds only trumps")."""
    if led >= 0:
        return hand & suits[led] or hand
    if must_break and trump >= 0:
        return hand & ~suits[trump] or hand
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
_EFFECTIVE_SUITS = tuple(tuple(_card_tables(trump, RankOrder.NORMAL, two_d)[0]
                               for trump in range(NO_TRUMP, 4))
                         for two_d in (False, True))
_TRICK_SCORES = tuple(tuple(tuple(_trick_scores(trump, order, two_d)
                                  for trump in range(NO_TRUMP, 4))
                            for order in RankOrder)
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
