"""How well a sampled deal explains the cards the other seats have played this hand.

PIMC programs for bridge and skat weight (or filter) their sampled deals by how likely the
opponents' observed plays are under a model of how they play.  Here the model is the rule of
thumb of :mod:`games.ai.policy` (the ``heuristic`` level's play), followed with probability
``1 - noise``: a sampled deal is replayed from the start of the hand -- each seat's hand then is
its sampled hand plus the cards it has played since -- and every observed play of another seat
that had a choice scores 1 if the rule of thumb makes it and ``mismatch`` if not.  The result is
a soft likelihood, never zero, so a player who does not follow the rule of thumb (a human) only
makes the weighting uninformative, never inconsistent.

The trumps of the deal are evidence too: a seat that chose them did so after seeing its new
hand, and the rule of thumb names its longest suit (pagat's advice), so a sampled hand of that
seat (its hand now plus what it has played) in which another suit is longer, or as long with
fewer honours, scores ``mismatch`` as well.  Who chose is public (``Observation.trump_chooser``).

Everything is read from the observation and the sampled hands (never the hidden state).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from games.ai.heuristic import choose_trump_suit
from games.ai.knowledge import Knowledge, obs_order, obs_trump, plays_as_indices
from games.ai.policy import (
    dog_plays,
    greedy_card,
    higher_table,
    power_table,
    trick_score,
)
from games.engine import Observation, Phase, SeatStatus
from games.engine.tricks import follow
from games.engine.tricks.cards import FULL_PACK_MASK, indices_from_mask

_DOG = SeatStatus.DOGS_LIFE


@dataclass(frozen=True, slots=True)
class History:
    """This hand's plays as integers, with what the replay needs."""

    me: int
    tricks: tuple[tuple[tuple[tuple[int, int], ...], int], ...]
    """Each trick's plays so far (``-1`` a knock) and how many seats play to it."""
    played_by: tuple[int, ...]
    """Per seat, the cards it has played this hand."""
    dogs: tuple[bool, ...]
    trump: int
    order: int
    two_d: bool
    trump_breaking: bool
    hand_size: int
    visible: int
    """Cards every seat sees besides its own hand and the cards played (the turn-up)."""
    informative: int
    """How many plays by other seats there are to check."""
    ignore: frozenset[int] = frozenset()
    """Seats whose plays are not checked (:func:`rule_breakers`)."""
    chooser: int = -1
    """Another seat that chose this deal's trumps, whose choice is checked against the rule of
    thumb (pagat: "always choose the longest suit"); -1 for none."""
    winners: tuple[int, ...] = ()
    """The winner of each completed trick (a cautious player ducks once it has one)."""


def history_from(obs: Observation, use_chooser: bool = True) -> History | None:
    """The replayable history of this hand, or None when there is nothing to check."""
    me = obs.seat
    if me is None or obs.phase is not Phase.PLAY:
        return None
    n = obs.players
    played_by = [0] * n
    tricks = []
    informative = 0
    winners = []
    for plays, winner in obs.completed_tricks:
        ints = plays_as_indices(plays)
        tricks.append((ints, len(ints)))
        winners.append(winner)
    current = plays_as_indices(obs.trick)
    acted = {s for s, _c in current}
    to_come = sum(1 for s in range(n) if s not in acted and obs.hand_counts[s] > 0)
    tricks.append((current, len(current) + to_come))
    ignore = rule_breakers(obs)
    # The rule of thumb's choice is only known without the extra trump options, and a house
    # rule (e.g. the card exchange) may have changed the chooser's hand since.
    chooser = obs.trump_chooser
    if (not use_chooser or chooser is None or chooser == me or chooser in ignore
            or obs.options.trump_extras or obs.options.house_rules):
        chooser = -1
    else:
        informative += 1
    for plays, _size in tricks:
        for seat, card in plays:
            if card >= 0:
                played_by[seat] |= 1 << card
            if seat != me and seat not in ignore:
                informative += 1
    if not informative:
        return None
    return History(
        me=me, tricks=tuple(tricks), played_by=tuple(played_by),
        dogs=tuple(s is _DOG for s in obs.status), trump=obs_trump(obs), order=obs_order(obs),
        two_d=obs.options.two_of_diamonds, trump_breaking=obs.options.trump_breaking,
        hand_size=obs.hand_size, visible=0 if obs.turn_up is None else obs.turn_up.bit,
        informative=informative, ignore=ignore, chooser=chooser, winners=tuple(winners))


def likelihood(hist: History, hands: tuple[int, ...], mismatch: float, floor: float = 0.0
               ) -> float:
    """The product over the other seats' observed choices of 1 (the rule of thumb's move) or
    ``mismatch`` (another one), for the sampled current ``hands``.  Stops early, returning a
    value below ``floor``, once the product falls below ``floor``."""
    trump = hist.trump
    two_d = hist.two_d
    power, suit = power_table(trump, hist.order, two_d)
    higher = higher_table(trump, hist.order, two_d)
    masks = follow.suit_masks(trump, two_d)
    trump_mask = masks[trump] if trump >= 0 else 0
    held = [h | p for h, p in zip(hands, hist.played_by, strict=True)]
    me = hist.me
    if hist.chooser >= 0 and choose_trump_suit(held[hist.chooser]) != trump:
        weight = mismatch  # the chooser's hand then was its hand now plus its plays
        if weight < floor:
            return weight
    else:
        weight = 1.0
    ignore = hist.ignore
    played = hist.visible
    broken = False
    n_tricks_total = hist.hand_size
    for t, (plays, size) in enumerate(hist.tricks):
        so_far: tuple[tuple[int, int], ...] = ()
        led = -1
        final = t + 1 >= n_tricks_total
        for pos, (seat, card) in enumerate(plays):
            hand = held[seat]
            if seat != me and not final and seat not in ignore:
                unseen = FULL_PACK_MASK & ~hand & ~played
                if hist.dogs[seat]:
                    mine = hand.bit_length() - 1
                    if mine >= 0 and dog_plays(mine, so_far, trump, power, suit, higher,
                                               unseen) != (card >= 0):
                        weight *= mismatch
                else:
                    legal = follow.legal_cards(hand, led, masks, trump,
                                              hist.trump_breaking and not broken)
                    if legal & (legal - 1):
                        choice = greedy_card(indices_from_mask(legal), so_far, trump, power,
                                             suit, higher, unseen, pos + 1 == size)
                        if choice != card:
                            weight *= mismatch
                if weight < floor:
                    return weight
            if card >= 0:
                bit = 1 << card
                held[seat] = hand & ~bit
                played |= bit
                if led < 0:
                    led = suit[card]
                if bit & trump_mask:
                    broken = True
            so_far += ((seat, card),)
    return weight


Likelihood = Callable[[History, tuple[int, ...], float, float], float]


def sample_weighted(sample: Callable[[random.Random], tuple[int, ...]], hist: History | None,
                    rng: random.Random, mismatch: float,
                    tries: int, weigh: Likelihood | None = None) -> tuple[tuple[int, ...], int]:
    """Rejection sampling: draw deals from ``sample(rng)`` and accept one with probability
    ``weigh`` (:func:`likelihood`, or a mixture of styles: :mod:`games.ai.mixture`); after
    ``tries`` draws take the most likely one seen.  Returns the deal and how many draws it
    took."""
    deal = sample(rng)
    if hist is None or mismatch >= 1.0:
        return deal, 1
    weigh = weigh or likelihood
    best = deal
    best_w = -1.0
    for k in range(1, int(tries) + 1):
        if k > 1:
            deal = sample(rng)
        u = rng.random()
        w = weigh(hist, deal, mismatch, u)
        if w >= u:
            return deal, k
        if w > best_w:
            best_w = w
            best = deal
    return best, tries


def could_not_win(obs: Observation, know: Knowledge, leads: bool = True) -> tuple[int, ...]:
    """Per seat, the still-unknown cards it cannot hold *if* it plays by the rule of thumb.

    The rule of thumb always takes a trick it can (:func:`games.ai.policy.greedy_card` plays
    some winning card whenever it holds one), so a seat that played a card not beating the
    best card so far held no legal card that would have.  It leads its best plain master if
    it has one, and a trump only from a hand of trumps (:func:`_lead_exclusions`).  A seat
    that later plays such a card does not play by the rule of thumb and gets no constraint.
    A dog's-life seat's knock or card is left to :func:`likelihood`.  Only for use as a
    proposal: the search falls back to the plain voids when these make the deal impossible."""
    excluded, breakers = rule_of_thumb_exclusions(obs, leads)
    return tuple(0 if s in breakers or s == obs.seat else excluded[s] & know.unknown
                 for s in range(obs.players))


def rule_breakers(obs: Observation) -> frozenset[int]:
    """The seats whose plays this hand provably break the rule of thumb (a card it could not
    have held by :func:`could_not_win`): :func:`likelihood` ignores their plays."""
    return rule_of_thumb_exclusions(obs)[1]


def rule_of_thumb_exclusions(obs: Observation, leads: bool = True
                             ) -> tuple[list[int], frozenset[int]]:
    """:func:`could_not_win` before the observing seat and the rule breakers are left out,
    and the rule breakers (:func:`rule_breakers`): one pass for callers that need both."""
    me = obs.seat
    n = obs.players
    excluded = [0] * n
    broken_model = [False] * n
    if obs.phase is not Phase.PLAY:
        return excluded, frozenset()
    trump = obs_trump(obs)
    power, suit = power_table(trump, obs_order(obs), obs.options.two_of_diamonds)
    tricks = [plays_as_indices(p) for p, _w in obs.completed_tricks]
    tricks.append(plays_as_indices(obs.trick))
    played = 0 if obs.turn_up is None else obs.turn_up.bit  # seen by every seat
    for plays in tricks:
        led = -1
        best = -100_000
        for seat, card in plays:
            if card < 0:
                continue
            if card >= 0 and excluded[seat] >> card & 1:
                broken_model[seat] = True
            if led < 0:
                led = suit[card]
                best = power[card]
                if leads and seat != me and obs.status[seat] is not _DOG:
                    excluded[seat] |= _lead_exclusions(card, played, trump, power, suit)
                played |= 1 << card
                continue
            played |= 1 << card
            score = trick_score(card, led, trump, power, suit)
            if score > best:
                best = score
                continue
            if seat == me or obs.status[seat] is _DOG:
                continue
            follows = suit[card] == led
            mask = 0
            for c in range(52):
                if (not follows or suit[c] == led) and \
                        trick_score(c, led, trump, power, suit) > best:
                    mask |= 1 << c
            excluded[seat] |= mask
    return excluded, frozenset(s for s in range(n) if broken_model[s])


def _lead_exclusions(card: int, played: int, trump: int, power: tuple[int, ...],
                     suit: tuple[int, ...]) -> int:
    """The cards a rule-of-thumb leader of ``card`` did not hold (``played``: every card seen
    by all before the lead).  A trump lead comes only from a hand of trumps.  Otherwise the
    leader holds a plain master -- a card no unseen card of its suit beats -- only if it holds
    the best card left of that suit; it leads its most powerful master when it has one, and
    low from its longest suit only when it has none."""
    if trump >= 0 and suit[card] == trump:
        return sum(1 << c for c in range(52) if suit[c] != trump)
    tops = {}
    for c in range(52):
        s = suit[c]
        if s == trump or played >> c & 1:
            continue
        if s not in tops or power[c] > power[tops[s]]:
            tops[s] = c
    top = tops.get(suit[card], card)
    if top != card:
        # Not a master, so the leader had none: it holds no suit's best card left.
        return sum(1 << c for c in tops.values())
    return sum(1 << c for s, c in tops.items() if c != card and power[c] > power[card])
