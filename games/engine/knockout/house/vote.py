"""003: the knocked-out players vote on trumps before the most-tricks winner chooses.

The voters are asked in seat order; "the plurality wins; a tie or no votes leaves the choice
with the most-tricks winner".  Each vote stays secret until the tally (see the events).
"""

from __future__ import annotations

from typing import Any

from games.engine.actions import Action, VoteTrump
from games.engine.errors import MalformedAction
from games.engine.events import Event, VoteCast, VotesTallied
from games.engine.knockout.fields import apply_to
from games.engine.knockout.registry import (
    Events,
    Stage,
    continue_deal,
    register_phase,
    register_stage,
)
from games.engine.knockout.state import Phase, SeatStatus, State, TrumpSource
from games.engine.knockout.trumps import set_trumps
from games.engine.knockout.turns import ask, next_in_queue, put
from games.engine.tricks.cards import Suit
from games.engine.tricks.rank_order import RankOrder

ORDER = 30
"""Just before the chooser is asked (see :mod:`games.engine.knockout.registry`)."""
NOT_VOTED = -2
ABSTAIN = -1
_LEGAL: tuple[Action, ...] = (*(VoteTrump(Suit(s)) for s in range(4)), VoteTrump(None))


def begin(st: Any, events: Events) -> bool:
    if st.chooser < 0 or not st.options.trump_vote:
        return False
    voters = [s for s, x in enumerate(st.status) if x is SeatStatus.OUT]
    if voters:
        put(st, votes=(NOT_VOTED,) * len(st.hands))
        ask(st, Phase.VOTE_TRUMP, voters)
    return bool(voters)


def vote(st: Any, suit: int, events: Events) -> None:
    """The seat to act votes for ``suit`` (or :data:`ABSTAIN`); after the last, the tally."""
    seat = st.to_act
    votes = list(st.house.votes or (NOT_VOTED,) * len(st.hands))
    votes[seat] = suit
    put(st, votes=tuple(votes))
    if events is not None:
        events.append(VoteCast(seat, suit))
    if next_in_queue(st):
        return
    counts = [votes.count(s) for s in range(4)]
    top = max(counts)
    winners = [s for s in range(4) if counts[s] == top]
    trump = winners[0] if top > 0 and len(winners) == 1 else -1
    if events is not None:
        events.append(VotesTallied(st.deal_no, tuple((s, v) for s, v in enumerate(votes)
                                                     if v != NOT_VOTED), trump))
    if trump >= 0:
        set_trumps(st, trump, RankOrder.NORMAL, TrumpSource.VOTE, events)
    continue_deal(st, events, after=ORDER)  # no plurality: the chooser is asked next


def _apply_vote(state: State, action: VoteTrump) -> tuple[State, tuple[Event, ...]]:
    if action.suit is not None and not isinstance(action.suit, Suit):
        raise MalformedAction("a vote names a Suit or None")
    suit = ABSTAIN if action.suit is None else int(action.suit)
    return apply_to(state, lambda st, events: vote(st, suit, events))


register_stage(Stage(ORDER, "vote_trump", begin))
register_phase(Phase.VOTE_TRUMP, "a vote on trumps", lambda state: _LEGAL,
               {VoteTrump: _apply_vote})
