"""The import path the card types had before they moved: they live in
:mod:`games.engine.tricks.cards` now (code outside the engine still imports them from here)."""

from games.engine.tricks.cards import (
    BITS,
    CARD_NAMES,
    CARDS,
    FULL_PACK_MASK,
    SUIT_MASKS,
    Card,
    Rank,
    Suit,
    card_of,
    cards_from_mask,
    indices_from_mask,
    mask_from_cards,
    mask_from_indices,
    parse_card,
)

__all__ = ["BITS", "CARDS", "CARD_NAMES", "FULL_PACK_MASK", "SUIT_MASKS", "Card", "Rank", "Suit",
           "card_of", "cards_from_mask", "indices_from_mask", "mask_from_cards",
           "mask_from_indices", "parse_card"]
