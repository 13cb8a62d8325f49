"""What classic Whist's ``apply`` reports.

The deal, the card played and the trick won are the shared events of
:mod:`games.engine.events` (``dealt``, ``card_played``, ``trick_won``), so a client and the
record read them as in Knock-Out Whist; the dealt hands are private to their holders there
(``Dealt.to_dict(viewer)``).  The events below are classic Whist's own, and all public: the turn-up
was face up for everyone, and honours are claimed aloud at the end of the hand (001: "which
they claim at the end of the play").
"""

from __future__ import annotations

from typing import Any, NamedTuple

from games.engine.events import ALL, CardPlayed, Dealt, TrickWon, redact_event_dict
from games.engine.tricks.cards import CARD_NAMES

__all__ = ["ALL", "CardPlayed", "ClaimAnswered", "ClaimMade", "ClaimSettled", "Dealt",
           "GameWon", "HandScored", "MatchEnded", "TrickWon", "TrumpFixed", "WhistEvent",
           "redact_event_dict"]

_SUITS = "CDHS"


class TrumpFixed(NamedTuple):
    """This deal's trumps: ``source`` ``turn_up`` (``card`` is the turned-up card), ``sequence``
    or ``no_trump`` (001 "Determination of Trumps")."""

    deal_no: int
    trump: int
    source: str
    card: int = -1
    kind = "trump_set"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        # The same shape as Knock-Out Whist's trump_set, so that a client reads both alike:
        # classic Whist always ranks aces high, and nobody chooses its trumps.
        return {"type": self.kind, "deal_no": self.deal_no,
                "trump": None if self.trump < 0 else _SUITS[self.trump],
                "aces_high": True, "reverse": False, "source": self.source,
                "card": None if self.card < 0 else CARD_NAMES[self.card], "seat": None}


class HandScored(NamedTuple):
    """The end of a deal: tricks per side, then odd tricks, then honours (001: "the tricks are
    scored first")."""

    deal_no: int
    side_tricks: tuple[int, int]
    trick_side: int
    """The side that won more tricks (there are 13, so one always does)."""
    trick_points: int
    honours_side: int
    """The side that held three or four honours, or -1 (none, no trumps, or honours off)."""
    honours_held: int
    honours_points: int
    """What the honours scored: 0 when barred (on one short of game, or game already won)."""
    honours_barred: str | None
    """Why honours held did not score: ``one_short_of_game`` (001: "cannot score honours on
    that deal"), ``game_won_by_tricks`` (001: "the tricks are scored first"), or None."""
    scores: tuple[int, int]
    totals: tuple[int, int]
    kind = "hand_scored"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "deal_no": self.deal_no, "side_tricks": list(self.side_tricks),
                "trick_side": self.trick_side, "trick_points": self.trick_points,
                "honours_side": None if self.honours_side < 0 else self.honours_side,
                "honours_held": self.honours_held, "honours_points": self.honours_points,
                "honours_barred": self.honours_barred, "scores": list(self.scores),
                "totals": list(self.totals)}


class GameWon(NamedTuple):
    """A side reached game; in a rubber another game may follow (scores start again at 0)."""

    game_no: int
    side: int
    scores: tuple[int, int]
    games: tuple[int, int]
    kind = "game_won"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "game_no": self.game_no, "side": self.side,
                "scores": list(self.scores), "games": list(self.games)}


class MatchEnded(NamedTuple):
    """The whole game is over (kind ``game_ended``, as Knock-Out Whist's end).  ``winner`` is a
    side (-1: a drawn tournament); ``reason`` is ``game``, ``rubber``, ``deals`` or
    ``resignation``."""

    winner: int
    positions: tuple[int, ...]
    reason: str
    kind = "game_ended"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "winner": None if self.winner < 0 else self.winner,
                "winning_seats": [s for s in range(4) if self.winner >= 0
                                  and s % 2 == self.winner],
                "positions": list(self.positions), "reason": self.reason}


class ClaimMade(NamedTuple):
    """A seat claims every remaining trick for its side and shows its hand to the table: the
    cards are public from now on (to every seat and spectator alike), and no other hand is
    shown.  ``certain``: the server proved the claim, so it is settled at once."""

    seat: int
    cards: tuple[int, ...]
    tricks: int
    certain: bool
    kind = "claim_made"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat,
                "cards": [CARD_NAMES[c] for c in self.cards], "tricks": self.tricks,
                "certain": self.certain}


class ClaimAnswered(NamedTuple):
    """An opponent's answer to a claim the server could not prove."""

    seat: int
    accepted: bool
    kind = "claim_answered"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, "accepted": self.accepted}


class ClaimSettled(NamedTuple):
    """The end of a claim: ``accepted`` (the claimer's side takes the ``tricks`` left, given to
    the claimer's seat) because it was ``certain`` or ``agreed``, or ``refused`` (play goes
    on)."""

    seat: int
    tricks: int
    outcome: str
    kind = "claim_settled"

    @property
    def accepted(self) -> bool:
        return self.outcome != "refused"

    def to_dict(self, viewer: int | None) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, "tricks": self.tricks,
                "outcome": self.outcome}


WhistEvent = (Dealt | TrumpFixed | CardPlayed | TrickWon | HandScored | GameWon | MatchEnded
              | ClaimMade | ClaimAnswered | ClaimSettled)
