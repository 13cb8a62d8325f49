"""Trumps chosen by the most-tricks winner: the choices, the handler, and its stage.

004: "The winner of most tricks on a hand chooses the trump suit on the next hand", after seeing
the new cards; with ``trump_extras`` also no trump, aces low or the reversed order (004
"Options when choosing trumps").
"""

from __future__ import annotations

from typing import Any

from games.engine.actions import ChooseTrump
from games.engine.errors import MalformedAction, TrumpOptionNotAllowed
from games.engine.events import Event, TrumpSet
from games.engine.knockout.dealing import first_leader, leader_is_chooser
from games.engine.knockout.fields import freeze, thaw
from games.engine.knockout.registry import (
    Events,
    Stage,
    continue_deal,
    register_phase,
    register_stage,
)
from games.engine.knockout.state import NO_HOUSE, Phase, State, TrumpSource
from games.engine.knockout.turns import put
from games.engine.options import Options
from games.engine.tricks.cards import Suit
from games.engine.tricks.follow import NO_TRUMP, suit_masks
from games.engine.tricks.rank_order import RankOrder

ORDER = 40
"""This stage's place among those after a deal (see :mod:`games.engine.knockout.registry`)."""

_CHOICES_PLAIN = tuple(ChooseTrump(Suit(s)) for s in range(4))
_CHOICES_EXTRA = tuple(
    ChooseTrump(suit, aces_high, reverse)
    for suit in (*Suit, None) for reverse in (False, True) for aces_high in (True, False))


def trump_choices(options: Options) -> tuple[ChooseTrump, ...]:
    return _CHOICES_EXTRA if options.trump_extras else _CHOICES_PLAIN


def begin(st: Any, events: Events) -> bool:
    """The chooser named at the deal (``chooser``) is asked now, unless the trumps are
    already settled (turned up, fixed, voted)."""
    chooser = st.chooser
    if chooser < 0:
        return False
    st.phase = Phase.CHOOSE_TRUMP
    if st.house is not NO_HOUSE:
        put(st, queue=())
    st.to_act = chooser
    return True


def set_trumps(st: Any, trump: int, order: RankOrder, source: TrumpSource, events: Events,
               seat: int = -1) -> None:
    """Trumps decided after the deal (chosen or voted): nobody is left to choose."""
    st.trump = trump
    st.order = order
    st.suits = suit_masks(trump, st.options.two_of_diamonds)
    if events is not None:
        events.append(TrumpSet(st.deal_no, trump, order, source, seat=seat))
    st.chooser = -1


def choose_trump(st: Any, trump: int, order: RankOrder, events: Events) -> None:
    """The chooser names ``trump`` (or :data:`NO_TRUMP`) in ``order``; play, or the stages
    after this one, follow."""
    options: Options = st.options
    chooser = st.chooser
    set_trumps(st, trump, order, TrumpSource.CHOSEN, events, seat=chooser)
    st.trump_chooser = chooser
    leader = st.house.leader
    if leader < 0:  # the core game keeps no leader: work it out as it always did
        leader = chooser if leader_is_chooser(options, st.deal_no) else first_leader(st, options)
    continue_deal(st, events, after=ORDER, leader=leader)


def apply_choice(state: State, action: ChooseTrump) -> tuple[State, tuple[Event, ...]]:
    if action.suit is not None and not isinstance(action.suit, Suit):
        raise MalformedAction("the trump suit must be a Suit or None")
    if not state.options.trump_extras and (action.suit is None or not action.aces_high
                                           or action.reverse):
        raise TrumpOptionNotAllowed(
            "these rules allow only a trump suit in the normal order (no no-trump, aces low or "
            "reversed order)", suit=None if action.suit is None else str(action.suit))
    st = thaw(state)
    events: list[Event] = []
    choose_trump(st, NO_TRUMP if action.suit is None else int(action.suit), action.order,
                 events)
    return freeze(st), tuple(events)


register_stage(Stage(ORDER, "choose_trump", begin, core=True))
register_phase(Phase.CHOOSE_TRUMP, "trumps to be chosen", lambda state: trump_choices(
    state.options), {ChooseTrump: apply_choice})
