"""What a seat knows, and deals of the hidden cards consistent with it.

Everything here is computed from an :class:`~games.engine.Observation` only: the seat's own hand,
the cards played this deal, the visible turn-up card, every seat's hand count, and the voids a
seat has shown by not following suit.  A bot never receives the engine's ``State``; when it
needs a full state to search on, it builds one (:func:`determinize`) from the observation plus
a *sampled* deal of the hidden cards, with dummies for what nobody at the table knows (the seed
and the stock).  So permuting the hidden cards of a real game cannot change anything a bot
computes (``tests/ai/test_hidden_state.py`` checks it).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from games.engine import NO_HOUSE, House, Observation, Phase, RankOrder, SeatStatus, Setup, State
from games.engine.knockout.house.money import LIFE_NAMES
from games.engine.tricks import follow
from games.engine.tricks.cards import FULL_PACK_MASK, indices_from_mask

_DOG = SeatStatus.DOGS_LIFE
_DUMMY_SETUP = Setup(seed="ai-determinization")
"""The real seed is secret; a determinized state stops at the end of the hand, so any will do."""


def obs_trump(obs: Observation) -> int:
    """The trump suit as an engine integer (``NO_TRUMP`` when none or not chosen yet)."""
    return follow.NO_TRUMP if obs.trump is None else int(obs.trump)


def obs_order(obs: Observation) -> RankOrder:
    return RankOrder.of(obs.aces_high, obs.reverse)


def plays_as_indices(plays: tuple[tuple[int, object], ...]) -> tuple[tuple[int, int], ...]:
    return tuple((s, -1 if c is None else c.index) for s, c in plays)  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True)
class Knowledge:
    """The seat's information set, in bitmasks.

    ``unknown`` are the cards this seat cannot see (in other hands or the stock); ``counts`` how
    many of them each other seat holds; ``allowed[s]`` the unknown cards seat ``s`` may hold
    given the voids it has shown (all ones for the observing seat, which is not sampled)."""

    seat: int
    unknown: int
    counts: tuple[int, ...]
    allowed: tuple[int, ...]
    played: int
    """Cards played so far this deal (completed tricks and the current trick)."""


def knowledge_from(obs: Observation) -> Knowledge:
    """Infer the information set from the observation alone."""
    me = obs.seat
    if me is None:
        raise ValueError("a bot needs a seat's observation, not the public view")
    n = obs.players
    trump = obs_trump(obs) if obs.phase is Phase.PLAY else follow.NO_TRUMP
    two_d = obs.options.two_of_diamonds
    suits = follow.suit_masks(trump, two_d)
    played = 0
    allowed = [FULL_PACK_MASK] * n
    broken = False
    tricks = [plays_as_indices(p) for p, _w in obs.completed_tricks]
    tricks.append(plays_as_indices(obs.trick))
    for plays in tricks:
        led = -1
        for seat, card in plays:
            if card < 0:
                continue  # a knock says nothing about a hand
            played |= 1 << card
            suit = follow.effective_suit(card, trump, two_d)
            if led < 0:
                led = suit
                if (obs.options.trump_breaking and trump != follow.NO_TRUMP and suit == trump
                        and not broken and obs.status[seat] is not _DOG):
                    # 002: trumps may be led before they are broken only from a hand of trumps.
                    allowed[seat] &= suits[trump]
            elif suit != led and obs.status[seat] is not _DOG:
                # "Players must follow suit if they can": not following shows a void.  A
                # dog's-life card may be played to any trick, so it shows nothing.
                allowed[seat] &= ~suits[led]
            if trump != follow.NO_TRUMP and (1 << card) & suits[trump]:
                broken = True
    visible = obs.hand_mask | played
    for card in obs.discarded:  # its own discards of a card exchange: in nobody's hand
        visible |= card.bit
    if obs.turn_up is not None and obs.phase is Phase.PLAY:
        visible |= obs.turn_up.bit
    unknown = FULL_PACK_MASK & ~visible
    counts = tuple(0 if s == me else obs.hand_counts[s] for s in range(n))
    allowed[me] = FULL_PACK_MASK
    return Knowledge(me, unknown, counts, tuple(a & unknown for a in allowed), played)




_BIT = tuple(1 << c for c in range(52))


def deal_sampler(know: Knowledge, own_hand: int, attempts: int = 40, strict: bool = False
                 ) -> Callable[[random.Random], tuple[int, ...]]:
    """A function drawing deals as :func:`sample_hands` does, with the card lists it needs
    computed once (a search draws hundreds of deals from one information set).  ``strict``
    raises ``ValueError`` where :func:`sample_hands` would drop the constraints."""
    n = len(know.counts)
    seats = [s for s in range(n) if know.counts[s] > 0]
    seats.sort(key=lambda s: (know.allowed[s].bit_count() - know.counts[s], s))
    unknown = indices_from_mask(know.unknown)
    allowed = {s: indices_from_mask(know.allowed[s]) for s in seats}
    counts = know.counts
    me = know.seat
    bit = _BIT
    free = all(know.allowed[s] == know.unknown for s in seats)
    total = sum(counts[s] for s in seats)
    if free and total > len(unknown):
        raise ValueError("no deal of the hidden cards matches the observed hand counts")

    def sample_free(rng: random.Random) -> tuple[int, ...]:
        # No voids: one uniform draw of all the hidden hands' cards, cut into hands.
        hands = [0] * n
        hands[me] = own_hand
        drawn = rng.sample(unknown, total)
        pos = 0
        for s in seats:
            k = counts[s]
            hands[s] = sum(map(bit.__getitem__, drawn[pos:pos + k]))
            pos += k
        return tuple(hands)

    def sample(rng: random.Random) -> tuple[int, ...]:
        for attempt in range(attempts + 1):
            relax = attempt == attempts
            if relax and strict:
                break
            hands = [0] * n
            hands[me] = own_hand
            taken = 0
            ok = True
            for s in seats:
                pool = unknown if relax else allowed[s]
                if taken:
                    pool = [c for c in pool if not taken >> c & 1]
                k = counts[s]
                if len(pool) < k:
                    ok = False
                    break
                mask = sum(map(bit.__getitem__, rng.sample(pool, k)))
                hands[s] = mask
                taken |= mask
            if ok:
                return tuple(hands)
        raise ValueError("no deal of the hidden cards matches the observed hand counts")

    return sample_free if free else sample


def sample_hands(know: Knowledge, own_hand: int, rng: random.Random,
                 attempts: int = 40) -> tuple[int, ...]:
    """One deal of the unknown cards to the other seats, consistent with counts and voids.

    The most constrained seats are dealt first, each a uniform choice among the cards it may
    hold; if that paints itself into a corner it retries, and after ``attempts`` failures it
    drops the void constraints (which can only happen on inconsistent input).  Without any
    void the hidden hands are one uniform draw.  The result depends only on ``know`` and the
    ``rng`` state: that is what makes decisions seeded."""
    return deal_sampler(know, own_hand, attempts)(rng)


def determinize(obs: Observation, hands: tuple[int, ...]) -> State:
    """A full engine ``State`` from the observation plus one sampled deal of the hidden cards.

    Fields nobody at the table knows are dummies: the seed (``Setup``), the stock, and the
    deal on which earlier seats went out.  Search must therefore stop at the end of the current
    hand, before the next deal would draw on them."""
    n = obs.players
    options = obs.options
    choosing = obs.phase is Phase.CHOOSE_TRUMP
    trump = follow.NO_TRUMP if choosing else obs_trump(obs)
    order = RankOrder.NORMAL if choosing else obs_order(obs)
    trick = plays_as_indices(obs.trick)
    to_act = -1 if obs.to_act is None else obs.to_act
    if choosing:
        trick_seats: tuple[int, ...] = ()
        led = -1
    else:
        leader = trick[0][0] if trick else to_act
        in_trick = {s for s, _c in trick}
        trick_seats = tuple(s % n for s in range(leader, leader + n)
                            if obs.hand_counts[s % n] > 0 or s % n in in_trick)
        led = -1
        for _s, c in trick:
            if c >= 0:
                led = follow.effective_suit(c, trump, options.two_of_diamonds)
                break
    status = obs.status
    dealer = obs.dealer
    # The money game settles a zero-trick hand by the lives each seat has bought (public).
    house = House(rung=tuple(LIFE_NAMES.index(life) for life in obs.lives)) \
        if options.money else NO_HOUSE
    eldest = next((s % n for s in range(dealer + 1, dealer + n + 1)
                   if status[s % n] is not SeatStatus.OUT), dealer)
    return State(
        options=options, setup=_DUMMY_SETUP, players=n, phase=obs.phase, deal_no=obs.deal_no,
        hand_size=obs.hand_size, dealer=dealer, eldest=eldest, hands=hands, status=status,
        dogs_life_used=obs.dogs_life_used, trump=trump, order=order,
        suits=follow.suit_masks(trump, options.two_of_diamonds),
        turn_up=-1 if obs.turn_up is None else obs.turn_up.index,
        trick=trick, trick_seats=trick_seats, led=led,
        completed=tuple(plays_as_indices(p) for p, _w in obs.completed_tricks),
        winners=tuple(w for _p, w in obs.completed_tricks),
        tricks=obs.tricks, broken=obs.trumps_broken, to_act=to_act,
        chooser=to_act if choosing else -1, out_deal=(0,) * n, winner=-1, positions=(),
        stock=(), house=house,
    )
