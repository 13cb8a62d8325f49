"""What one seat, or a spectator, may know.

An observation is built only from public facts and the seat's own hand: no field is derived from
another hand, the stock or the seed, so permuting the hidden cards cannot change it (a test
checks exactly that).  Bots receive nothing else.  A Blind Parish card is hidden from its own
holder too: ``hand`` leaves it out and ``blind_cards`` counts it (face down), and the legal
action for it is ``PlayBlind``.  Votes on trumps stay secret until the tally (``voted`` shows
who has voted; the seat sees its own vote).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.engine.actions import Action
from games.engine.knockout.game import legal_actions
from games.engine.knockout.house.money import LIFE_NAMES
from games.engine.knockout.house.vote import NOT_VOTED
from games.engine.knockout.state import Phase, SeatStatus, State
from games.engine.options import Options
from games.engine.tricks.cards import CARDS, Card, Suit, cards_from_mask
from games.engine.tricks.follow import NO_TRUMP


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
    # --- the house-rule variants; neutral values when their option is off --------
    blind_cards: int = 0
    """Face-down (Blind Parish) cards in the seat's own hand, which it may not look at."""
    discarded: tuple[Card, ...] = ()
    """The cards this seat discarded in this deal's exchange (only it knows them)."""
    exchanged: tuple[int, ...] = ()
    """Per seat, how many cards it exchanged this deal (-1: not yet); empty without one."""
    stock_count: int = 0
    """Cards left undealt (public: 52 less everything dealt, turned up or discarded)."""
    redeals: int = 0
    """Times this deal was dealt again after "no picture, no play"."""
    declared: tuple[int, ...] = ()
    """Seats that declared a rainbow so far in this deal."""
    voted: tuple[int, ...] = ()
    """Seats that have voted on trumps (what they voted stays secret until the tally)."""
    my_vote: Suit | None = None
    """The observing seat's own vote, once cast (``None`` also for an abstention)."""
    chips: tuple[int, ...] = ()
    """The money game: each seat's net units (public); empty in other games."""
    pot: int = 0
    stake: int = 0
    """Money per unit (the money game), to show chips as money."""
    lives: tuple[str | None, ...] = ()
    """The money game: the last life each seat bought (``dogs_life``, ``parish``,
    ``blind_parish``) or ``None``."""
    offer: str | None = None
    """The money game's buy phase: the life offered to the seat to act."""
    trump_chooser: int | None = None
    """The seat that chose this deal's trumps (everyone at the table saw who named them);
    ``None`` when the trumps were turned up, fixed or not chosen yet."""
    chooser: int | None = None
    """The seat that will name this deal's trumps once the steps before it are done (public:
    the last hand's most-tricks winner, or the seat the cut chose); ``None`` when nobody is
    still to choose.  The review values a declaration's "play on" line from it."""
    out_deals: tuple[int, ...] = ()
    """Per seat, the deal on which it was knocked out (0: still in); public, as every
    knock-out is announced.  The review's expected places read it."""

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
            "blind_cards": self.blind_cards,
            "discarded": [str(c) for c in self.discarded],
            "exchanged": list(self.exchanged),
            "stock_count": self.stock_count,
            "redeals": self.redeals,
            "declared": list(self.declared),
            "voted": list(self.voted),
            "my_vote": None if self.my_vote is None else str(self.my_vote),
            "chips": list(self.chips),
            "pot": self.pot,
            "stake": self.stake,
            "lives": list(self.lives),
            "offer": self.offer,
            "trump_chooser": self.trump_chooser,
        }


_DECISIONS: dict[Phase, str | None] = {
    Phase.PLAY: "play", Phase.CHOOSE_TRUMP: "choose_trump", Phase.GAME_OVER: None,
    Phase.DECLARE_NO_PICTURE: "declare_no_picture", Phase.DECLARE_RAINBOW: "declare_rainbow",
    Phase.VOTE_TRUMP: "vote_trump", Phase.EXCHANGE: "exchange", Phase.BUY: "buy",
}


def decision(state: State) -> str | None:
    """The name of the decision the seat to act faces; ``play_blind`` when it holds a Blind
    Parish card (public: everyone knows who holds one)."""
    if state.phase is Phase.PLAY and state.to_act >= 0 and \
            state.hands[state.to_act] & state.house.blind:
        return "play_blind"
    return _DECISIONS[state.phase]


def _plays(trick: tuple[tuple[int, int], ...]) -> tuple[tuple[int, Card | None], ...]:
    return tuple((s, None if c < 0 else CARDS[c]) for s, c in trick)


def observe(state: State, seat: int | None) -> Observation:
    """``seat``'s view of the game; ``seat=None`` gives the public view with no hand at all."""
    mine = seat is not None and seat == state.to_act
    house = state.house
    full_hand = 0 if seat is None else state.hands[seat]
    hand_mask = full_hand & ~house.blind
    votes = house.votes
    n = state.players
    return Observation(
        seat=seat,
        players=state.players,
        options=state.options,
        phase=state.phase,
        deal_no=state.deal_no,
        hand_size=state.hand_size,
        dealer=state.dealer,
        trump=None if state.trump == NO_TRUMP or state.phase is Phase.CHOOSE_TRUMP
        or state.chooser >= 0 else Suit(state.trump),
        aces_high=state.order.aces_high,
        reverse=state.order.reverse,
        turn_up=None if state.turn_up < 0 else CARDS[state.turn_up],
        hand=cards_from_mask(hand_mask),
        hand_mask=hand_mask,
        hand_counts=tuple(state.hand_count(s) for s in range(n)),
        status=state.status,
        tricks=state.tricks,
        trick=_plays(state.trick),
        completed_tricks=tuple((_plays(t), w) for t, w in zip(state.completed, state.winners,
                                                              strict=True)),
        trumps_broken=state.broken,
        dogs_life_used=state.dogs_life_used,
        to_act=state.current_seat,
        decision=decision(state),
        legal_actions=legal_actions(state) if mine else (),
        winner=None if state.winner < 0 else state.winner,
        positions=state.positions or None,
        blind_cards=(full_hand & house.blind).bit_count(),
        discarded=cards_from_mask(house.discards[seat]) if seat is not None and house.discards
        else (),
        exchanged=house.exchanged,
        stock_count=len(state.stock),  # a count only: public, as every card dealt is counted
        redeals=house.redeals,
        declared=house.declared,
        voted=tuple(s for s, v in enumerate(votes) if v != NOT_VOTED),
        my_vote=None if seat is None or not votes or votes[seat] < 0 else Suit(votes[seat]),
        chips=house.chips,
        pot=house.pot,
        stake=state.options.stake if state.options.money else 0,
        lives=tuple(LIFE_NAMES[r] for r in house.rung) if state.options.money
        else (),
        offer=LIFE_NAMES[(house.rung or (0,) * n)[state.to_act] + 1]
        if state.phase is Phase.BUY else None,
        trump_chooser=None if state.trump_chooser < 0 else state.trump_chooser,
        chooser=None if state.chooser < 0 else state.chooser,
        out_deals=state.out_deal,
    )


def observe_public(state: State) -> Observation:
    return observe(state, None)
