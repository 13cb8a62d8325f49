"""Where a game's randomness comes from: a seed, or deals and cuts fixed in advance."""

from __future__ import annotations

from dataclasses import dataclass, field

from games.engine.errors import InvalidSetup
from games.engine.tricks.cards import Card, parse_card


@dataclass(frozen=True, slots=True)
class ForcedDeal:
    """A deal fixed in advance, for tests and for replaying a recorded game.

    Give either ``hands`` (per seat, empty for a seat not dealt in) with an optional ``turn_up``,
    or a whole ``deck`` order (top first) that is dealt by the normal procedure.  Cards not named
    stay in the stock in their seeded order."""

    hands: tuple[tuple[Card, ...], ...] | None = None
    turn_up: Card | None = None
    deck: tuple[Card, ...] | None = None

    @classmethod
    def of(cls, hands: list[list[str]] | list[str] | None = None, turn_up: str | None = None,
           deck: list[str] | str | None = None) -> ForcedDeal:
        """Build from card names; a seat's hand may also be one space-separated string."""
        def parse_list(items: list[str] | str) -> tuple[Card, ...]:
            if isinstance(items, str):
                items = items.split()
            return tuple(parse_card(c) for c in items)

        return cls(hands=None if hands is None else tuple(parse_list(h) for h in hands),
                   turn_up=None if turn_up is None else parse_card(turn_up),
                   deck=None if deck is None else parse_list(deck))


@dataclass(frozen=True, slots=True)
class Setup:
    """Where the randomness of a game comes from: a seed, or forced deals and cuts."""

    seed: str = "0"
    first_dealer: int = 0
    forced_deals: tuple[tuple[int, ForcedDeal], ...] = ()
    """``(deal_no, deal)`` pairs; deal numbers start at 1."""
    forced_cuts: tuple[tuple[int, tuple[Card, ...]], ...] = field(default=())
    """``(deal_no, cards)``: the cards drawn, in order, when cutting after that deal."""

    def forced_deal(self, deal_no: int) -> ForcedDeal | None:
        for number, deal in self.forced_deals:
            if number == deal_no:
                return deal
        return None

    def forced_cut(self, deal_no: int) -> tuple[Card, ...]:
        for number, cards in self.forced_cuts:
            if number == deal_no:
                return cards
        return ()

    @property
    def is_forced(self) -> bool:
        return bool(self.forced_deals or self.forced_cuts)

    def validate(self, players: int) -> None:
        if not isinstance(self.seed, str) or not self.seed:
            raise InvalidSetup("the seed must be a non-empty string", field="seed")
        if not isinstance(self.first_dealer, int) or not 0 <= self.first_dealer < players:
            raise InvalidSetup(f"first_dealer must be a seat from 0 to {players - 1}",
                               field="first_dealer")
