"""Styles of card play on bitmasks: the opponent panel's bots and the expert's opponent model.

The panel (:mod:`games.ai.panel`) plays these styles from an observation. The expert's
inference (:mod:`games.ai.inference`) replays sampled deals and asks which of them would have
made each observed play. Both call the same functions, so the model of a style is the style.

Every function takes the legal ``cards``, the trick so far (``(seat, card)``, ``-1`` a knock),
the lookup tables of :mod:`games.ai.policy`, the cards still unseen by the player, whether it
plays last, and whether it has already taken a trick this hand (``secured``: 004 knocks out a
player with no trick).
"""

from __future__ import annotations

from games.ai.heuristic import choose_trump_suit, high_card_points
from games.ai.policy import best_in_trick, cheapest, greedy_card, trick_score

STYLES: tuple[str, ...] = ("heuristic", "greedy", "cautious", "trumper")
"""The styles with a card rule of their own (``noisy`` is the heuristic with errors)."""

HELD_OUT = "trumper"
"""The style kept out of every tuning and training run, and out of the expert's opponent model
(:data:`MODEL_STYLES`): :mod:`games.ai.arena` reports it apart, as the honest test of how the
expert does against a style it has never seen."""

MODEL_STYLES: tuple[str, ...] = tuple(s for s in STYLES if s != HELD_OUT)
"""The styles the expert's adaptive opponent model knows (:mod:`games.ai.mixture`)."""

Trick = tuple[tuple[int, int], ...]


def _strength(card: int, trump: int, power: tuple[int, ...], suit: tuple[int, ...]) -> int:
    return power[card] + (5000 if suit[card] == trump else 0)


def _winners(cards: list[int], led: int, best: int, trump: int, power: tuple[int, ...],
             suit: tuple[int, ...]) -> list[int]:
    return [c for c in cards if trick_score(c, led, trump, power, suit) > best]


def greedy_style(cards: list[int], trick: Trick, trump: int, power: tuple[int, ...],
                 suit: tuple[int, ...]) -> int:
    """Lead the strongest card; win every trick it can, as cheaply as it can."""
    led, best = best_in_trick(trick, trump, power, suit)
    if led < 0:
        return max(cards, key=lambda c: _strength(c, trump, power, suit))
    winners = _winners(cards, led, best, trump, power, suit)
    if winners:
        return min(winners, key=lambda c: trick_score(c, led, trump, power, suit))
    return cheapest(cards, trump, power, suit)


def cautious_style(cards: list[int], trick: Trick, trump: int, power: tuple[int, ...],
                   suit: tuple[int, ...], higher: tuple[int, ...], unseen: int,
                   secured: bool) -> int:
    """Make sure of one trick (a master lead, or the cheapest winner), then duck under the
    trick with the highest card that loses, keeping winners and low cards for later."""
    led, best = best_in_trick(trick, trump, power, suit)
    if led < 0:
        if not secured:
            masters = [c for c in cards if not unseen & higher[c]]
            if masters:
                return max(masters, key=lambda c: _strength(c, trump, power, suit))
        return min(cards, key=lambda c: _strength(c, trump, power, suit))
    winners = _winners(cards, led, best, trump, power, suit)
    if winners and not secured:
        return min(winners, key=lambda c: trick_score(c, led, trump, power, suit))
    losers = [c for c in cards if c not in winners]
    if losers:
        return max(losers, key=lambda c: _strength(c, trump, power, suit))
    return min(cards, key=lambda c: _strength(c, trump, power, suit))


def trumper_style(cards: list[int], trick: Trick, trump: int, power: tuple[int, ...],
                  suit: tuple[int, ...]) -> int:
    """Lead trumps from the top; ruff as high as it can; otherwise win high or throw low."""
    led, best = best_in_trick(trick, trump, power, suit)
    trumps = [c for c in cards if suit[c] == trump]
    if led < 0:
        return max(trumps or cards, key=power.__getitem__)
    if led != trump and trumps:
        return max(trumps, key=power.__getitem__)
    winners = _winners(cards, led, best, trump, power, suit)
    if winners:
        return max(winners, key=power.__getitem__)
    return cheapest(cards, trump, power, suit)


def style_card(style: str, cards: list[int], trick: Trick, trump: int,
               power: tuple[int, ...], suit: tuple[int, ...], higher: tuple[int, ...],
               unseen: int, last: bool, secured: bool) -> int:
    """The card ``style`` plays among the legal ``cards``."""
    if style == "greedy":
        return greedy_style(cards, trick, trump, power, suit)
    if style == "cautious":
        return cautious_style(cards, trick, trump, power, suit, higher, unseen, secured)
    if style == "trumper":
        return trumper_style(cards, trick, trump, power, suit)
    return greedy_card(cards, trick, trump, power, suit, higher, unseen, last)


def style_trump(style: str, hand: int, order: int = 0) -> int:
    """The suit ``style`` chooses for trumps: 004's advice (the longest suit, the one without
    high cards between equals) except for the trumper, which wants the honours in trumps."""
    if style != "trumper":
        return choose_trump_suit(hand, order)  # type: ignore[arg-type]

    def key(s: int) -> tuple[int, int, int]:
        length = (hand & (0x1FFF << (13 * s))).bit_count()
        return (length, high_card_points(hand, s, order), -s)
    return max(range(4), key=key)


__all__ = ["HELD_OUT", "MODEL_STYLES", "STYLES", "style_card", "style_trump"]
