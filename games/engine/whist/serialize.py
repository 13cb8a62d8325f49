"""JSON for classic Whist states and action logs (formats ``whist-state`` and
``whist-actions``, version 1).

As for Knock-Out Whist (:mod:`games.engine.serialize`) a state's JSON is a lossless snapshot
with cards by name, and the action log plus the set-up replays to the same state, which is how a
stored game is verified.  The set-up's JSON is Knock-Out Whist's (the same ``Setup``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from games.engine.actions import Action, action_from_dict
from games.engine.errors import EngineError, MalformedState
from games.engine.knockout.setup import Setup
from games.engine.serialize import setup_from_dict, setup_to_dict
from games.engine.tricks.cards import CARD_NAMES, cards_from_mask, parse_card
from games.engine.tricks.follow import suit_masks
from games.engine.whist.game import apply, new_game
from games.engine.whist.options import PLAYERS, WhistOptions
from games.engine.whist.state import WhistPhase, WhistState

STATE_FORMAT = "whist-state"
STATE_VERSION = 1
LOG_FORMAT = "whist-actions"
LOG_VERSION = 1


def _masks(hands: Iterable[int]) -> list[list[str]]:
    return [[str(c) for c in cards_from_mask(h)] for h in hands]


def _mask(names: list[str]) -> int:
    mask = 0
    for name in names:
        mask |= parse_card(name).bit
    return mask


def _plays(trick: Iterable[tuple[int, int]]) -> list[list[Any]]:
    return [[s, CARD_NAMES[c]] for s, c in trick]


def _plays_from(data: list[list[Any]]) -> tuple[tuple[int, int], ...]:
    return tuple((int(s), parse_card(c).index) for s, c in data)


def state_to_dict(state: WhistState) -> dict[str, Any]:
    return {
        "format": STATE_FORMAT, "version": STATE_VERSION,
        "options": state.options.to_dict(), "setup": setup_to_dict(state.setup),
        "phase": str(state.phase), "deal_no": state.deal_no, "game_no": state.game_no,
        "dealer": state.dealer, "hands": _masks(state.hands), "dealt": _masks(state.dealt),
        "trump": state.trump,
        "turn_up": None if state.turn_up < 0 else CARD_NAMES[state.turn_up],
        "leader": state.leader, "trick": _plays(state.trick), "led": state.led,
        "completed": [_plays(t) for t in state.completed], "winners": list(state.winners),
        "tricks": list(state.tricks), "to_act": state.to_act, "scores": list(state.scores),
        "games": list(state.games), "totals": list(state.totals), "winner": state.winner,
        "positions": list(state.positions), "claimer": state.claimer,
        "claim_accepted": list(state.claim_accepted),
    }


def _pair(values: list[int]) -> tuple[int, int]:
    first, second = values
    return int(first), int(second)


def _four(values: Iterable[int]) -> tuple[int, int, int, int]:
    a, b, c, d = values
    return a, b, c, d


def state_from_dict(data: dict[str, Any]) -> WhistState:
    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise MalformedState("not a classic Whist state")
    if data.get("version") != STATE_VERSION:
        raise MalformedState(f"state version {data.get('version')} is not supported",
                             version=data.get("version"))
    try:
        trump = int(data["trump"])
        return WhistState(
            options=WhistOptions.from_dict(data["options"]),
            setup=setup_from_dict(data["setup"]),
            phase=WhistPhase(data["phase"]), deal_no=data["deal_no"], game_no=data["game_no"],
            dealer=data["dealer"], hands=_four(_mask(h) for h in data["hands"]),
            dealt=_four(_mask(h) for h in data["dealt"]), trump=trump,
            suits=suit_masks(trump, False),
            turn_up=-1 if data["turn_up"] is None else parse_card(data["turn_up"]).index,
            leader=data["leader"], trick=_plays_from(data["trick"]), led=data["led"],
            completed=tuple(_plays_from(t) for t in data["completed"]),
            winners=tuple(data["winners"]), tricks=_four(data["tricks"]),
            to_act=data["to_act"], scores=_pair(data["scores"]), games=_pair(data["games"]),
            totals=_pair(data["totals"]), winner=data["winner"],
            positions=tuple(data["positions"]), claimer=int(data.get("claimer", -1)),
            claim_accepted=tuple(int(s) for s in data.get("claim_accepted", ())))
    except EngineError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise MalformedState(f"the state JSON is incomplete or wrong: {exc}") from None


def log_to_dict(players: int, options: WhistOptions, setup: Setup, actions: Sequence[Action]
                ) -> dict[str, Any]:
    """Knock-Out Whist's shape: ``players`` first (always 4 here)."""
    options.validate(players)
    return {"format": LOG_FORMAT, "version": LOG_VERSION, "players": players,
            "options": options.to_dict(), "setup": setup_to_dict(setup),
            "actions": [a.to_dict() for a in actions]}


def log_from_dict(data: dict[str, Any]) -> tuple[int, WhistOptions, Setup, list[Action]]:
    if not isinstance(data, dict) or data.get("format") != LOG_FORMAT:
        raise MalformedState("not a classic Whist action log")
    if data.get("version") != LOG_VERSION:
        raise MalformedState(f"action log version {data.get('version')} is not supported")
    return (data.get("players", PLAYERS), WhistOptions.from_dict(data["options"]),
            setup_from_dict(data["setup"]),
            [action_from_dict(a) for a in data["actions"]])


def replay(players: int, options: WhistOptions, setup: Setup, actions: Iterable[Action]
           ) -> WhistState:
    """Rebuild a state from its set-up and the actions taken, checking each one again."""
    state, _ = new_game(players, options, setup)
    for action in actions:
        state, _ = apply(state, action)
    return state
