"""What one seat, or a spectator, may know.

An observation is built only from public facts and the seat's own hand: no field is derived from
another hand, the stock or the seed, so permuting the hidden cards cannot change it (a test
checks exactly that).  Bots receive nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.engine.actions import Action
from games.engine.cards import CARDS, Card, Suit, cards_from_mask
from games.engine.game import legal_actions
from games.engine.options import Options
from games.engine.rules import NO_TRUMP
from games.engine.state import Phase, SeatStatus, State


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int | None
    """The observing seat; ``None`` for the public (spectator) view."""
    players: int
    options: Options
    phase: Phase
    deal_no: int
    hand_size: int
    dealer: int
    trump: Suit | None
    aces_high: bool
    reverse: bool
    turn_up: Card | None
    hand: tuple[Card, ...]
    hand_mask: int
    """The same hand as a card bitmask, for bots."""
    hand_counts: tuple[int, ...]
    status: tuple[SeatStatus, ...]
    tricks: tuple[int, ...]
    trick: tuple[tuple[int, Card | None], ...]
    """The current trick so far; ``None`` is a knock."""
    completed_tricks: tuple[tuple[tuple[tuple[int, Card | None], ...], int], ...]
    """This deal's finished tricks: their plays and their winner."""
    trumps_broken: bool
    dogs_life_used: bool
    to_act: int | None
    decision: str | None
    legal_actions: tuple[Action, ...]
    winner: int | None
    positions: tuple[int, ...] | None

    @property
    def is_my_turn(self) -> bool:
        return self.seat is not None and self.seat == self.to_act

    def to_dict(self) -> dict[str, Any]:
        def plays(p: tuple[tuple[int, Card | None], ...]) -> list[dict[str, Any]]:
            return [{"seat": s, "card": None if c is None else str(c)} for s, c in p]

        return {
            "seat": self.seat,
            "players": self.players,
            "phase": str(self.phase),
            "deal_no": self.deal_no,
            "hand_size": self.hand_size,
            "dealer": self.dealer,
            "trump": None if self.trump is None else str(self.trump),
            "aces_high": self.aces_high,
            "reverse": self.reverse,
            "turn_up": None if self.turn_up is None else str(self.turn_up),
            "hand": [str(c) for c in self.hand],
            "hand_counts": list(self.hand_counts),
            "status": [str(s) for s in self.status],
            "tricks": list(self.tricks),
            "trick": plays(self.trick),
            "completed_tricks": [{"plays": plays(p), "winner": w}
                                 for p, w in self.completed_tricks],
            "trumps_broken": self.trumps_broken,
            "dogs_life_used": self.dogs_life_used,
            "to_act": self.to_act,
            "decision": self.decision,
            "legal_actions": [a.to_dict() for a in self.legal_actions],
            "winner": self.winner,
            "positions": None if self.positions is None else list(self.positions),
        }


_DECISIONS = {Phase.PLAY: "play", Phase.CHOOSE_TRUMP: "choose_trump", Phase.GAME_OVER: None}


def _plays(trick: tuple[tuple[int, int], ...]) -> tuple[tuple[int, Card | None], ...]:
    return tuple((s, None if c < 0 else CARDS[c]) for s, c in trick)


def observe(state: State, seat: int | None) -> Observation:
    """``seat``'s view of the game; ``seat=None`` gives the public view with no hand at all."""
    mine = seat is not None and seat == state.to_act
    hand_mask = 0 if seat is None else state.hands[seat]
    return Observation(
        seat=seat,
        players=state.players,
        options=state.options,
        phase=state.phase,
        deal_no=state.deal_no,
        hand_size=state.hand_size,
        dealer=state.dealer,
        trump=None if state.trump == NO_TRUMP or state.phase is Phase.CHOOSE_TRUMP
        else Suit(state.trump),
        aces_high=not state.order & 1,
        reverse=bool(state.order & 2),
        turn_up=None if state.turn_up < 0 else CARDS[state.turn_up],
        hand=cards_from_mask(hand_mask),
        hand_mask=hand_mask,
        hand_counts=tuple(h.bit_count() for h in state.hands),
        status=state.status,
        tricks=state.tricks,
        trick=_plays(state.trick),
        completed_tricks=tuple((_plays(t), w) for t, w in zip(state.completed, state.winners,
                                                              strict=True)),
        trumps_broken=state.broken,
        dogs_life_used=state.dogs_life_used,
        to_act=state.current_seat,
        decision=_DECISIONS[state.phase],
        legal_actions=legal_actions(state) if mine else (),
        winner=None if state.winner < 0 else state.winner,
        positions=state.positions or None,
    )


def observe_public(state: State) -> Observation:
    return observe(state, None)
