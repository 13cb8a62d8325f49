"""Player actions and their JSON form.

``PlayCard`` instances are interned (one per card) so that ``legal_actions`` can hand out
pre-built tuples; build them with :func:`play` or ``PlayCard(card)``, both compare equal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.engine.cards import CARDS, Card, Suit, parse_card
from games.engine.errors import MalformedAction, MalformedCard


class PlayCard:
    """Play one card.  Immutable; carries the card's index so the hot path skips arithmetic."""

    __slots__ = ("card", "index")
    kind = "play"
    card: Card
    index: int

    def __init__(self, card: Card) -> None:
        if not isinstance(card, Card):
            raise MalformedAction(f"PlayCard needs a Card, not {card!r}")
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "index", card.index)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("PlayCard is immutable")

    def __eq__(self, other: object) -> bool:
        return type(other) is PlayCard and other.index == self.index

    def __hash__(self) -> int:
        return hash(("play", self.index))

    def __repr__(self) -> str:
        return f"PlayCard({self.card})"

    def __reduce__(self) -> tuple[object, tuple[Card]]:
        return (PlayCard, (self.card,))

    def to_dict(self) -> dict[str, Any]:
        return {"type": "play", "card": str(self.card)}


@dataclass(frozen=True, slots=True)
class Knock:
    """A player on a dog's life passes this trick, keeping her one card for a later one."""

    kind = "knock"

    def to_dict(self) -> dict[str, Any]:
        return {"type": "knock"}


@dataclass(frozen=True, slots=True)
class ChooseTrump:
    """The most-tricks winner names trumps (``suit=None`` is no trump, when allowed)."""

    suit: Suit | None
    aces_high: bool = True
    reverse: bool = False
    kind = "choose_trump"

    @property
    def order(self) -> int:
        return (2 if self.reverse else 0) | (0 if self.aces_high else 1)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "choose_trump", "suit": None if self.suit is None else str(self.suit),
                "aces_high": self.aces_high, "reverse": self.reverse}


Action = PlayCard | Knock | ChooseTrump

PLAYS: tuple[PlayCard, ...] = tuple(PlayCard(c) for c in CARDS)
KNOCK = Knock()


def play(card: Card | str) -> PlayCard:
    return PLAYS[parse_card(card).index]


def action_from_dict(data: Any) -> Action:
    """Parse an action's JSON; every defect is a :class:`MalformedAction` or MalformedCard."""
    if not isinstance(data, dict):
        raise MalformedAction("an action must be a JSON object with a 'type'")
    kind = data.get("type")
    if kind == "play":
        _only(data, {"type", "card"})
        if "card" not in data:
            raise MalformedAction("a play needs a 'card', e.g. 'AS'", field="card")
        return play(data["card"])
    if kind == "knock":
        _only(data, {"type"})
        return KNOCK
    if kind == "choose_trump":
        _only(data, {"type", "suit", "aces_high", "reverse"})
        if "suit" not in data:
            raise MalformedAction("choose_trump needs a 'suit' (C, D, H, S or null for no trump)",
                                  field="suit")
        raw = data["suit"]
        try:
            suit = None if raw is None else Suit.from_str(raw)
        except MalformedCard as exc:
            raise MalformedAction(exc.message, field="suit") from None
        aces_high = data.get("aces_high", True)
        reverse = data.get("reverse", False)
        if not isinstance(aces_high, bool) or not isinstance(reverse, bool):
            raise MalformedAction("aces_high and reverse must be true or false")
        return ChooseTrump(suit, aces_high, reverse)
    raise MalformedAction(f"unknown action type {kind!r}; expected play, knock or choose_trump",
                          field="type")


def _only(data: dict[str, Any], allowed: set[str]) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise MalformedAction(f"unexpected field(s) in a {data['type']} action: "
                              f"{', '.join(extra)}", fields=extra)
