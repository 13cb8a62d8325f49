"""Forced classic Whist deals and scripted play for the scenario tests.

``start(deals, options, first_dealer)`` fixes the hands of chosen deals (one string of 13 card
names per seat; the dealer's last card is the turn-up unless ``turn_up`` is named);
``run(state, "0:AS 1:KS ...")`` plays tokens through the public ``apply`` (``seat:card`` also
checks whose turn it is); ``one_suit_each("S H D C")`` is a deal in which seat k holds every
card of the k-th suit, so whoever holds trumps takes all 13 tricks however the cards are played.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.engine import whist
from games.engine.whist import ForcedDeal, Setup, WhistOptions, WhistState

RANKS = "23456789TJQKA"
Hands = Sequence[str]


def one_suit_each(suits: str) -> list[str]:
    """``"S H D C"``: seat 0 all spades, seat 1 all hearts, seat 2 all diamonds, seat 3 all
    clubs (the deck order in each hand: two up to ace, so the ace is the dealer's last card)."""
    return [" ".join(r + s for r in RANKS) for s in suits.split()]


def forced(deals: dict[int, Hands | tuple[Hands, str | None]], *, first_dealer: int = 0,
           seed: str = "scenario") -> Setup:
    items = []
    for n, value in sorted(deals.items()):
        hands, turn_up = value if isinstance(value, tuple) else (value, None)
        items.append((n, ForcedDeal.of(hands=list(hands), turn_up=turn_up)))
    return Setup(seed=seed, first_dealer=first_dealer, forced_deals=tuple(items))


def start(deals: dict[int, Hands | tuple[Hands, str | None]] | None = None,
          options: WhistOptions | None = None, *, first_dealer: int = 0,
          seed: str = "scenario") -> tuple[WhistState, list]:
    state, events = whist.new_game(4, options or WhistOptions(),
                                   forced(deals or {}, first_dealer=first_dealer, seed=seed))
    return state, list(events)


def run(state: WhistState, script: str) -> tuple[WhistState, list]:
    events: list = []
    for token in script.split():
        seat = None
        if ":" in token:
            head, token = token.split(":", 1)
            seat = int(head)
            assert state.to_act == seat, f"seat {state.to_act} is to act, not {seat} ({token})"
        state, new = whist.apply(state, whist.play(token), seat=seat)
        events.extend(new)
    return state, events


def play_hand(state: WhistState) -> tuple[WhistState, list]:
    """Play the current deal to its end, each seat playing its first legal card."""
    deal_no = state.deal_no
    events: list = []
    while not state.is_over and state.deal_no == deal_no:
        state, new = whist.apply(state, whist.legal_actions(state)[0])
        events.extend(new)
    return state, events


def of_kind(events: Sequence[object], kind: str) -> list:
    return [e for e in events if getattr(e, "kind", None) == kind]


def hand(state: WhistState, seat: int) -> str:
    return " ".join(str(c) for c in state.hand(seat))
