"""The immutable game state.

``State`` is a named tuple: immutable, comparable field by field (a replay must reproduce it
exactly) and cheap to copy-and-change, which the hot path of ``apply`` does once per card.  Cards
inside it are indices and hands are bitmasks (see :mod:`games.engine.cards`); the methods below
give the value types.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from games.engine.cards import CARDS, Card, cards_from_mask, parse_card
from games.engine.errors import InvalidSetup
from games.engine.options import Options


class Phase(StrEnum):
    """What the game waits for.  The variant phases follow a deal in this order, each only when
    its option is on and it applies: declare_no_picture, declare_rainbow, vote_trump,
    choose_trump, exchange, then play; buy comes between a hand and the next deal."""

    CHOOSE_TRUMP = "choose_trump"
    PLAY = "play"
    GAME_OVER = "game_over"
    DECLARE_NO_PICTURE = "declare_no_picture"
    DECLARE_RAINBOW = "declare_rainbow"
    VOTE_TRUMP = "vote_trump"
    EXCHANGE = "exchange"
    BUY = "buy"


class SeatStatus(StrEnum):
    IN = "in"
    DOGS_LIFE = "dogs_life"
    OUT = "out"


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


class House(NamedTuple):
    """The state of the house-rule variants (issue 7).  Every field defaults to "unused", so
    the core game (and a state built by older code, e.g. the AI's determinized states) carries
    :data:`NO_HOUSE`; an empty per-seat tuple means all zeros."""

    queue: tuple[int, ...] = ()
    """The seats still to decide in a sequential phase (declare, vote, exchange, buy), in
    order; ``to_act`` is the first."""
    leader: int = -1
    """Who will lead the first trick of this deal, kept while pre-play phases run (-1: work it
    out as the core game does)."""
    discards: tuple[int, ...] = ()
    """Per seat, the bitmask of cards it discarded in this deal's exchange (hidden from
    others; the discards never go back into the stock)."""
    exchanged: tuple[int, ...] = ()
    """Per seat, how many cards it exchanged this deal (public); -1 until it has decided."""
    redeals: int = 0
    """How many times this deal was dealt again ("no picture, no play")."""
    declared: tuple[int, ...] = ()
    """The seats that declared a rainbow in this deal's declaration round."""
    votes: tuple[int, ...] = ()
    """Per seat in a trump vote: -2 not voted, -1 abstained, else the suit voted for."""
    chips: tuple[int, ...] = ()
    """The money game: each seat's net units (negative when it has paid in more than won)."""
    pot: int = 0
    rung: tuple[int, ...] = ()
    """The money game: the lives each seat has bought (1 dog's life, 2 Parish, 3 Blind
    Parish); a seat in the buy phase is offered ``rung + 1``."""
    blind: int = 0
    """Bitmask of this deal's Blind Parish cards: nobody, not even the holder, may see one
    until it is played (a played one stays in the mask until the next deal; only a card still
    in a hand is hidden)."""


NO_HOUSE = House()


class State(NamedTuple):
    options: Options
    setup: Setup
    players: int
    phase: Phase
    deal_no: int
    hand_size: int
    """Cards dealt to each player who is in (a dog's-life player gets one)."""
    dealer: int
    eldest: int
    """The first player dealt in to the dealer's left: the dealer-fairness rule needs it."""
    hands: tuple[int, ...]
    status: tuple[SeatStatus, ...]
    dogs_life_used: bool
    trump: int
    order: int
    suits: tuple[int, int, int, int]
    """Which cards count as each suit under the current trump (the 2 of diamonds moves)."""
    turn_up: int
    trick: tuple[tuple[int, int], ...]
    """The current trick so far: ``(seat, card)``, card -1 for a knock."""
    trick_seats: tuple[int, ...]
    """Who acts in the current trick, in order: every seat still holding cards."""
    led: int
    completed: tuple[tuple[tuple[int, int], ...], ...]
    """This deal's finished tricks, each as its plays."""
    winners: tuple[int, ...]
    """The winner of each finished trick of this deal."""
    tricks: tuple[int, ...]
    broken: bool
    to_act: int
    chooser: int
    out_deal: tuple[int, ...]
    """The deal on which each seat was knocked out (0: still in)."""
    winner: int
    positions: tuple[int, ...]
    stock: tuple[int, ...]
    """The undealt cards, top first (hidden from everyone)."""
    resigned: tuple[int, ...] = ()
    """Seats that resigned: the server plays out their hand, then they are knocked out."""

    house: House = NO_HOUSE
    """The house-rule variants' part of the state (issue 7); :data:`NO_HOUSE` in the core game.
    Kept as one field so that copying the state per card stays as cheap as it was."""
    trump_chooser: int = -1
    """The seat that chose this deal's trumps, or -1 (turned up, fixed, voted, not chosen yet).
    Public: everyone at the table saw who named them, and what a player chose says something
    about her hand that every other player may reason from (the AI does)."""

    # --- value-type views ------------------------------------------------------------------
    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_from_mask(self.hands[seat])

    # --- the house-rule fields, read through ``house`` --------------------------------------
    @property
    def queue(self) -> tuple[int, ...]:
        return self.house.queue

    @property
    def leader(self) -> int:
        return self.house.leader

    @property
    def discards(self) -> tuple[int, ...]:
        return self.house.discards

    @property
    def exchanged(self) -> tuple[int, ...]:
        return self.house.exchanged

    @property
    def redeals(self) -> int:
        return self.house.redeals

    @property
    def declared(self) -> tuple[int, ...]:
        return self.house.declared

    @property
    def votes(self) -> tuple[int, ...]:
        return self.house.votes

    @property
    def chips(self) -> tuple[int, ...]:
        return self.house.chips

    @property
    def pot(self) -> int:
        return self.house.pot

    @property
    def rung(self) -> tuple[int, ...]:
        return self.house.rung

    @property
    def blind(self) -> int:
        return self.house.blind

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def current_seat(self) -> int | None:
        return None if self.to_act < 0 else self.to_act

    @property
    def turn_up_card(self) -> Card | None:
        return None if self.turn_up < 0 else CARDS[self.turn_up]

    @property
    def trick_no(self) -> int:
        return len(self.completed) + 1

    @property
    def is_last_trick(self) -> bool:
        return len(self.completed) + 1 >= self.hand_size


FIELD = {name: i for i, name in enumerate(State._fields)}
