"""The ``heuristic`` level: a sensible human-like player with no look-ahead.

* It keeps its winners for when they count: it never throws a high card on a trick it cannot
  win, wins a trick it can win as cheaply as possible when it plays last, and leads a card only
  when it is the best one left of its suit (a "master") or, lacking one, leads low.
* It plays low when it cannot win.
* It chooses trumps by the pagat advice (004 "Advice on Play"): the longest suit, and between
  suits of equal length the one without high cards, because those "may well win tricks even if
  they are not trumps".  With the no-trump/rank-order options it first picks the rank order its
  hand is strongest in.
* On a dog's life it plays its one card when it would win the trick now (or is forced to on
  the last trick) and knocks otherwise.

It also serves as the timeout stand-in for absent players, so it must be quick and never fail.
"""

from __future__ import annotations

import random

from games.ai.knowledge import knowledge_from, obs_order, obs_trump
from games.ai.policy import dog_plays, greedy_card, higher_table, power_table
from games.ai.variants import variant_action
from games.engine import Observation, Phase, RankOrder, SeatStatus
from games.engine.actions import KNOCK, PLAYS, Action, ChooseTrump, Knock, PlayCard
from games.engine.tricks.cards import indices_from_mask
from games.engine.tricks.rank_order import VALUE

_DOG = SeatStatus.DOGS_LIFE


def high_card_points(hand: int, suit: int, order: int) -> int:
    """Honour points of ``hand`` in ``suit`` under ``order``: 4 for the best rank, 3, 2, 1."""
    values = VALUE[order]
    ranked = sorted(values[:13], reverse=True)
    points = {ranked[0]: 4, ranked[1]: 3, ranked[2]: 2, ranked[3]: 1}
    total = 0
    for c in indices_from_mask(hand & (0x1FFF << (13 * suit))):
        total += points.get(values[c], 0)
    return total


def choose_trump_suit(hand: int, order: RankOrder = RankOrder.NORMAL) -> int:
    """pagat: "always choose the longest suit"; between equal lengths, "do not choose a suit
    with very high cards in it, as these may well win tricks even if they are not trumps"."""
    def key(suit: int) -> tuple[int, int, int]:
        length = (hand & (0x1FFF << (13 * suit))).bit_count()
        return (-length, high_card_points(hand, suit, order), suit)
    return min(range(4), key=key)


def choose_trump_action(obs: Observation) -> ChooseTrump:
    """The heuristic trump choice, as one of ``obs.legal_actions``."""
    hand = obs.hand_mask
    legal = [a for a in obs.legal_actions if isinstance(a, ChooseTrump)]
    order = RankOrder.NORMAL
    if obs.options.trump_extras:
        # The rank order in which this hand holds the most honours; normal order on a tie.
        def strength(o: int) -> tuple[int, int]:
            return (sum(high_card_points(hand, s, o) for s in range(4)), -o)
        order = max(range(4), key=strength)
    suit = choose_trump_suit(hand, order)
    longest = (hand & (0x1FFF << (13 * suit))).bit_count()
    want_no_trump = (obs.options.trump_extras and longest <= 1 and hand.bit_count() >= 3)
    for action in legal:
        if action.order != order:
            continue
        if (action.suit is None) == want_no_trump and (
                want_no_trump or int(action.suit) == suit):  # type: ignore[arg-type]
            return action
    return legal[0]



def heuristic_play(obs: Observation) -> Action:
    """The heuristic card play (or knock) for the seat to act."""
    legal = obs.legal_actions
    plays = [a for a in legal if isinstance(a, PlayCard)]
    can_knock = any(isinstance(a, Knock) for a in legal)
    trump = obs_trump(obs)
    order = obs_order(obs)
    power, suit = power_table(trump, order, obs.options.two_of_diamonds)
    trick = tuple((s, -1 if c is None else c.index) for s, c in obs.trick)
    me = obs.seat
    assert me is not None
    # Seats still to play after me in this trick: every other seat holding cards not yet in it.
    acted = {s for s, _c in trick}
    still_to_play = [s for s in range(obs.players)
                     if s != me and s not in acted and obs.hand_counts[s] > 0]
    unseen = knowledge_from(obs).unknown

    higher = higher_table(trump, order, obs.options.two_of_diamonds)
    if obs.status[me] is _DOG:
        if not can_knock:
            return plays[0]
        return plays[0] if dog_plays(plays[0].index, trick, trump, power, suit, higher,
                                     unseen) else KNOCK

    if len(plays) == 1:
        return plays[0]
    return PLAYS[greedy_card([a.index for a in plays], trick, trump, power, suit, higher,
                             unseen, not still_to_play)]


_NO_RNG = random.Random(0)


def heuristic_action(obs: Observation) -> Action:
    """The heuristic level's decision of any kind; the house-rule decisions are
    answered by :func:`games.ai.variants.variant_action` (deterministic, it ignores the rng)."""
    chosen = variant_action(obs, _NO_RNG)
    if chosen is not None:
        return chosen
    if obs.phase is Phase.CHOOSE_TRUMP:
        return choose_trump_action(obs)
    return heuristic_play(obs)


class HeuristicBot:
    """Rule-of-thumb play from the observation alone; ``rng`` is accepted and unused."""

    name = "heuristic"

    def choose_action(self, observation: Observation, *, rng: random.Random) -> Action:
        return heuristic_action(observation)


__all__ = ["HeuristicBot", "choose_trump_action", "choose_trump_suit", "heuristic_action",
           "heuristic_play", "high_card_points"]
