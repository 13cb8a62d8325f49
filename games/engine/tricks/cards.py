"""Card value types.

Every card also has a small integer index (``suit * 13 + rank - 2``) and a bit (``1 << index``):
the rules code works on those so that a hand is one ``int`` bitmask, which keeps the engine fast
enough for AI search.  The value types below are what callers see.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum

from games.engine.errors import MalformedCard


class Suit(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @classmethod
    def from_str(cls, text: str) -> Suit:
        """Parse ``"S"``, ``"spades"`` or ``"♠"``; anything else is a :class:`MalformedCard`."""
        if not isinstance(text, str):
            raise MalformedCard(f"a suit must be a string, not {type(text).__name__}")
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.letter, suit.name, suit.symbol):
                return suit
        raise MalformedCard(f"{text!r} is not a suit (use C, D, H or S)", value=text)

    def __str__(self) -> str:
        return self.letter


class Rank(IntEnum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return "23456789TJQKA"[self - 2]

    def __str__(self) -> str:
        return self.letter


_RANK_BY_TEXT = {rank.letter: rank for rank in Rank} | {"10": Rank.TEN}


@dataclass(frozen=True, slots=True)
class Card:
    """A playing card.  ``str(card)`` is canonical (``"TH"``); ``from_str`` also takes ``"10H"``."""

    rank: Rank
    suit: Suit

    @property
    def index(self) -> int:
        return self.suit * 13 + self.rank - 2

    @property
    def bit(self) -> int:
        return 1 << (self.suit * 13 + self.rank - 2)

    @classmethod
    def from_index(cls, index: int) -> Card:
        return CARDS[index]

    @classmethod
    def from_str(cls, text: str) -> Card:
        if not isinstance(text, str):
            raise MalformedCard(f"a card must be a string like 'AS', not {type(text).__name__}")
        key = text.strip().upper()
        if len(key) < 2:
            raise MalformedCard(f"{text!r} is not a card (expected rank then suit, e.g. 'AS')",
                                value=text)
        rank = _RANK_BY_TEXT.get(key[:-1])
        suit_letter = key[-1]
        if rank is None or suit_letter not in "CDHS":
            raise MalformedCard(f"{text!r} is not a card (expected rank then suit, e.g. 'AS')",
                                value=text)
        return CARDS["CDHS".index(suit_letter) * 13 + rank - 2]

    def __str__(self) -> str:
        return f"{self.rank.letter}{self.suit.letter}"

    def __repr__(self) -> str:
        return f"Card({self})"


CARDS: tuple[Card, ...] = tuple(Card(Rank(r), Suit(s)) for s in range(4) for r in range(2, 15))
"""The 52-card pack in index order; ``CARDS[i]`` is the one shared instance of card ``i``."""

CARD_NAMES: tuple[str, ...] = tuple(str(c) for c in CARDS)

FULL_PACK_MASK = (1 << 52) - 1
BITS: tuple[int, ...] = tuple(1 << c for c in range(52))
"""``BITS[i]`` is card ``i``'s bit: a card's bit is a big int, cheaper looked up than built."""
SUIT_MASKS: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))


def card_of(index: int) -> Card:
    return CARDS[index]


def cards_from_mask(mask: int) -> tuple[Card, ...]:
    """Cards in a bitmask, in index order (clubs, diamonds, hearts, spades; low to high)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def indices_from_mask(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_from_indices(indices: Iterable[int]) -> int:
    """The inverse of :func:`indices_from_mask`."""
    mask = 0
    for index in indices:
        mask |= 1 << index
    return mask


def mask_from_cards(cards: object) -> int:
    mask = 0
    for card in cards:  # type: ignore[attr-defined]
        mask |= parse_card(card).bit
    return mask


def parse_card(value: Card | str) -> Card:
    """Accept a :class:`Card` or its text; raise :class:`MalformedCard` for anything else."""
    if isinstance(value, Card):
        return value
    return Card.from_str(value)  # type: ignore[arg-type]
