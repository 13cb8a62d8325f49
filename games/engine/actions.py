"""Player actions and their JSON form.

``PlayCard`` instances are interned (one per card) so that ``legal_actions`` can hand out
pre-built tuples; build them with :func:`play` or ``PlayCard(card)``, both compare equal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.engine.errors import MalformedAction, MalformedCard
from games.engine.tricks.cards import CARDS, Card, Suit, parse_card
from games.engine.tricks.rank_order import RankOrder


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


class BareAction:
    """An action that is only its kind: immutable (no attributes), equal to any other instance
    of its class, and ``{"type": kind}`` as JSON."""

    __slots__ = ()
    kind: str

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(self.kind)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind}


class Knock(BareAction):
    """A player on a dog's life passes this trick, keeping her one card for a later one."""

    kind = "knock"


@dataclass(frozen=True, slots=True)
class ChooseTrump:
    """The most-tricks winner names trumps (``suit=None`` is no trump, when allowed)."""

    suit: Suit | None
    aces_high: bool = True
    reverse: bool = False
    kind = "choose_trump"

    @property
    def order(self) -> RankOrder:
        return RankOrder.of(self.aces_high, self.reverse)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "choose_trump", "suit": None if self.suit is None else str(self.suit),
                "aces_high": self.aces_high, "reverse": self.reverse}


@dataclass(frozen=True, slots=True)
class Exchange:
    """004 "Card exchange": discard these cards (at most three) and be dealt as many from the
    stock, all at once.  ``Exchange(())`` keeps the hand as dealt.  The cards are kept sorted, so
    two exchanges of the same cards compare equal whatever order they were named in."""

    cards: tuple[Card, ...] = ()
    kind = "exchange"

    def __post_init__(self) -> None:
        cards = tuple(self.cards)
        if not all(isinstance(c, Card) for c in cards):
            raise MalformedAction("an exchange names Card values")
        if len({c.index for c in cards}) != len(cards):
            raise MalformedAction("an exchange names a card more than once", field="cards")
        object.__setattr__(self, "cards", tuple(sorted(cards, key=lambda c: c.index)))

    @property
    def mask(self) -> int:
        mask = 0
        for card in self.cards:
            mask |= card.bit
        return mask

    def to_dict(self) -> dict[str, Any]:
        return {"type": "exchange", "cards": [str(c) for c in self.cards]}


class Declare(BareAction):
    """Declare what the current decision asks about: "no picture, no play" (002) in the
    ``declare_no_picture`` phase, a rainbow (004/002) in the ``declare_rainbow`` phase."""

    kind = "declare"


class Pass(BareAction):
    """Do not declare.  Every seat is asked in turn, so passing tells the table nothing."""

    kind = "pass"


@dataclass(frozen=True, slots=True)
class VoteTrump:
    """003: a knocked-out player's vote for the next trump suit; ``None`` abstains."""

    suit: Suit | None
    kind = "vote_trump"

    def to_dict(self) -> dict[str, Any]:
        return {"type": "vote_trump", "suit": None if self.suit is None else str(self.suit)}


class Buy(BareAction):
    """The money game: buy the life on offer (dog's life, Parish, Blind Parish) for one unit."""

    kind = "buy"


class Decline(BareAction):
    """The money game: refuse the life on offer and leave the game (knocked out)."""

    kind = "decline"


class PlayBlind(BareAction):
    """Play one's Blind Parish card, unseen (004: "may play it 'blind' to any trick")."""

    kind = "play_blind"


class Claim(BareAction):
    """Classic Whist: the seat to play claims every remaining trick for its side, showing its
    hand to the table (service practice, as at Bridge: 001 says nothing of claims)."""

    kind = "claim"


class AcceptClaim(BareAction):
    """An opponent of a claimer agrees that the claimer's side takes the remaining tricks."""

    kind = "accept_claim"


class RefuseClaim(BareAction):
    """An opponent of a claimer refuses the claim: play goes on."""

    kind = "refuse_claim"


Action = (PlayCard | Knock | ChooseTrump | Exchange | Declare | Pass | VoteTrump | Buy | Decline
          | PlayBlind | Claim | AcceptClaim | RefuseClaim)
ACTION_TYPES: tuple[type, ...] = (PlayCard, Knock, ChooseTrump, Exchange, Declare, Pass,
                                  VoteTrump, Buy, Decline, PlayBlind, Claim, AcceptClaim,
                                  RefuseClaim)

PLAYS: tuple[PlayCard, ...] = tuple(PlayCard(c) for c in CARDS)
KNOCK = Knock()
DECLARE = Declare()
PASS = Pass()
BUY = Buy()
DECLINE = Decline()
PLAY_BLIND = PlayBlind()
CLAIM = Claim()
ACCEPT_CLAIM = AcceptClaim()
REFUSE_CLAIM = RefuseClaim()
_NO_FIELDS = {"knock": KNOCK, "declare": DECLARE, "pass": PASS, "buy": BUY, "decline": DECLINE,
              "play_blind": PLAY_BLIND, "claim": CLAIM, "accept_claim": ACCEPT_CLAIM,
              "refuse_claim": REFUSE_CLAIM}


def play(card: Card | str) -> PlayCard:
    return PLAYS[parse_card(card).index]


def action_from_dict(data: Any) -> Action:
    """Parse an action's JSON; every defect is a :class:`MalformedAction` or MalformedCard."""
    if not isinstance(data, dict):
        raise MalformedAction("an action must be a JSON object with a 'type'")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise MalformedAction("an action's 'type' must be a string such as 'play'", field="type")
    if kind == "play":
        _only(data, {"type", "card"})
        if "card" not in data:
            raise MalformedAction("a play needs a 'card', e.g. 'AS'", field="card")
        return play(data["card"])
    if kind in _NO_FIELDS:
        _only(data, {"type"})
        return _NO_FIELDS[kind]
    if kind == "exchange":
        _only(data, {"type", "cards"})
        cards = data.get("cards")
        if not isinstance(cards, list):
            raise MalformedAction("an exchange needs 'cards': a list of card names (may be empty)",
                                  field="cards")
        return Exchange(tuple(parse_card(c) for c in cards))
    if kind == "vote_trump":
        _only(data, {"type", "suit"})
        if "suit" not in data:
            raise MalformedAction("vote_trump needs a 'suit' (C, D, H, S or null to abstain)",
                                  field="suit")
        try:
            return VoteTrump(None if data["suit"] is None else Suit.from_str(data["suit"]))
        except MalformedCard as exc:
            raise MalformedAction(exc.message, field="suit") from None
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
    raise MalformedAction(f"unknown action type {kind!r}; expected one of: play, knock, "
                          "choose_trump, exchange, declare, pass, vote_trump, buy, decline, "
                          "play_blind, claim, accept_claim, refuse_claim", field="type")


def _only(data: dict[str, Any], allowed: set[str]) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise MalformedAction(f"unexpected field(s) in a {data['type']} action: "
                              f"{', '.join(extra)}", fields=extra)
