"""The immutable state of a Knock-Out Whist game, and the enums that name its values.

``State`` is a named tuple: immutable, comparable field by field (a replay must reproduce it
exactly) and cheap to copy-and-change.  Cards inside it are indices and hands are bitmasks (see
:mod:`games.engine.tricks.cards`) because the rules run on them once per card of every AI
playout; the methods at the end give value types.  Every field says its encoding and its
sentinels.  The rules change a mutable copy, :class:`~games.engine.knockout.fields.Table`,
which has the same fields by the same names.
"""

from __future__ import annotations

from enum import StrEnum
from operator import attrgetter
from typing import NamedTuple

from games.engine.knockout.setup import ForcedDeal, Setup
from games.engine.options import Options
from games.engine.tricks.cards import CARDS, Card, cards_from_mask
from games.engine.tricks.rank_order import RankOrder

__all__ = ["NO_HOUSE", "ForcedDeal", "House", "Phase", "SeatStatus", "Setup", "State",
           "Termination", "TrumpSource"]


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
    """Dealt one card that may be kept back by knocking (the dog's life, or a bought Parish)."""
    OUT = "out"


class Termination(StrEnum):
    """How a game ended (``GameEnded.reason``); the values are the stored strings."""

    FINAL_TRICK = "final_trick"
    """004: "won by the winner of the one trick on the final hand"."""
    LAST_SURVIVOR = "last_survivor"
    """Everyone else was knocked out (or declined the life on offer)."""
    SWEEP = "sweep"
    """002: a player took every trick of a hand (``sweep_wins``)."""
    RESIGNATION = "resignation"
    """A resignation left a decision to a cut, or nobody else (see ``hand_end``)."""
    RAINBOW = "rainbow"
    """004: a rainbow "wins the game immediately" (``RainbowRule.WINS_GAME``)."""


class TrumpSource(StrEnum):
    """Where a deal's trumps came from (``TrumpSet.source``); the values are stored strings."""

    TURN_UP = "turn_up"
    """The top card of the stock was turned up (first deal, or a tie under ``turn_card``)."""
    CHOSEN = "chosen"
    """The most-tricks winner (or a rainbow holder) named them."""
    FIXED = "fixed"
    """003: the first deal's trumps stay for every deal (``fixed_trump``)."""
    FINAL_NO_TRUMP = "final_no_trump"
    """003: the one-card final round is played without trumps."""
    VOTE = "vote"
    """003: a plurality of the knocked-out players' votes."""


class House(NamedTuple):
    """The state of the house-rule variants.  Every field defaults to "unused", so
    the core game (and a state the AI builds from an observation) carries :data:`NO_HOUSE`; an
    empty per-seat tuple means all zeros."""

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
    """The money game: units in the pot, won at the end of the game."""
    rung: tuple[int, ...] = ()
    """The money game: the lives each seat has bought (1 dog's life, 2 Parish, 3 Blind
    Parish); a seat in the buy phase is offered ``rung + 1``."""
    blind: int = 0
    """Bitmask of this deal's Blind Parish cards: nobody, not even the holder, may see one
    until it is played (a played one stays in the mask until the next deal; only a card still
    in a hand is hidden)."""


NO_HOUSE = House()
"""The house part of a core game.  The engine tests ``house is NO_HOUSE`` to skip the house
rules' bookkeeping, so a core game never builds another ``House``."""


class State(NamedTuple):
    options: Options
    """The rules, fixed for the whole game."""
    setup: Setup
    """Where the deals and cuts come from (the secret seed, or forced cards)."""
    players: int
    """Seats at the table, numbered clockwise from 0."""
    phase: Phase
    """What the game waits for (``GAME_OVER``: nothing)."""
    deal_no: int
    """The current deal, from 1 (0 only before the first deal)."""
    hand_size: int
    """Cards dealt to each player who is in (a dog's-life player gets one)."""
    dealer: int
    """The seat that dealt this deal."""
    eldest: int
    """The first player dealt in to the dealer's left: the dealer-fairness rule needs it."""
    hands: tuple[int, ...]
    """Per seat, its cards as a bitmask (0: no cards, e.g. knocked out)."""
    status: tuple[SeatStatus, ...]
    """Per seat: in, on a dog's life (one card), or out."""
    dogs_life_used: bool
    """Whether the game's one dog's life has been given (or, in the money game, offered)."""
    trump: int
    """The trump suit (0-3, clubs to spades) or -1 (``NO_TRUMP``).  While ``chooser`` is still
    to name this deal's trumps it holds the last deal's (observations hide it)."""
    order: RankOrder
    """The rank order of this deal (``NORMAL`` unless chosen otherwise with
    ``trump_extras``); while a chooser is still to name trumps, the last deal's."""
    suits: tuple[int, int, int, int]
    """Which cards count as each suit under the current trump (the 2 of diamonds moves)."""
    turn_up: int
    """The card turned up for trumps this deal, or -1."""
    trick: tuple[tuple[int, int], ...]
    """The current trick so far: ``(seat, card)``, card -1 for a knock."""
    trick_seats: tuple[int, ...]
    """Who acts in the current trick, in order: every seat still holding cards."""
    led: int
    """The effective suit led to the current trick, or -1 before its first card."""
    completed: tuple[tuple[tuple[int, int], ...], ...]
    """This deal's finished tricks, each as its plays."""
    winners: tuple[int, ...]
    """The winner of each finished trick of this deal."""
    tricks: tuple[int, ...]
    """Per seat, tricks taken this deal."""
    broken: bool
    """Whether a trump has been played this deal (``trump_breaking``)."""
    to_act: int
    """The seat whose decision the game waits for, or -1 (the game is over)."""
    chooser: int
    """The seat that will choose this deal's trumps once earlier steps are done, or -1."""
    out_deal: tuple[int, ...]
    """The deal on which each seat was knocked out (0: still in)."""
    winner: int
    """The seat that won the game, or -1 while it is being played."""
    positions: tuple[int, ...]
    """Per seat, its finishing position (1 = winner, shared on the same deal); empty until
    the game is over."""
    stock: tuple[int, ...]
    """The undealt cards, top first (hidden from everyone)."""
    resigned: tuple[int, ...] = ()
    """Seats that resigned: the server plays out their hand, then they are knocked out."""
    house: House = NO_HOUSE
    """The house-rule variants' part of the state; :data:`NO_HOUSE` in the core game.
    Kept as one field so that copying the state per card stays as cheap as it was."""
    trump_chooser: int = -1
    """The seat that chose this deal's trumps, or -1 (turned up, fixed, voted, not chosen yet).
    Public: everyone at the table saw who named them, and what a player chose says something
    about her hand that every other player may reason from (the AI does)."""

    # --- value-type views ------------------------------------------------------------------
    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_from_mask(self.hands[seat])

    def hand_count(self, seat: int) -> int:
        """How many cards ``seat`` holds (public: everyone sees the backs)."""
        return self.hands[seat].bit_count()

    @property
    def rank_order(self) -> RankOrder:
        return self.order

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


def _house_view(name: str) -> property:
    return property(attrgetter(f"house.{name}"), doc=f"``house.{name}`` (see :class:`House`).")


# Every house-rule field reads as ``state.<field>`` too (``state.queue``, ``state.chips``...).
for _name in House._fields:
    setattr(State, _name, _house_view(_name))
