"""The immutable state of a classic Whist game (001, ``shared/rules/001_af9222f89516dcdc.txt``).

Like Knock-Out Whist's state it is a named tuple of cards as indices and hands as bitmasks
(:mod:`games.engine.tricks.cards`): comparable field by field, so a replay can be checked
exactly, and cheap to copy.  Seats are numbered clockwise; seats 0 and 2 are one side (side 0)
and 1 and 3 the other (001: "Partners sit facing each other").
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from games.engine.knockout.setup import ForcedDeal, Setup
from games.engine.tricks.cards import CARDS, Card, cards_from_mask
from games.engine.whist.options import PLAYERS, WhistOptions

__all__ = ["PLAYERS", "ForcedDeal", "Setup", "WhistPhase", "WhistState", "partner", "side_of"]


class WhistPhase(StrEnum):
    """What the game waits for: a card, or nothing (the same strings as Knock-Out Whist's)."""

    PLAY = "play"
    ANSWER_CLAIM = "answer_claim"
    """A claim that the server could not prove waits for each opponent's answer."""
    GAME_OVER = "game_over"


def side_of(seat: int) -> int:
    """Side 0 is seats 0 and 2, side 1 is seats 1 and 3."""
    return seat % 2


def partner(seat: int) -> int:
    return (seat + 2) % PLAYERS


class WhistState(NamedTuple):
    options: WhistOptions
    """The rules, fixed for the whole game."""
    setup: Setup
    """Where the deals come from (the secret seed, or forced cards)."""
    phase: WhistPhase
    deal_no: int
    """The current deal, from 1, counted over the whole match (a rubber's games included): the
    fixed trump sequence runs on it."""
    game_no: int
    """The game being played, from 1 (a rubber has up to three)."""
    dealer: int
    hands: tuple[int, int, int, int]
    """Per seat, its cards now as a bitmask."""
    dealt: tuple[int, int, int, int]
    """Per seat, the 13 cards it was dealt (hidden): honours are counted from them."""
    trump: int
    """The trump suit (0-3, clubs to spades) or -1 for a no-trump hand."""
    suits: tuple[int, int, int, int]
    """The four suit masks (:func:`games.engine.tricks.follow.suit_masks`)."""
    turn_up: int
    """The card turned up for trumps this deal (the dealer's last card), or -1 when trumps are
    fixed.  It stays here after the dealer takes it up; whether it is still face up on the
    table follows from the trick (:func:`turn_up_showing`)."""
    leader: int
    """Who led the current trick."""
    trick: tuple[tuple[int, int], ...]
    """The current trick so far as ``(seat, card)`` plays."""
    led: int
    """The suit led to the current trick, or -1 before its first card."""
    completed: tuple[tuple[tuple[int, int], ...], ...]
    """This deal's finished tricks."""
    winners: tuple[int, ...]
    """The seat that won each finished trick of this deal."""
    tricks: tuple[int, int, int, int]
    """Per seat, tricks won this deal."""
    to_act: int
    """The seat to play, or -1 once the game is over."""
    scores: tuple[int, int]
    """Per side, points in the current game (the tournament form: odd tricks so far)."""
    games: tuple[int, int]
    """Per side, games won (the rubber)."""
    totals: tuple[int, int]
    """Per side, odd tricks taken over every deal played (the tournament form's score)."""
    winner: int
    """The winning side once the game is over; -1 while it runs, and for a drawn tournament."""
    positions: tuple[int, ...]
    """Per seat, 1 for the winners and 2 for the losers (1 for all four on a draw); empty until
    the game is over."""
    claimer: int = -1
    """The seat whose claim of the remaining tricks waits for the opponents' answers, or -1."""
    claim_accepted: tuple[int, ...] = ()
    """The opponents who have accepted the pending claim so far."""

    # --- value-type views --------------------------------------------------------------------
    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_from_mask(self.hands[seat])

    def hand_count(self, seat: int) -> int:
        return self.hands[seat].bit_count()

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def is_over(self) -> bool:
        return self.phase is WhistPhase.GAME_OVER

    @property
    def tricks_left(self) -> int:
        """The tricks of this deal not yet won (the one being played included)."""
        return 13 - len(self.completed)

    @property
    def current_seat(self) -> int | None:
        return None if self.to_act < 0 else self.to_act

    @property
    def turn_up_card(self) -> Card | None:
        return None if self.turn_up < 0 else CARDS[self.turn_up]

    @property
    def trick_no(self) -> int:
        return len(self.completed) + 1


def turn_up_showing(state: WhistState) -> bool:
    """001: "The turned trump remains face up on the table until it is dealer's turn to play to
    the first trick."  The dealer always plays last to the first trick (eldest hand leads), so
    the card shows while fewer than three cards are in the first trick."""
    return state.turn_up >= 0 and not state.completed and len(state.trick) < PLAYERS - 1 \
        and state.phase is not WhistPhase.GAME_OVER
