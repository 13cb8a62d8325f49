"""How the apps tell each other what happened, without importing each other's services.

``games`` publishes :class:`GameFinished` when a game ends and ``players`` (stats, tables,
ratings) subscribes; ``players`` publishes :class:`AccountClosed` when an account is deleted and
``games`` (which gives up the account's seats), ``drives`` and ``live`` subscribe, and
:class:`TokensRevoked` when devices are signed out, which ``live`` (streams, tickets)
subscribes to, and :class:`MailRequested` for each mail about an account (``live`` sends
it); ``games`` publishes :class:`SeatWanted` before seating someone, so that ``social`` can
refuse a blocked person.
Each app subscribes in its ``AppConfig.ready``.  Delivery is synchronous, in the publisher's
transaction: a finished game and its result are committed together or not at all, which is
what makes the result exactly-once (a subscriber's error rolls the game's last move back with it).

The payloads are plain frozen dataclasses, so a stored result can be turned back into exactly
the object that was applied (``players.results``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar


@dataclass(frozen=True)
class SeatResult:
    seat: int
    user_id: int | None  # None for an AI seat
    ai_level: str | None  # "random" / "heuristic" / "expert" ... for AI seats, else None
    position: int  # finishing position, 1 = winner; players knocked out on the same hand share one
    tricks: int  # tricks taken over the whole game
    dogs_life: bool  # was on a dog's life at some point
    dogs_life_survived: bool  # took a trick while on the dog's life
    resigned: bool
    money: int = 0  # net winnings of the Guernsey money game (chips x stake); 0 otherwise
    rubbers: int = 0  # classic Whist: 1 if the game was a rubber and this seat's side won it
    decided: bool = True  # a person's seat made a decision of its own (not every move a timeout)


@dataclass(frozen=True)
class GameResult:
    game_id: int
    finished_at: datetime
    rated: bool  # False e.g. for forced-deal games: never touch ratings
    season_id: int | None  # the league season the game counts toward, if any
    seats: tuple[SeatResult, ...]
    kind: str = "knockout"  # the game: "knockout", or "whist" (partners: seats 0+2, 1+3)


@dataclass(frozen=True)
class GameFinished:
    """A game ended (never an abandoned or cancelled one)."""

    result: GameResult


@dataclass(frozen=True)
class AccountClosed:
    """An account was deleted at its owner's request; its seats must be given up."""

    user_id: int


@dataclass(frozen=True)
class TokensRevoked:
    """Devices were signed out (sign out, a password change, a closed account): whatever they
    opened with their tokens must stop, such as streams and stream tickets (``live``)."""

    user_id: int
    digests: tuple[str, ...]


@dataclass(frozen=True)
class MailRequested:
    """A mail to one person about their account (a link to verify an address, to reset a
    password; an address changed), composed by ``players``, which knows what to say, and sent by
    ``live``, which knows how (a row per mail, the mail lane, retries).  ``paragraphs`` are
    plain text; ``link`` is the one (label, URL) the mail is about; ``reason`` completes "You
    are getting this because ...".  Account mails are transactional: no unsubscribe."""

    to: str
    subject: str
    paragraphs: tuple[str, ...]
    reason: str
    kind: str
    user_id: int | None = None
    link: tuple[str, str] | None = None


@dataclass(frozen=True)
class SeatWanted:
    """Someone is about to take a seat in a lobby (``games``, under the lobby's lock): a
    subscriber refuses it by raising a domain error (``social``: the person was blocked by the
    table's creator or by someone already seated)."""

    game_id: int
    user_id: int
    created_by_id: int
    seated_user_ids: tuple[int, ...]
    both_ways: bool = False
    """A rematch seats people without asking them: a block either way between the newcomer
    and anyone else refuses it."""


Event = TypeVar("Event")
_subscribers: dict[type, list[Callable[[Any], None]]] = {}


def subscribe(event_type: type[Event], handler: Callable[[Event], None]) -> None:
    """Call ``handler`` with every published ``event_type`` (once, however often asked)."""
    handlers = _subscribers.setdefault(event_type, [])
    if handler not in handlers:
        handlers.append(handler)


def publish(event: object) -> None:
    """Deliver ``event`` to its subscribers now, in the caller's transaction."""
    for handler in _subscribers.get(type(event), ()):
        handler(event)
