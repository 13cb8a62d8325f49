"""004 "Card exchange": "after trumps are chosen, each player may discard 1, 2 or 3 cards" and
is dealt as many from the top of the stock, "all at once", in turn from the eldest hand.

Discards go to a discard pile, never back into the stock; which cards a seat exchanged is its
own secret, how many is public.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from games.engine.actions import Action, Exchange
from games.engine.errors import CardNotInHand, TooManyDiscards
from games.engine.events import Event, Exchanged
from games.engine.knockout.fields import apply_to
from games.engine.knockout.registry import (
    Events,
    Stage,
    continue_deal,
    register_phase,
    register_stage,
)
from games.engine.knockout.state import Phase, State
from games.engine.knockout.turns import ask, from_eldest, next_in_queue, put
from games.engine.tricks.cards import BITS, CARDS, cards_from_mask, indices_from_mask

ORDER = 50
"""After trumps are settled, last before play (see :mod:`games.engine.knockout.registry`)."""


def begin(st: Any, events: Events) -> bool:
    if not st.options.card_exchange:
        return False
    n = len(st.hands)
    put(st, exchanged=(-1,) * n, discards=(0,) * n)
    ask(st, Phase.EXCHANGE, from_eldest(st))
    return True


def exchange_limit(state: State, seat: int) -> int:
    """How many cards ``seat`` may exchange now: at most three, never more than it can see in
    its hand, and never more than the stock can still replace (cards run short with many
    players: 7 x 7 + the turn-up leaves two)."""
    visible = state.hands[seat] & ~state.house.blind
    return min(3, visible.bit_count(), len(state.stock))


def legal_exchanges(state: State) -> tuple[Action, ...]:
    seat = state.to_act
    cards = cards_from_mask(state.hands[seat] & ~state.house.blind)
    limit = exchange_limit(state, seat)
    return tuple(Exchange(combo) for k in range(limit + 1) for combo in combinations(cards, k))


def exchange(st: Any, mask: int, events: Events) -> None:
    """The seat to act discards the cards of ``mask`` and draws as many from the stock."""
    seat = st.to_act
    k = mask.bit_count()
    stock = st.stock
    drawn = stock[:k]
    st.stock = stock[k:]
    hands = list(st.hands)
    new = hands[seat] & ~mask
    for c in drawn:
        new |= BITS[c]
    hands[seat] = new
    st.hands = tuple(hands)
    n = len(hands)
    discards = list(st.house.discards or (0,) * n)
    discards[seat] |= mask
    exchanged = list(st.house.exchanged or (-1,) * n)
    exchanged[seat] = k
    put(st, discards=tuple(discards), exchanged=tuple(exchanged))
    if events is not None:
        events.append(Exchanged(seat, tuple(indices_from_mask(mask)), tuple(drawn)))
    if not next_in_queue(st):
        continue_deal(st, events, after=ORDER)


def _apply_exchange(state: State, action: Exchange) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    mask = action.mask
    foreign = mask & ~(state.hands[seat] & ~state.house.blind)
    if foreign:
        card = CARDS[(foreign & -foreign).bit_length() - 1]
        raise CardNotInHand(f"{card} is not in seat {seat}'s hand", card=str(card))
    limit = exchange_limit(state, seat)
    if len(action.cards) > limit:
        raise TooManyDiscards(
            f"seat {seat} may exchange at most {limit} card(s) now (at most three, no more "
            f"than held, and no more than the {len(state.stock)} left in the stock)",
            limit=limit, count=len(action.cards))
    return apply_to(state, lambda st, events: exchange(st, mask, events))


register_stage(Stage(ORDER, "exchange", begin))
register_phase(Phase.EXCHANGE, "cards to be exchanged", legal_exchanges,
               {Exchange: _apply_exchange})
