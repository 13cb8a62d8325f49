"""What ``apply`` reports happened.

Events are public facts except the dealt hands, which only their holder may see, the cards of
an exchange (only the exchanging seat sees them), a trump vote before the tally (only the voter),
and a Blind Parish card, which nobody sees until it is played, not even its holder:
``to_dict(viewer)`` redacts for a seat (``viewer=None`` is the public/spectator view and
``viewer=ALL`` the full record).  :func:`redact_event_dict` applies the same redaction to a stored
``to_dict(ALL)``.  Cards are card indices inside events for speed; ``to_dict`` turns them into
card names.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from games.engine.knockout.state import Termination, TrumpSource
from games.engine.tricks.cards import CARD_NAMES
from games.engine.tricks.follow import NO_TRUMP
from games.engine.tricks.rank_order import RankOrder

ALL = -2
"""A viewer that may see everything (the finished game's record)."""

_SUITS = "CDHS"


def _card(index: int) -> str | None:
    return None if index < 0 else CARD_NAMES[index]


def _suit(suit: int) -> str | None:
    return None if suit == NO_TRUMP else _SUITS[suit]


def _seat_only(event: Any, viewer: int | None) -> dict[str, Any]:
    """The JSON of an event that only names a seat."""
    return {"type": event.kind, "seat": event.seat}


class Dealt(NamedTuple):
    deal_no: int
    dealer: int
    hand_size: int
    hands: tuple[tuple[int, ...], ...]
    """Per seat, in the order dealt; empty for a seat that was not dealt in."""
    label: str
    """The shuffle label (see :mod:`games.engine.shuffle`), ``deal:N:redeal:K`` for the K-th
    "no picture, no play" redeal, or ``forced`` for a set-up deal."""
    blind: tuple[int, ...] = ()
    """Seats dealt a Blind Parish: their cards are face down even to themselves."""
    kind = "dealt"

    def hands_by_seat(self) -> dict[str, list[str]]:
        """Every hand dealt, as card names, by seat number as text (seats dealt in only)."""
        return {str(s): [CARD_NAMES[c] for c in h] for s, h in enumerate(self.hands) if h}

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        hands: dict[str, list[str | None]] = {}
        for seat, cards in enumerate(self.hands):
            if viewer == ALL:
                hands[str(seat)] = [CARD_NAMES[c] for c in cards]
            elif viewer == seat:
                hands[str(seat)] = [None if seat in self.blind else CARD_NAMES[c]
                                    for c in cards]
        return {"type": self.kind, "deal_no": self.deal_no, "dealer": self.dealer,
                "hand_size": self.hand_size, "hand_counts": [len(h) for h in self.hands],
                "hands": hands, "label": self.label, "blind_seats": list(self.blind)}


class TrumpSet(NamedTuple):
    deal_no: int
    trump: int
    """The trump suit (0-3) or -1 for no trump."""
    order: RankOrder
    source: TrumpSource
    """How they were settled; ``card`` is the turned-up card (-1: none turned up)."""
    card: int = -1
    seat: int = -1
    """Who chose them, or -1."""
    kind = "trump_set"

    @property
    def trump_letter(self) -> str:
        """``C``, ``D``, ``H`` or ``S``; empty for no trump."""
        return _suit(self.trump) or ""

    @property
    def turn_up_name(self) -> str:
        """The turned-up card's name; empty when none was turned up."""
        return _card(self.card) or ""

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "deal_no": self.deal_no, "trump": _suit(self.trump),
                "aces_high": self.order.aces_high, "reverse": self.order.reverse,
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

    @property
    def card_name(self) -> str:
        return CARD_NAMES[self.card]

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, "card": CARD_NAMES[self.card]}


class Knocked(NamedTuple):
    seat: int
    kind = "knocked"
    to_dict = _seat_only


class TrickWon(NamedTuple):
    seat: int
    trick_no: int
    plays: tuple[tuple[int, int], ...]
    """``(seat, card)`` in order; card -1 is a knock."""
    kind = "trick_won"

    def named_plays(self) -> list[tuple[int, str | None]]:
        """``(seat, card name)`` in order; ``None`` for a knock."""
        return [(s, _card(c)) for s, c in self.plays]

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, "trick_no": self.trick_no,
                "plays": [{"seat": s, "card": c} for s, c in self.named_plays()]}


class Resigned(NamedTuple):
    seat: int
    kind = "seat_resigned"
    to_dict = _seat_only


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
    reason: Termination
    kind = "game_ended"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "winner": self.winner, "positions": list(self.positions),
                "reason": self.reason}


class LivesOffered(NamedTuple):
    """The money game: zero-trick seats offered a life for the next hand (seat, life)."""

    deal_no: int
    offers: tuple[tuple[int, str], ...]
    kind = "lives_offered"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "deal_no": self.deal_no,
                "offers": [{"seat": s, "life": life} for s, life in self.offers]}


class Ante(NamedTuple):
    """The money game: these seats each put one unit in the pot to play deal ``deal_no``."""

    deal_no: int
    seats: tuple[int, ...]
    chips: tuple[int, ...]
    pot: int
    kind = "ante"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "deal_no": self.deal_no, "seats": list(self.seats),
                "chips": list(self.chips), "pot": self.pot}


class LifeBought(NamedTuple):
    seat: int
    life: str
    """``dogs_life``, ``parish`` or ``blind_parish``."""
    chips: tuple[int, ...]
    pot: int
    kind = "life_bought"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, "life": self.life,
                "chips": list(self.chips), "pot": self.pot}


class LifeDeclined(NamedTuple):
    """The seat refused the life on offer and is knocked out."""

    seat: int
    life: str
    kind = "life_declined"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, "life": self.life}


class PotWon(NamedTuple):
    seat: int
    amount: int
    chips: tuple[int, ...]
    kind = "pot_won"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, "amount": self.amount,
                "chips": list(self.chips)}


class Exchanged(NamedTuple):
    """004 "Card exchange": how many cards a seat exchanged is public, which cards is not."""

    seat: int
    discarded: tuple[int, ...]
    drawn: tuple[int, ...]
    kind = "exchanged"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind, "seat": self.seat,
                                "count": len(self.discarded)}
        if viewer == ALL or viewer == self.seat:
            data["discarded"] = [CARD_NAMES[c] for c in self.discarded]
            data["drawn"] = [CARD_NAMES[c] for c in self.drawn]
        return data


class Declared(NamedTuple):
    """A seat declared (``what``: ``no_picture`` or ``rainbow``) or passed."""

    seat: int
    what: str
    declared: bool
    kind = "declared"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, "what": self.what,
                "declared": self.declared}


class RainbowWon(NamedTuple):
    """The rainbow (``reading``: ``wins_game`` or ``wins_hand``) and who it went to after any
    cut among several declarers."""

    deal_no: int
    declarers: tuple[int, ...]
    winner: int
    reading: str
    kind = "rainbow"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "deal_no": self.deal_no, "declarers": list(self.declarers),
                "winner": self.winner, "reading": self.reading}


class VoteCast(NamedTuple):
    """A knocked-out seat voted; the suit stays secret (but to the voter) until the tally."""

    seat: int
    suit: int
    """The suit voted for, or -1 for an abstention."""
    kind = "vote_cast"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind, "seat": self.seat}
        if viewer == ALL or viewer == self.seat:
            data["suit"] = None if self.suit < 0 else _SUITS[self.suit]
        return data


class VotesTallied(NamedTuple):
    deal_no: int
    votes: tuple[tuple[int, int], ...]
    """``(seat, suit)`` for every voter, suit -1 for an abstention."""
    trump: int
    """The suit the plurality chose, or -1 when the choice stays with the most-tricks winner."""
    kind = "votes_tallied"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "deal_no": self.deal_no,
                "votes": [{"seat": s, "suit": None if v < 0 else _SUITS[v]}
                          for s, v in self.votes],
                "trump": None if self.trump < 0 else _SUITS[self.trump]}


Event = (Dealt | TrumpSet | Cut | CardPlayed | Knocked | TrickWon | HandEnded | GameEnded
         | Resigned | LivesOffered | Ante | LifeBought | LifeDeclined | PotWon | Exchanged
         | Declared | RainbowWon | VoteCast | VotesTallied)


def redact_event_dict(data: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """Redact a stored ``event.to_dict(ALL)`` for ``viewer`` exactly as ``to_dict(viewer)``
    would: the service stores the full record once and redacts on the way out.

    ``viewer`` is a seat, ``None`` (spectator) or :data:`ALL` (returned unchanged).  Private
    parts: a dealt hand (its holder only, and a Blind Parish hand to nobody: the holder sees
    ``None`` per card), an exchange's cards (the exchanging seat only) and a vote's suit (the
    voter only; the tally reveals them all).  The input is not changed."""
    if viewer == ALL:
        return data
    kind = data.get("type")
    if kind == "dealt":
        hands = data.get("hands") or {}
        blind = {str(s) for s in data.get("blind_seats") or ()}
        kept: dict[str, Any] = {}
        if viewer is not None and str(viewer) in hands:
            key = str(viewer)
            kept[key] = [None] * len(hands[key]) if key in blind else hands[key]
        return {**data, "hands": kept}
    if kind == "exchanged" and data.get("seat") != viewer:
        return {k: v for k, v in data.items() if k not in ("discarded", "drawn")}
    if kind == "vote_cast" and data.get("seat") != viewer:
        return {k: v for k, v in data.items() if k != "suit"}
    return data
