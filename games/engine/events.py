"""What ``apply`` reports happened.

Events are public facts except the dealt hands, which only their holder may see:
``to_dict(viewer)`` redacts for a seat (``viewer=None`` is the public/spectator view and
``viewer=ALL`` the full record).  Cards are card indices inside events for speed; ``to_dict``
turns them into card names.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from games.engine.cards import CARD_NAMES
from games.engine.rules import NO_TRUMP

ALL = -2
"""A viewer that may see everything (the finished game's record)."""

_SUITS = "CDHS"


def _card(index: int) -> str | None:
    return None if index < 0 else CARD_NAMES[index]


def _suit(suit: int) -> str | None:
    return None if suit == NO_TRUMP else _SUITS[suit]


class Dealt(NamedTuple):
    deal_no: int
    dealer: int
    hand_size: int
    hands: tuple[tuple[int, ...], ...]
    """Per seat, in the order dealt; empty for a seat that was not dealt in."""
    label: str
    """The shuffle label (see :mod:`games.engine.shuffle`), or ``forced`` for a set-up deal."""
    kind = "dealt"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        hands: dict[str, list[str | None]] = {}
        for seat, cards in enumerate(self.hands):
            if viewer == ALL or viewer == seat:
                hands[str(seat)] = [CARD_NAMES[c] for c in cards]
        return {"type": self.kind, "deal_no": self.deal_no, "dealer": self.dealer,
                "hand_size": self.hand_size, "hand_counts": [len(h) for h in self.hands],
                "hands": hands, "label": self.label}


class TrumpSet(NamedTuple):
    deal_no: int
    trump: int
    order: int
    source: str
    """``turn_up`` (with ``card``), ``chosen``, ``fixed`` or ``final_no_trump``."""
    card: int = -1
    seat: int = -1
    kind = "trump_set"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "deal_no": self.deal_no, "trump": _suit(self.trump),
                "aces_high": not self.order & 1, "reverse": bool(self.order & 2),
                "source": self.source, "card": _card(self.card),
                "seat": None if self.seat < 0 else self.seat}


class Cut(NamedTuple):
    deal_no: int
    purpose: str
    rounds: tuple[tuple[tuple[int, int], ...], ...]
    """Each round's ``(seat, card)`` draws; a re-cut follows equal top cards."""
    winner: int
    label: str
    kind = "cut"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "deal_no": self.deal_no, "purpose": self.purpose,
                "rounds": [[{"seat": s, "card": CARD_NAMES[c]} for s, c in r]
                           for r in self.rounds],
                "winner": self.winner, "label": self.label}


class CardPlayed(NamedTuple):
    seat: int
    card: int
    kind = "card_played"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, "card": CARD_NAMES[self.card]}


class Knocked(NamedTuple):
    seat: int
    kind = "knocked"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat}


class TrickWon(NamedTuple):
    seat: int
    trick_no: int
    plays: tuple[tuple[int, int], ...]
    """``(seat, card)`` in order; card -1 is a knock."""
    kind = "trick_won"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, "trick_no": self.trick_no,
                "plays": [{"seat": s, "card": _card(c)} for s, c in self.plays]}


class Resigned(NamedTuple):
    seat: int
    kind = "seat_resigned"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat}


class HandEnded(NamedTuple):
    deal_no: int
    tricks: tuple[int, ...]
    knocked_out: tuple[int, ...]
    dogs_life: tuple[int, ...]
    """Seats awarded a dog's life for the next deal."""
    restored: tuple[int, ...]
    """Dog's-life seats that took a trick and are dealt a full hand again."""
    kind = "hand_ended"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "deal_no": self.deal_no, "tricks": list(self.tricks),
                "knocked_out": list(self.knocked_out), "dogs_life": list(self.dogs_life),
                "restored": list(self.restored)}


class GameEnded(NamedTuple):
    winner: int
    positions: tuple[int, ...]
    reason: str
    """``final_trick``, ``last_survivor`` or ``sweep``."""
    kind = "game_ended"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "winner": self.winner, "positions": list(self.positions),
                "reason": self.reason}


Event = (Dealt | TrumpSet | Cut | CardPlayed | Knocked | TrickWon | HandEnded | GameEnded
         | Resigned)
