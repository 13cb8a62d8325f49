"""A classic Whist game's record, and its verification against the revealed seed.

The record has Knock-Out Whist's shape (``games/record.schema.json``) plus ``"kind":
"whist"``: the seed and its commitment, the first dealer, every deal (hands in the order dealt,
turn-up, trumps, tricks), every action by seat, and the result.  :func:`whist_record` builds
one from a finished game's seed, options and actions (what the service stores), and
:func:`verify` replays it -- ``python -m games.record record.json`` dispatches here on the
``kind``.  Pure Python: no Django.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from games.engine.actions import Action, action_from_dict
from games.engine.errors import EngineError
from games.engine.events import CardPlayed, Dealt, TrickWon
from games.engine.knockout.setup import Setup
from games.engine.serialize import setup_from_dict, setup_to_dict
from games.engine.tricks.cards import CARD_NAMES
from games.engine.tricks.shuffle import seed_commitment
from games.engine.whist.events import ClaimSettled, TrumpFixed
from games.engine.whist.game import apply, new_game, resign
from games.engine.whist.options import PLAYERS, WhistOptions

KIND = "whist"


def first_dealer_of(seed: str, players: int = PLAYERS) -> int:
    """The same draw as Knock-Out Whist's (:func:`games.record.first_dealer_of`)."""
    digest = hashlib.sha256(f"{seed}:first_dealer".encode()).digest()
    return int.from_bytes(digest, "big") % players


def _replay(options: WhistOptions, setup: Setup, entries: Sequence[dict[str, Any]]
            ) -> tuple[Any, list[dict[str, Any]]]:
    """The final state and the deals as the replay makes them; raises EngineError."""
    state, events = new_game(PLAYERS, options, setup)
    deals: list[dict[str, Any]] = []
    pending: list[dict[str, Any]] = []
    """The cards of the trick in play."""

    def take(event_list: Sequence[Any]) -> None:
        for event in event_list:
            if isinstance(event, Dealt):
                deals.append({"deal_no": event.deal_no, "dealer": event.dealer,
                              "hands": event.hands_by_seat(), "turn_up": None, "trump": None,
                              "tricks": []})
            elif isinstance(event, TrumpFixed):
                deals[-1]["trump"] = None if event.trump < 0 else "CDHS"[event.trump]
                deals[-1]["turn_up"] = None if event.card < 0 else CARD_NAMES[event.card]
            elif isinstance(event, CardPlayed):
                pending.append({"seat": event.seat, "card": CARD_NAMES[event.card]})
            elif isinstance(event, TrickWon):
                pending.clear()
                deals[-1]["tricks"].append(
                    {"trick_no": event.trick_no, "winner": event.seat,
                     "plays": [{"seat": s, "card": c} for s, c in event.named_plays()]})
            elif isinstance(event, ClaimSettled) and event.accepted and pending:
                # The trick in play when a claim took the rest is never finished.
                deals[-1]["tricks"].append({"trick_no": len(deals[-1]["tricks"]) + 1,
                                            "winner": None, "plays": list(pending)})
                pending.clear()

    take(events)
    for entry in entries:
        if entry["action"].get("type") == "resign":  # as in Knock-Out Whist's records
            state, events = resign(state, entry["seat"])
        else:
            state, events = apply(state, action_from_dict(entry["action"]), seat=entry["seat"])
        take(events)
    return state, deals


def whist_record(seed: str, options: WhistOptions,
                 actions: Sequence[tuple[int, Action | dict[str, Any]]], *,
                 setup: Setup | None = None) -> dict[str, Any]:
    """The record of a game played from ``seed`` (first dealer drawn from it) or a forced
    ``setup``, with ``actions`` as ``(seat, action)`` in order; a resignation is the action
    ``{"type": "resign"}``."""
    forced = setup is not None and setup.is_forced
    setup = setup or Setup(seed=seed, first_dealer=first_dealer_of(seed))
    entries = [{"seq": k + 1, "seat": seat, "action": a if isinstance(a, dict) else a.to_dict()}
               for k, (seat, a) in enumerate(actions)]
    state, deals = _replay(options, setup, entries)
    return {
        "format": "kowhist-record", "version": 1, "kind": KIND, "players": PLAYERS,
        "options": options.to_dict(), "seed_commitment": seed_commitment(seed), "seed": seed,
        "forced_setup": setup_to_dict(setup) if forced else None,
        "first_dealer": setup.first_dealer, "deals": deals, "actions": entries,
        "result": {"winner": None if state.winner < 0 else state.winner,
                   "positions": list(state.positions), "scores": list(state.scores),
                   "games": list(state.games), "totals": list(state.totals)},
    }


def verify(record: dict[str, Any]) -> list[str]:
    """Problems found in a classic Whist record; an empty list means it verifies."""
    seed = record.get("seed")
    if not seed:
        return ["the record has no revealed seed (is the game finished?)"]
    problems: list[str] = []
    if seed_commitment(seed) != record.get("seed_commitment"):
        problems.append("the seed does not match the commitment published at the start")
    try:
        options = WhistOptions.from_dict(record["options"])
        if record.get("forced_setup"):
            setup = setup_from_dict(record["forced_setup"])
        else:
            setup = Setup(seed=seed, first_dealer=first_dealer_of(seed))
            if record.get("first_dealer") not in (None, setup.first_dealer):
                problems.append("the first dealer is not the one the seed draws")
        state, deals = _replay(options, setup, record["actions"])
    except EngineError as exc:
        return problems + [f"the record does not replay: {exc.message}"]
    recorded = record.get("deals") or []
    if len(recorded) != len(deals):
        problems.append(f"the record has {len(recorded)} deals; the seed gives {len(deals)}")
    for mine, theirs in zip(recorded, deals, strict=False):
        n = theirs["deal_no"]
        if mine.get("hands") != theirs["hands"]:
            problems.append(f"deal {n}: the recorded hands differ from the seed's")
        if mine.get("turn_up") != theirs["turn_up"] or mine.get("trump") != theirs["trump"]:
            problems.append(f"deal {n}: the turn-up or trumps differ from the seed's")
        if mine.get("tricks") != theirs["tricks"]:
            problems.append(f"deal {n}: the recorded tricks differ from the replay")
    result = record.get("result") or {}
    if not state.is_over:
        problems.append("the replayed game is not over")
    elif list(state.positions) != result.get("positions"):
        problems.append("the finishing positions differ from the replay")
    return problems
