"""What one seat of a classic Whist table, or a spectator, may know.

Built only from public facts and the seat's own hand: no field reads another hand (a partner's
included: 001 has no exposed hand), the cards as dealt, or the seed, so permuting the hidden
cards cannot change an observation (``tests/engine/whist/test_properties.py`` checks it).
The turned-up trump is public while it lies face up (``turn_up``, 001: "remains face up on the
table until it is dealer's turn to play to the first trick"); ``turned_card`` keeps which card
it was for the rest of the deal, as every player at the table saw it and knows the dealer took
it up.  Honours held are not shown before the hand ends (the ``hand_scored`` event claims them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.engine.actions import Action
from games.engine.tricks.cards import CARDS, Card, Suit, cards_from_mask
from games.engine.whist.game import legal_actions
from games.engine.whist.options import PLAYERS, WhistOptions
from games.engine.whist.state import WhistPhase, WhistState, turn_up_showing

_Plays = tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class WhistObservation:
    seat: int | None
    """The observing seat; ``None`` for the public (spectator) view."""
    options: WhistOptions
    phase: WhistPhase
    deal_no: int
    game_no: int
    dealer: int
    trump: Suit | None
    """This deal's trumps; ``None`` in a no-trump hand."""
    turn_up: Card | None
    """The turned-up trump while it is face up on the table, else ``None``."""
    turned_card: Card | None
    """The card turned up this deal (public all deal: everyone saw it), ``None`` if trumps were
    fixed; the dealer holds it until the dealer plays it."""
    hand: tuple[Card, ...]
    hand_mask: int
    """The same hand as a card bitmask, for bots."""
    hand_counts: tuple[int, ...]
    tricks: tuple[int, ...]
    """Per seat, tricks won this deal."""
    side_tricks: tuple[int, int]
    leader: int
    trick: _Plays
    completed_tricks: tuple[tuple[_Plays, int], ...]
    """This deal's finished tricks: their plays and their winner (all face up, for simplicity
    of the clients; 001 does not say tricks are turned face down)."""
    to_act: int | None
    decision: str | None
    """``play`` when a card is awaited, ``answer_claim`` when a claim waits for the seat to
    act, ``None`` once the game is over."""
    legal_actions: tuple[Action, ...]
    scores: tuple[int, int]
    games: tuple[int, int]
    totals: tuple[int, int]
    winner: int | None
    """The winning side (0: seats 0 and 2; 1: seats 1 and 3) once the game is over."""
    positions: tuple[int, ...] | None
    claim: tuple[int, tuple[Card, ...], tuple[int, ...]] | None = None
    """A claim waiting for the opponents: the claimer, its hand (shown to the whole table: the
    only hand an observation ever shows besides the viewer's own) and who has accepted."""
    can_claim: bool = False
    """The viewer is to play and may claim the remaining tricks instead."""

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def is_my_turn(self) -> bool:
        return self.seat is not None and self.seat == self.to_act

    @property
    def side(self) -> int | None:
        return None if self.seat is None else self.seat % 2

    @property
    def partner(self) -> int | None:
        return None if self.seat is None else (self.seat + 2) % PLAYERS

    def to_dict(self) -> dict[str, Any]:
        def plays(p: _Plays) -> list[dict[str, Any]]:
            return [{"seat": s, "card": str(c)} for s, c in p]

        def name(value: object) -> str | None:
            return None if value is None else str(value)

        return {
            "game": "whist",
            "seat": self.seat,
            "players": PLAYERS,
            "side": self.side,
            "partner": self.partner,
            "phase": str(self.phase),
            "deal_no": self.deal_no,
            "game_no": self.game_no,
            "dealer": self.dealer,
            "trump": name(self.trump),
            "turn_up": name(self.turn_up),
            "turned_card": name(self.turned_card),
            "hand": [str(c) for c in self.hand],
            "hand_counts": list(self.hand_counts),
            "tricks": list(self.tricks),
            "side_tricks": list(self.side_tricks),
            "leader": self.leader,
            "trick": plays(self.trick),
            "completed_tricks": [{"plays": plays(p), "winner": w}
                                 for p, w in self.completed_tricks],
            "to_act": self.to_act,
            "decision": self.decision,
            "legal_actions": [a.to_dict() for a in self.legal_actions],
            "scores": list(self.scores),
            "games": list(self.games),
            "totals": list(self.totals),
            "winner": self.winner,
            "positions": None if self.positions is None else list(self.positions),
            "claim": None if self.claim is None else {
                "seat": self.claim[0], "cards": [str(c) for c in self.claim[1]],
                "accepted": list(self.claim[2])},
            "can_claim": self.can_claim,
        }


def _plays(trick: tuple[tuple[int, int], ...]) -> _Plays:
    return tuple((s, CARDS[c]) for s, c in trick)


def observe(state: WhistState, seat: int | None) -> WhistObservation:
    """``seat``'s view of the game; ``seat=None`` gives the public view with no hand at all."""
    hand = 0 if seat is None else state.hands[seat]
    tricks = state.tricks
    over = state.phase is WhistPhase.GAME_OVER
    claimer = state.claimer if state.phase is WhistPhase.ANSWER_CLAIM else -1
    my_turn = seat is not None and seat == state.to_act
    return WhistObservation(
        seat=seat,
        options=state.options,
        phase=state.phase,
        deal_no=state.deal_no,
        game_no=state.game_no,
        dealer=state.dealer,
        trump=None if state.trump < 0 else Suit(state.trump),
        turn_up=CARDS[state.turn_up] if turn_up_showing(state) else None,
        turned_card=None if state.turn_up < 0 else CARDS[state.turn_up],
        hand=cards_from_mask(hand),
        hand_mask=hand,
        hand_counts=tuple(h.bit_count() for h in state.hands),
        tricks=tricks,
        side_tricks=(tricks[0] + tricks[2], tricks[1] + tricks[3]),
        leader=state.leader,
        trick=_plays(state.trick),
        completed_tricks=tuple((_plays(t), w) for t, w in zip(state.completed, state.winners,
                                                              strict=True)),
        to_act=state.current_seat,
        decision=None if over else str(state.phase),
        legal_actions=legal_actions(state) if my_turn else (),
        scores=state.scores,
        games=state.games,
        totals=state.totals,
        winner=None if state.winner < 0 else state.winner,
        positions=state.positions or None,
        claim=None if claimer < 0 else (claimer, cards_from_mask(state.hands[claimer]),
                                        state.claim_accepted),
        can_claim=my_turn and state.phase is WhistPhase.PLAY,
    )


def observe_public(state: WhistState) -> WhistObservation:
    return observe(state, None)
