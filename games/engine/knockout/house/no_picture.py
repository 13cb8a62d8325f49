"""002 "no picture, no play": a seat dealt no card higher than a ten may have the hand dealt
again, "until the card count is at 5".

Every seat dealt a full hand is asked in turn from the eldest hand (passing is all most can do;
asking only the eligible would tell the table who holds no picture).  The same dealer deals the
same hand size again from a fresh pack (label ``deal:N:redeal:K``); trumps come as they did (a
new card is turned up if one was).
"""

from __future__ import annotations

from typing import Any

from games.engine.events import Declared
from games.engine.knockout.dealing import deal
from games.engine.knockout.registry import (
    Events,
    Stage,
    continue_deal,
    register_declaration,
    register_stage,
)
from games.engine.knockout.state import Phase, State, TrumpSource
from games.engine.knockout.turns import ask, from_eldest, next_in_queue

ORDER = 10
"""First of the stages after a deal (see :mod:`games.engine.knockout.registry`)."""
PICTURE_RANK = 9
"""Rank index (``card % 13``) of the jack: "no card higher than a ten" means every index is
below it.  Aces count as higher than a ten whatever order trumps are later chosen in."""
_PICTURE_BITS = sum(1 << r for r in range(PICTURE_RANK, 13))


def begin(st: Any, events: Events) -> bool:
    size = st.hand_size
    if not st.options.no_picture_redeal or size <= 5:
        return False
    seats = [s for s in from_eldest(st) if st.hands[s].bit_count() == size]
    if seats:
        ask(st, Phase.DECLARE_NO_PICTURE, seats)
    return bool(seats)


def eligible(state: State, seat: int) -> bool:
    hand = state.hands[seat]
    return not hand & state.house.blind and no_picture(hand, state.hand_size)


def no_picture(hand: int, hand_size: int) -> bool:
    """A full hand of ``hand_size`` cards with no card higher than a ten."""
    return hand.bit_count() == hand_size and \
        all(not (hand >> (13 * s)) & _PICTURE_BITS for s in range(4))


def declare(st: Any, declared: bool, events: Events) -> None:
    """The seat to act declares (the hand is dealt again) or passes."""
    if events is not None:
        events.append(Declared(st.to_act, "no_picture", declared))
    if declared:
        _redeal(st, events)  # 002: "All cards are turned in and the round is re dealt"
    elif not next_in_queue(st):
        continue_deal(st, events, after=ORDER)


def _redeal(st: Any, events: Events) -> None:
    chosen = st.chooser >= 0
    source = TrumpSource.CHOSEN if chosen else \
        TrumpSource.TURN_UP if st.turn_up >= 0 else TrumpSource.FIXED
    winner = st.chooser if chosen else st.house.leader
    deal(st, st.options, st.setup, deal_no=st.deal_no, hand_size=st.hand_size,
         dealer=st.dealer, winner=winner, trump_source=source, events=events,
         redeal=st.house.redeals + 1)


register_stage(Stage(ORDER, "declare_no_picture", begin))
register_declaration(Phase.DECLARE_NO_PICTURE,
                     "a declaration of no picture, no play (or a pass)", "no_picture", eligible,
                     "'no picture, no play' needs a full hand with no card higher than a ten",
                     declare)
