"""Building forced games and playing scripted card sequences, shared by the scenario tests.

A scenario names every card that matters: ``forced(...)`` fixes the hands of chosen deals (and
the cut cards), ``run(state, "AS KS ...")`` plays the tokens in order through the public ``apply``
and returns the new state with every event.  A token is a card, ``knock``, or ``seat:token`` to
also assert whose turn it is, which keeps a scenario readable as a transcript of the table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from games.engine import (
    KNOCK,
    Action,
    ChooseTrump,
    ForcedDeal,
    Options,
    Setup,
    State,
    Suit,
    apply,
    legal_actions,
    new_game,
    parse_card,
    play,
)
from games.engine.events import Event

Hands = Sequence[str]
"""One string of space-separated card names per seat ("" for a seat not dealt in)."""


def forced(deals: dict[int, tuple[Hands, str | None]] | None = None,
           cuts: dict[int, str] | None = None, *, first_dealer: int = 0,
           seed: str = "scenario") -> Setup:
    """A setup whose listed deals are ``(hands, turn_up)`` and whose cuts draw the named cards."""
    return Setup(
        seed=seed,
        first_dealer=first_dealer,
        forced_deals=tuple((n, ForcedDeal.of(hands=list(h), turn_up=t))
                           for n, (h, t) in sorted((deals or {}).items())),
        forced_cuts=tuple((n, tuple(parse_card(c) for c in cards.split()))
                          for n, cards in sorted((cuts or {}).items())),
    )


def start(players: int, deals: dict[int, tuple[Hands, str | None]] | None = None,
          options: Options | None = None, cuts: dict[int, str] | None = None, *,
          first_dealer: int = 0, seed: str = "scenario") -> State:
    state, _ = new_game(players, options or Options(),
                        forced(deals, cuts, first_dealer=first_dealer, seed=seed))
    return state


def action(token: str) -> Action:
    """``knock``, a card name, or a trump choice ``trump:S`` / ``trump:none`` (+ ``:low``/
    ``:rev`` flags for the 004 rank orders)."""
    if token.lower() == "knock":
        return KNOCK
    if token.lower().startswith("trump:"):
        parts = token.split(":")[1:]
        suit = None if parts[0].lower() == "none" else Suit.from_str(parts[0])
        return ChooseTrump(suit, aces_high="low" not in parts, reverse="rev" in parts)
    return play(token)


def run(state: State, script: str | Iterable[str]) -> tuple[State, list[Event]]:
    """Apply each token of ``script``; ``"2:AS"`` also checks that seat 2 is to act."""
    tokens = script.split() if isinstance(script, str) else list(script)
    events: list[Event] = []
    for token in tokens:
        seat: int | None = None
        if ":" in token and token.split(":", 1)[0].isdigit():
            head, token = token.split(":", 1)
            seat = int(head)
            assert state.to_act == seat, f"expected seat {seat} to act before {token}, " \
                                         f"but it is seat {state.to_act}"
        state, new = apply(state, action(token), seat=seat)
        events.extend(new)
    return state, events


def autoplay(state: State, *, until_deal: int | None = None) -> tuple[State, list[Event]]:
    """Play the first legal action until the game ends or deal ``until_deal`` begins."""
    events: list[Event] = []
    while not state.is_over and (until_deal is None or state.deal_no < until_deal):
        state, new = apply(state, legal_actions(state)[0])
        events.extend(new)
    return state, events


def of_kind(events: Iterable[Event], kind: str) -> list[Any]:
    return [e for e in events if e.kind == kind]


def hand(state: State, seat: int) -> str:
    return " ".join(str(c) for c in state.hand(seat))
