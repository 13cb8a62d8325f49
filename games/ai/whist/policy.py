"""The classic Whist rule of thumb on card bitmasks: the ``heuristic`` level's play, and the
playout policy of the ``expert`` level's search (so it must be fast: a few microseconds).

It plays the conventions of the whist books, in their simplest form:

* **Second hand low**: following to a card led by an opponent, play the lowest card of the suit.
* **Third hand high**: following to partner's lead, play high enough to win -- the lowest of
  equivalent top cards -- unless partner's card is already the best one left.
* **Fourth hand**: win as cheaply as possible, or play low when partner is winning.
* **Return partner's lead**: on lead, go back to the first suit partner led this deal.
* **Trump when void unless partner is winning**: ruff (over-ruff if need be) with the lowest
  trump that wins; otherwise, or when partner is winning, discard the lowest card of a side suit.
* Otherwise lead a master (the best card left of its suit), else low from the longest side suit.

Cards are indices ``suit * 13 + rank - 2`` (rank 0 is a two, 12 an ace), hands bitmasks, and
``trump`` a suit or -1 (no trumps), as in :mod:`games.engine.tricks`.
"""

from __future__ import annotations

from games.engine.tricks.cards import SUIT_MASKS, indices_from_mask

_SUITS = (0, 1, 2, 3)


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    return mask.bit_length() - 1


def beats(card: int, best: int, trump: int) -> bool:
    """Whether ``card`` beats the trick's winning card ``best`` (001: highest trump, else
    highest of the suit led)."""
    if card // 13 == best // 13:
        return card > best
    return card // 13 == trump


def winning(trick: list[tuple[int, int]] | tuple[tuple[int, int], ...], trump: int
            ) -> tuple[int, int]:
    """The seat and card winning the trick so far."""
    seat, best = trick[0]
    for s, c in trick[1:]:
        if beats(c, best, trump):
            seat, best = s, c
    return seat, best


def is_master(card: int, others: int) -> bool:
    """No card still in another hand (``others``) is higher in ``card``'s suit."""
    return not others & SUIT_MASKS[card // 13] & ~((2 << card) - 1)


def lowest_equivalent_top(mine: int, others: int) -> int:
    """The highest card of ``mine`` (one suit), stepped down through the cards that are as good
    because no card of ``others`` lies between them (holding K Q, play the queen)."""
    card = highest(mine)
    below = mine & ((1 << card) - 1)
    while below:
        nxt = highest(below)
        if others & ((1 << card) - (2 << nxt)):  # another hand holds a card in between
            break
        card = nxt
        below = mine & ((1 << card) - 1)
    return card


def lowest_winner(mine: int, best: int, trump: int) -> int:
    """The cheapest card of ``mine`` that beats ``best``, or -1."""
    for card in indices_from_mask(mine):
        if beats(card, best, trump):
            return card
    return -1



def discard(hand: int, trump: int) -> int:
    """The lowest side-suit card (from the shorter suit on equal ranks); a trump only when
    nothing else is left."""
    side = hand & ~SUIT_MASKS[trump] if trump >= 0 else hand
    if not side:
        return lowest(hand)
    best, key = -1, (99, 99)
    for s in _SUITS:
        cards = side & SUIT_MASKS[s]
        if cards:
            card = lowest(cards)
            k = (card % 13, cards.bit_count())
            if k < key:
                best, key = card, k
    return best


def lead(hand: int, others: int, trump: int, partner_suit: int) -> int:
    """A card to lead: partner's suit back, a master, else low from the longest side suit."""
    if partner_suit >= 0 and partner_suit != trump:
        mine = hand & SUIT_MASKS[partner_suit]
        if mine:  # "return partner's lead": top of a short holding or a master, else low
            top = highest(mine)
            if mine.bit_count() <= 2 or is_master(top, others):
                return lowest_equivalent_top(mine, others)
            return lowest(mine)
    side = hand & ~SUIT_MASKS[trump] if trump >= 0 else hand
    for s in _SUITS:
        mine = side & SUIT_MASKS[s]
        if mine and is_master(highest(mine), others) and others & SUIT_MASKS[s]:
            return lowest_equivalent_top(mine, others)
    if trump >= 0:
        trumps = hand & SUIT_MASKS[trump]
        if trumps and (not side or trumps.bit_count() >= 5):
            top = highest(trumps)
            return lowest_equivalent_top(trumps, others) if is_master(top, others) \
                else lowest(trumps)
    best, key = -1, (-1, 0)
    for s in _SUITS:
        mine = side & SUIT_MASKS[s]
        if mine:
            k = (mine.bit_count(), -s)
            if k > key:
                best, key = lowest(mine), k
    return best


def choose_card(me: int, hand: int, trick: list[tuple[int, int]] | tuple[tuple[int, int], ...],
                trump: int, others: int, partner_suit: int) -> int:
    """The rule of thumb's card for ``me`` holding ``hand``; ``others`` are the cards still in
    the other three hands (as far as ``me`` can tell: everything not played and not its own);
    ``partner_suit`` is the first suit partner led this deal, or -1."""
    if not trick:
        return lead(hand, others, trump, partner_suit)
    led = trick[0][1] // 13
    follow = hand & SUIT_MASKS[led]
    if follow and not follow & (follow - 1):
        return lowest(follow)  # a single card of the suit
    seat, best = winning(trick, trump)
    partner_wins = seat == (me + 2) % 4
    position = len(trick)  # 1 second hand, 2 third hand, 3 fourth hand
    if follow:
        if position == 1:
            return lowest(follow)  # second hand low
        if partner_wins and (position == 3 or is_master(best, others)
                             and best // 13 == led):
            return lowest(follow)
        if best // 13 != led:  # trumped already: nothing of the suit can win
            return lowest(follow)
        if position == 2:  # third hand high (the lowest of equivalent top cards)
            top = lowest_equivalent_top(follow, others)
            return top if top > best else lowest(follow)
        card = lowest_winner(follow, best, trump)  # fourth hand: as cheap as possible
        return card if card >= 0 else lowest(follow)
    if partner_wins:
        return discard(hand, trump)
    if trump >= 0:
        card = lowest_winner(hand & SUIT_MASKS[trump], best, trump)
        if card >= 0:
            return card
    return discard(hand, trump)
