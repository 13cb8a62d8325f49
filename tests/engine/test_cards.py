"""Cards and parsing: one canonical text form, and bad text is bad input (not an illegal move)."""

from __future__ import annotations

import pytest

from games.engine import CARDS, Card, MalformedCard, Rank, Suit, parse_card
from games.engine.tricks.cards import cards_from_mask, mask_from_cards


def test_pack_has_52_distinct_cards_of_four_suits_and_thirteen_ranks() -> None:
    """004_cda4be257ddbf1c5.txt: "A standard 52-card pack is used, with four suits ranking
    from high to low A K Q J 10 9 8 7 6 5 4 3 2." """
    assert len(CARDS) == 52 == len(set(CARDS)) == len({str(c) for c in CARDS})
    assert {c.suit for c in CARDS} == set(Suit)
    assert {c.rank for c in CARDS} == set(Rank)
    assert all(CARDS[c.index] is c for c in CARDS)


@pytest.mark.parametrize("text, canonical", [
    ("AS", "AS"), ("10H", "TH"), ("TH", "TH"), ("th", "TH"), (" 2c ", "2C"), ("QD", "QD"),
])
def test_card_text_round_trips_to_one_canonical_form(text: str, canonical: str) -> None:
    card = Card.from_str(text)
    assert str(card) == canonical
    assert Card.from_str(str(card)) is card


def test_ten_parses_both_ways_to_the_same_card() -> None:
    """``"10H"`` and ``"TH"`` both parse; one canonical form is printed."""
    assert Card.from_str("10H") is Card.from_str("TH")
    assert Card.from_str("10H") == Card(Rank.TEN, Suit.HEARTS)


@pytest.mark.parametrize("bad", ["", "A", "1S", "11H", "AX", "ZZ", "KSS", "S A", 5, None, b"AS"])
def test_malformed_card_text_is_rejected_with_a_stable_code(bad: object) -> None:
    with pytest.raises(MalformedCard) as info:
        parse_card(bad)  # type: ignore[arg-type]
    assert info.value.code == "malformed_card"


def test_suit_parses_letters_names_and_symbols() -> None:
    assert Suit.from_str("s") is Suit.from_str("spades") is Suit.from_str("♠") is Suit.SPADES
    with pytest.raises(MalformedCard):
        Suit.from_str("X")


def test_masks_round_trip() -> None:
    cards = [parse_card(c) for c in ("AS", "2C", "TD", "KH")]
    assert set(cards_from_mask(mask_from_cards(cards))) == set(cards)
