"""Fast card-play heuristics on bitmasks, shared by the heuristic bot and the search playouts.

Search playouts spend almost all their time choosing moves, so this works on card indices and
hand bitmasks with per-(trump, order, 2D rule) lookup tables; the rules themselves (who may play
what, who wins) come from :mod:`games.engine.tricks.follow` and :mod:`games.engine.knockout.sim`.
"""

from __future__ import annotations

import random
from functools import cache

from games.engine import SeatStatus, sim
from games.engine.tricks.cards import indices_from_mask
from games.engine.tricks.follow import NO_TRUMP, TWO_OF_DIAMONDS, effective_suit
from games.engine.tricks.rank_order import VALUE

_DOG = SeatStatus.DOGS_LIFE

LOSE = -100_000


@cache
def power_table(trump: int, order: int, two_d: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(power, suit)`` per card: a trump's power beats any plain card's (the 2 of diamonds,
    when it is the permanent top trump, beats every trump), and ``suit`` is its effective suit.

    These are the same scores as :func:`games.engine.tricks.follow.trick_winner`: a card that
    is neither trump nor of the suit led scores nothing there, which :func:`trick_score`
    mirrors."""
    values = VALUE[order]
    power = []
    suit = []
    for c in range(52):
        s = effective_suit(c, trump, two_d)
        suit.append(s)
        if s == trump and trump != NO_TRUMP:
            power.append(2000 if (two_d and c == TWO_OF_DIAMONDS) else 1000 + values[c])
        else:
            power.append(values[c])
    return tuple(power), tuple(suit)


@cache
def higher_table(trump: int, order: int, two_d: bool) -> tuple[int, ...]:
    """Per card, the mask of cards of its effective suit that beat it: a card is a "master"
    when none of those is still in another hand."""
    power, suit = power_table(trump, order, two_d)
    return tuple(sum(1 << d for d in range(52) if suit[d] == suit[c] and power[d] > power[c])
                 for c in range(52))


def is_high(card: int, order: int) -> bool:
    """One of the three best ranks of its suit under ``order`` (an ace, king or queen when
    aces rank high in the normal order)."""
    return VALUE[order][card] >= _THIRD_BEST[order]


_THIRD_BEST = tuple(sorted(VALUE[o][:13])[-3] for o in range(4))


def trick_score(card: int, led: int, trump: int, power: tuple[int, ...],
                suit: tuple[int, ...]) -> int:
    """How strongly ``card`` stands in a trick led in ``led``: ``LOSE`` if it cannot win it."""
    s = suit[card]
    if s == trump or s == led:
        return power[card]
    return LOSE


def best_in_trick(trick: tuple[tuple[int, int], ...], trump: int, power: tuple[int, ...],
                  suit: tuple[int, ...]) -> tuple[int, int]:
    """``(led suit, best score)`` of the cards played so far; ``(-1, LOSE)`` before any card."""
    led = -1
    best = LOSE
    for _seat, card in trick:
        if card < 0:
            continue
        if led < 0:
            led = suit[card]
        score = trick_score(card, led, trump, power, suit)
        if score > best:
            best = score
    return led, best




def dog_plays(card: int, so_far: tuple[tuple[int, int], ...], trump: int,
              power: tuple[int, ...], suit: tuple[int, ...], higher: tuple[int, ...],
              unseen: int) -> bool:
    """The rule of thumb on a dog's life: play the one ``card`` if it wins the trick now (as a
    lead: if it is a master trump), knock otherwise."""
    lead, best = best_in_trick(so_far, trump, power, suit)
    if lead < 0:
        return suit[card] == trump and not unseen & higher[card]
    return trick_score(card, lead, trump, power, suit) > best


def cheapest(cards: list[int], trump: int, power: tuple[int, ...], suit: tuple[int, ...]) -> int:
    """The card it hurts least to give away: a low plain card before any trump."""
    best = cards[0]
    best_key = 10_000
    for c in cards:
        key = power[c] + (5000 if suit[c] == trump else 0)
        if key < best_key:
            best_key = key
            best = c
    return best


def greedy_card(cards: list[int], trick: tuple[tuple[int, int], ...], trump: int,
                power: tuple[int, ...], suit: tuple[int, ...], higher: tuple[int, ...],
                unseen: int, last: bool) -> int:
    """The rule-of-thumb card (see :mod:`games.ai.heuristic`) among the legal ``cards``.

    ``unseen`` holds the cards that may still be played against it; ``last`` says nobody plays
    after this seat in the trick."""
    led, best = best_in_trick(trick, trump, power, suit)
    if led < 0:
        # Lead a plain master (the best left of its suit), highest first; else lead low from
        # the longest plain suit, keeping high cards for when they can win.
        top = -1
        top_power = -10_000
        low = -1
        low_key = (0, 0)
        lengths = [0, 0, 0, 0]
        for c in cards:
            lengths[suit[c]] += 1
        for c in cards:
            if suit[c] == trump:
                continue
            if not unseen & higher[c] and power[c] > top_power:
                top = c
                top_power = power[c]
            key = (lengths[suit[c]], -power[c])
            if key > low_key:
                low_key = key
                low = c
        if top >= 0:
            return top
        if low >= 0:
            return low
        best_c = max(cards, key=power.__getitem__)  # only trumps: cash the top one, else low
        return best_c if not unseen & higher[best_c] else min(cards, key=power.__getitem__)
    win_c = -1
    win_power = 1_000_000
    safe_c = -1
    safe_power = 1_000_000
    high_c = -1
    for c in cards:
        score = trick_score(c, led, trump, power, suit)
        if score <= best:
            continue
        if score < win_power:
            win_power = score
            win_c = c
        if not unseen & higher[c] and score < safe_power:
            safe_power = score
            safe_c = c
        if high_c < 0 or score > power[high_c]:
            high_c = c
    if win_c < 0:
        return cheapest(cards, trump, power, suit)
    if last:
        return win_c
    if safe_c >= 0:
        return safe_c
    if suit[win_c] == trump and led != trump:
        return win_c  # ruff as cheaply as possible
    return high_c


def playout_move(st: sim.Sim, rng: random.Random, epsilon: float, stock: int = 0) -> int:
    """A quick rule-of-thumb move for the seat to act in a determinized playout (a ``sim``
    move code): the heuristic level's choice (:func:`greedy_card`), seeing as unseen cards
    every other hand plus ``stock`` -- the cards nobody holds or has seen (the undealt stock
    of the determinization), which a real player must also fear.  A dog's-life card is played
    when it would win the trick now, when it is a master trump leading, or on the last trick;
    else the seat knocks (as :func:`games.ai.heuristic.heuristic_play`).  With probability
    ``epsilon`` a uniformly random legal move, so that playouts explore lines the rule-of-thumb
    player would not."""
    seat = st.to_act
    hands = st.hands
    hand = hands[seat]
    options = st.options
    trump = st.trump
    order = st.order
    power, suit = power_table(trump, order, options.two_of_diamonds)
    unseen = stock
    for h in hands:
        unseen |= h
    unseen ^= hand
    if st.status[seat] is _DOG:
        card = hand.bit_length() - 1
        if len(st.completed) + 1 >= st.hand_size:
            return card
        higher = higher_table(trump, order, options.two_of_diamonds)
        return card if dog_plays(card, st.trick, trump, power, suit, higher, unseen) \
            else sim.KNOCK_MOVE
    legal = sim.legal_card_mask(st)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    cards = indices_from_mask(legal)
    if epsilon and rng.random() < epsilon:
        return cards[int(rng.random() * len(cards))]
    trick = st.trick
    return greedy_card(cards, trick, trump, power, suit,
                       higher_table(trump, order, options.two_of_diamonds), unseen,
                       len(trick) + 1 == len(st.trick_seats))
