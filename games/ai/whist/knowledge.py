"""What one classic Whist seat knows of the hidden cards, from its observation only, and deals
of the hidden cards consistent with it (the worlds the ``expert`` searches).

Known: the seat's own hand, every card played, each seat's hand count, the suits a seat has
shown out of (it did not follow), and the turned-up trump -- which every player saw and which
stays in the dealer's hand until the dealer plays it (001 "Deal").  Nothing else: a partner's
hand is as hidden as an opponent's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from games.engine.tricks.cards import FULL_PACK_MASK, indices_from_mask
from games.engine.whist import WhistObservation


@dataclass(frozen=True, slots=True)
class Knowledge:
    seat: int
    hand: int
    unseen: int
    """Cards in the other three hands: neither played nor the seat's own."""
    counts: tuple[int, int, int, int]
    voids: tuple[frozenset[int], ...]
    """Per seat, the suits it has shown out of this deal."""
    fixed: tuple[tuple[int, int], ...]
    """``(seat, card)`` known to be in another seat's hand (the turned-up trump)."""
    first_leads: tuple[int, int, int, int]
    """Per seat, the suit of the first card it led this deal (-1: none yet)."""
    side_tricks: tuple[int, int]


def knowledge_from(obs: WhistObservation) -> Knowledge:
    assert obs.seat is not None
    played = 0
    voids: list[set[int]] = [set(), set(), set(), set()]
    first = [-1, -1, -1, -1]
    tricks = [plays for plays, _winner in obs.completed_tricks]
    if obs.trick:
        tricks.append(obs.trick)
    for plays in tricks:
        led = plays[0][1].suit
        if first[plays[0][0]] < 0:
            first[plays[0][0]] = int(led)
        for seat, card in plays:
            played |= card.bit
            if card.suit != led:
                voids[seat].add(int(led))
    unseen = FULL_PACK_MASK & ~played & ~obs.hand_mask
    fixed: tuple[tuple[int, int], ...] = ()
    turned = obs.turned_card
    if turned is not None and obs.dealer != obs.seat and unseen & turned.bit:
        fixed = ((obs.dealer, turned.index),)
    c = obs.hand_counts
    return Knowledge(obs.seat, obs.hand_mask, unseen, (c[0], c[1], c[2], c[3]),
                     tuple(frozenset(v) for v in voids), fixed, (first[0], first[1], first[2],
                                                                  first[3]), obs.side_tricks)



def sample_hands(k: Knowledge, rng: random.Random, tries: int = 20) -> list[int]:
    """Four hands: the seat's own, and the unseen cards dealt to the others with their counts,
    no card in a suit a seat has shown out of, and the turn-up with the dealer.  Cards with the
    fewest possible holders go first, each to a holder drawn in proportion to the room left in
    its hand; after ``tries`` failures the voids are ignored (never seen in play)."""
    others = [s for s in range(4) if s != k.seat]
    free = k.unseen
    room = list(k.counts)
    base = [0, 0, 0, 0]
    base[k.seat] = k.hand
    for seat, card in k.fixed:
        base[seat] |= 1 << card
        room[seat] -= 1
        free &= ~(1 << card)
    cards = indices_from_mask(free)
    for attempt in range(tries + 1):
        use_voids = attempt < tries
        eligible = {c: [s for s in others if not (use_voids and c // 13 in k.voids[s])]
                    for c in cards}
        order = cards[:]
        rng.shuffle(order)
        order.sort(key=lambda c: len(eligible[c]))
        hands = base[:]
        left = room[:]
        for card in order:
            holders = [s for s in eligible[card] if left[s] > 0]
            if not holders:
                break
            total = sum(left[s] for s in holders)
            pick = rng.randrange(total)
            for s in holders:
                pick -= left[s]
                if pick < 0:
                    break
            hands[s] |= 1 << card
            left[s] -= 1
        else:
            return hands
    raise AssertionError("unreachable: without voids every card has a holder with room")
