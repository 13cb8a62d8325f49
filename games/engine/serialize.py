"""JSON for states and action logs.

A state's JSON is a lossless snapshot (cards by name, so a human can read a stored game); the
action log plus the setup replays to the same state, which is how a stored game is verified.
Both carry a format name and version so that a later engine can read today's rows.

The house rules added state fields (queue, leader, discards, exchanged, redeals,
declared, votes, chips, pot, rung, blind) without a version bump: they are always written, and
a stored state without them (every state written before) loads with their defaults, which are
exactly the core game's values.  ``trump_chooser`` came later in the same way (a state stored
without it reads as -1: nobody known to have chosen this deal's trumps).  Version 1 therefore
reads every state ever written; a version bump is kept for a change that old rows could not
be read under.  Likewise the action log only gained action types.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from games.engine.actions import Action, action_from_dict
from games.engine.errors import EngineError, MalformedState
from games.engine.knockout.game import apply, new_game
from games.engine.knockout.setup import ForcedDeal, Setup
from games.engine.knockout.state import NO_HOUSE, House, Phase, SeatStatus, State
from games.engine.options import Options
from games.engine.tricks.cards import CARD_NAMES, Card, cards_from_mask, parse_card
from games.engine.tricks.follow import suit_masks
from games.engine.tricks.rank_order import RankOrder

STATE_FORMAT = "kowhist-state"
STATE_VERSION = 1
LOG_FORMAT = "kowhist-actions"
LOG_VERSION = 1


def _names(cards: Iterable[int]) -> list[str | None]:
    return [None if c < 0 else CARD_NAMES[c] for c in cards]


def _index(name: str | None) -> int:
    return -1 if name is None else parse_card(name).index


def _mask(names: list[str]) -> int:
    mask = 0
    for name in names:
        mask |= parse_card(name).bit
    return mask


def setup_to_dict(setup: Setup) -> dict[str, Any]:
    def deal(d: ForcedDeal) -> dict[str, Any]:
        return {
            "hands": None if d.hands is None else [[str(c) for c in h] for h in d.hands],
            "turn_up": None if d.turn_up is None else str(d.turn_up),
            "deck": None if d.deck is None else [str(c) for c in d.deck],
        }

    return {
        "seed": setup.seed,
        "first_dealer": setup.first_dealer,
        "forced_deals": [[n, deal(d)] for n, d in setup.forced_deals],
        "forced_cuts": [[n, [str(c) for c in cards]] for n, cards in setup.forced_cuts],
    }


def setup_from_dict(data: dict[str, Any]) -> Setup:
    def cards(names: list[str]) -> tuple[Card, ...]:
        return tuple(parse_card(c) for c in names)

    return Setup(
        seed=data["seed"],
        first_dealer=data["first_dealer"],
        forced_deals=tuple(
            (int(n), ForcedDeal(
                hands=None if d["hands"] is None else tuple(cards(h) for h in d["hands"]),
                turn_up=None if d["turn_up"] is None else parse_card(d["turn_up"]),
                deck=None if d["deck"] is None else cards(d["deck"])))
            for n, d in data.get("forced_deals", [])),
        forced_cuts=tuple((int(n), cards(c)) for n, c in data.get("forced_cuts", [])),
    )


def state_to_dict(state: State) -> dict[str, Any]:
    return {
        "format": STATE_FORMAT,
        "version": STATE_VERSION,
        "options": state.options.to_dict(),
        "setup": setup_to_dict(state.setup),
        "players": state.players,
        "phase": str(state.phase),
        "deal_no": state.deal_no,
        "hand_size": state.hand_size,
        "dealer": state.dealer,
        "eldest": state.eldest,
        "hands": [[str(c) for c in cards_from_mask(h)] for h in state.hands],
        "status": [str(s) for s in state.status],
        "dogs_life_used": state.dogs_life_used,
        "trump": state.trump,
        "order": state.order,
        "turn_up": _names([state.turn_up])[0],
        "trick": [[s, _names([c])[0]] for s, c in state.trick],
        "trick_seats": list(state.trick_seats),
        "led": state.led,
        "completed": [[[s, _names([c])[0]] for s, c in t] for t in state.completed],
        "winners": list(state.winners),
        "tricks": list(state.tricks),
        "broken": state.broken,
        "to_act": state.to_act,
        "chooser": state.chooser,
        "trump_chooser": state.trump_chooser,
        "out_deal": list(state.out_deal),
        "winner": state.winner,
        "positions": list(state.positions),
        "stock": _names(state.stock),
        "resigned": list(state.resigned),
        "queue": list(state.queue),
        "leader": state.leader,
        "discards": [[str(c) for c in cards_from_mask(m)] for m in state.discards],
        "exchanged": list(state.exchanged),
        "redeals": state.redeals,
        "declared": list(state.declared),
        "votes": list(state.votes),
        "chips": list(state.chips),
        "pot": state.pot,
        "rung": list(state.rung),
        "blind": [str(c) for c in cards_from_mask(state.blind)],
    }


def state_from_dict(data: dict[str, Any]) -> State:
    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise MalformedState("not a Knock-Out Whist state")
    if data.get("version") != STATE_VERSION:
        raise MalformedState(f"state version {data.get('version')} is not supported",
                             version=data.get("version"))
    try:
        return State(
            options=Options.from_dict(data["options"]),
            setup=setup_from_dict(data["setup"]),
            players=data["players"],
            phase=Phase(data["phase"]),
            deal_no=data["deal_no"],
            hand_size=data["hand_size"],
            dealer=data["dealer"],
            eldest=data["eldest"],
            hands=tuple(_mask(h) for h in data["hands"]),
            status=tuple(SeatStatus(s) for s in data["status"]),
            dogs_life_used=data["dogs_life_used"],
            trump=data["trump"],
            order=RankOrder(data["order"]),
            suits=suit_masks(data["trump"], bool(data["options"].get("two_of_diamonds"))),
            turn_up=_index(data["turn_up"]),
            trick=tuple((s, _index(c)) for s, c in data["trick"]),
            trick_seats=tuple(data["trick_seats"]),
            led=data["led"],
            completed=tuple(tuple((s, _index(c)) for s, c in t) for t in data["completed"]),
            winners=tuple(data["winners"]),
            tricks=tuple(data["tricks"]),
            broken=data["broken"],
            to_act=data["to_act"],
            chooser=data["chooser"],
            out_deal=tuple(data["out_deal"]),
            winner=data["winner"],
            positions=tuple(data["positions"]),
            stock=tuple(_index(c) for c in data["stock"]),
            resigned=tuple(data.get("resigned", ())),
            house=_house_from_dict(data),
            trump_chooser=data.get("trump_chooser", -1),
        )
    except EngineError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise MalformedState(f"the state JSON is incomplete or wrong: {exc}") from None


def _house_from_dict(data: dict[str, Any]) -> House:
    """The house-rule fields; a state stored without them is of the core game."""
    if not any(key in data for key in House._fields):
        return NO_HOUSE
    house = House(
            queue=tuple(data.get("queue", ())),
            leader=data.get("leader", -1),
            discards=tuple(_mask(m) for m in data.get("discards", ())),
            exchanged=tuple(data.get("exchanged", ())),
            redeals=data.get("redeals", 0),
            declared=tuple(data.get("declared", ())),
            votes=tuple(data.get("votes", ())),
            chips=tuple(data.get("chips", ())),
            pot=data.get("pot", 0),
            rung=tuple(data.get("rung", ())),
            blind=_mask(data.get("blind", [])),
    )
    return NO_HOUSE if house == NO_HOUSE else house


def actions_to_list(actions: Iterable[Action]) -> list[dict[str, Any]]:
    return [a.to_dict() for a in actions]


def log_to_dict(players: int, options: Options, setup: Setup, actions: Sequence[Action]
                ) -> dict[str, Any]:
    return {"format": LOG_FORMAT, "version": LOG_VERSION, "players": players,
            "options": options.to_dict(), "setup": setup_to_dict(setup),
            "actions": actions_to_list(actions)}


def log_from_dict(data: dict[str, Any]) -> tuple[int, Options, Setup, list[Action]]:
    if not isinstance(data, dict) or data.get("format") != LOG_FORMAT:
        raise MalformedState("not a Knock-Out Whist action log")
    if data.get("version") != LOG_VERSION:
        raise MalformedState(f"action log version {data.get('version')} is not supported")
    return (data["players"], Options.from_dict(data["options"]), setup_from_dict(data["setup"]),
            [action_from_dict(a) for a in data["actions"]])


def replay(players: int, options: Options, setup: Setup, actions: Iterable[Action]) -> State:
    """Rebuild a state from its set-up and the actions taken, checking each one again."""
    state, _ = new_game(players, options, setup)
    for action in actions:
        state, _ = apply(state, action)
    return state
