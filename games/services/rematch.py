"""A rematch is an offer, not a seating: the asker takes a seat in a new lobby with the same
options and AI seats, and each other person of the finished game has a seat held until they
accept it.  The lobby cannot start while a held seat is unaccepted; a decline cancels the
offer, and so does its expiry (``WHIST_REMATCH_OFFER_HOURS``).  A finished game has at most
one open offer: asking again, or answering with a rematch of one's own, finds that one.

Otherwise a player of a rated game could seat an absent opponent in any number of rated
games and collect their timeouts as wins.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.utils import timezone

from core.db import atomic_write
from games.models import Game, GameStatus, Seat
from games.services.access import conflict, game_lock
from games.services.recording import change_write
from live.notify import Notice


def offer_accept(game: Game, seats: list[Seat], seat: Seat, user: AbstractBaseUser) -> None:
    """Take the seat the offer held for ``user`` (the game is locked, in its lobby).  Once
    every held seat is taken the offer is settled: the lobby is an ordinary one, with no
    expiry."""
    if offer_lapsed(game, timezone.now()):
        raise conflict("rematch_expired", "the rematch offer has expired",
                       expired_at=game.offer_expires_at.isoformat())
    seat.accepted = True
    fields = []
    if all(s.accepted for s in seats):
        game.offer_expires_at = None
        fields.append("offer_expires_at")
    notices = [] if game.created_by_id == user.pk else [
        Notice(game.created_by_id, "seat_taken",
               {"game_id": game.pk, "seat": seat.index, "user_id": user.pk})]
    change_write(game, [{"type": "seat_joined", "seat": seat.index, "user": user.pk}],
                 *fields, updates=[(seat, ["accepted"])], notices=notices)


def offer_cancel(game: Game, seats: list[Seat], *, reason: str,
                 by: AbstractBaseUser | None = None) -> None:
    """The offer is over unplayed: declined by ``by``, or expired.  Everyone else seated
    (held seats included) is told."""
    game.status = GameStatus.CANCELLED
    event: dict[str, Any] = {"type": "game_cancelled", "reason": reason}
    if by is not None:
        event["by"] = by.pk
    told = [s.user_id for s in seats
            if s.user_id is not None and (by is None or s.user_id != by.pk)]
    change_write(game, [event], "status", notices=[
        Notice(user_id, "game_cancelled", {"game_id": game.pk, "reason": reason})
        for user_id in told])


def offer_lapsed(game: Game, now: Any) -> bool:
    """The offer's time is up with a seat still held (a settled offer has no expiry)."""
    return game.status == GameStatus.LOBBY and game.offer_expires_at is not None and \
        game.offer_expires_at <= now


def unaccepted_check(seats: list[Seat]) -> None:
    """A lobby starts only when nobody's seat is still held for them."""
    waiting = [s.index for s in seats if not s.accepted]
    if waiting:
        raise conflict("rematch_not_accepted",
                       "the rematch waits for every player of the last game to accept it",
                       seats=waiting)


def rematch_offers_expire(*, now: Any = None, batch: int = 100) -> int:
    """Cancel the offers whose time is up while a seat is still held (the beat sweep).
    Returns how many were cancelled."""
    now = now or timezone.now()
    due = list(Game.objects.filter(status=GameStatus.LOBBY, offer_expires_at__lte=now)
               .order_by("offer_expires_at").values_list("pk", flat=True)[:batch])
    cancelled = 0
    for game_id in due:
        with atomic_write():
            game, seats = game_lock(game_id, None)
            if not offer_lapsed(game, now):
                continue
            offer_cancel(game, seats, reason="expired")
            cancelled += 1
    return cancelled
