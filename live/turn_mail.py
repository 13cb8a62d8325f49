"""Mail about turns: one mail for a turn a person has let wait, and the daily digest.

A turn is never mailed at the move that made it (a live game would mail every card): a sweep
(beat, each minute) finds the people whose decision is pending, who want ``your_turn`` by mail
and have a verified address, and mails those who have neither acted nor read the game for their
delay (``NotificationSchedule.turn_mail_delay_minutes``, 15 by default).  Acting bumps the
game's version, which is the turn's key, so a mail is about the decision still waiting; reading
is each GET of the game by its seat (a Redis key, :func:`game_seen`), which starts the delay
again.  A ``TurnMail`` row per (person, game, version), unique, makes it at most one mail per
game per turn whatever sweeps race.  In quiet hours nothing is mailed: the sweep after they end
finds the turn still waiting, or not.

The digest ("3 games are waiting for you") goes once a day at the person's hour, in their time
zone, to those who asked for it.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Exists, OuterRef, QuerySet
from django.utils import timezone

from live import bus
from live.mail import mail_queue
from live.mail_notify import (
    SERVICE,
    notification_mail,
    page_url,
    unsubscribe_pair,
    verified_addresses,
)
from live.models import NotificationPreference, NotificationSchedule, TurnMail
from live.preferences import DIGEST, quiet_until, schedules_of, zone_of

logger = logging.getLogger("live.mail")

SEEN_SECONDS = 3 * 24 * 3600
SHORTEST_DELAY = timedelta(minutes=1)


def _seen_key(user_id: int, game_id: int) -> str:
    return f"{bus.prefix()}seen:{user_id}:{game_id}"


def game_seen(*, user_id: int, game_id: int) -> None:
    """The person read the game whose decision is theirs: a turn mail waits a delay from now.
    (Without Redis, as in the embedded default, reads are not counted.)"""
    if not bus.enabled():
        return
    try:
        bus.redis_client().set(_seen_key(user_id, game_id), int(timezone.now().timestamp()),
                               ex=SEEN_SECONDS)
    except Exception:  # noqa: BLE001 - a read must not fail for want of a mark
        logger.warning("could not mark game %s seen", game_id)


def _last_seen(pairs: list[tuple[int, int]]) -> dict[tuple[int, int], datetime]:
    if not pairs or not bus.enabled():
        return {}
    try:
        found = bus.redis_client().mget([_seen_key(u, g) for u, g in pairs])
    except Exception:  # noqa: BLE001 - unread, then
        return {}
    return {pair: datetime.fromtimestamp(int(at), tz=UTC)
            for pair, at in zip(pairs, found, strict=True) if at is not None}


class PendingTurns(Protocol):
    def __call__(self, now: datetime, shortest: timedelta, *, user_id: int | None = None
                 ) -> QuerySet[Any]: ...


_pending_turns: list[PendingTurns] = []


def pending_turns_register(provider: PendingTurns) -> None:
    """The games app's decisions waiting for a person: a queryset of rows with a ``user``, a
    ``game_id`` and the turn's ``turn_seat``, ``turn_version``, ``turn_since`` and
    ``turn_deadline`` (the mail is about a game's turn; which turns wait is the game's rule)."""
    _pending_turns[:] = [provider]


def _waiting(now: datetime, *, user_id: int | None = None) -> QuerySet[Any]:
    """The decisions pending, in games waiting at least the shortest delay: one query."""
    if not _pending_turns:
        raise LookupError("no pending turns are registered (the games app is not loaded)")
    return _pending_turns[0](now, SHORTEST_DELAY, user_id=user_id)


def turn_mails_sweep(*, now: datetime | None = None, limit: int = 2000) -> int:
    """Mail the turns that have waited past their person's delay; returns how many."""
    now = now or timezone.now()
    mailed = TurnMail.objects.filter(user_id=OuterRef("user_id"), game_id=OuterRef("game_id"),
                                     version=OuterRef("turn_version"))
    refused = NotificationPreference.objects.filter(
        user_id=OuterRef("user_id"), channel="email", kind="your_turn", enabled=False)
    rows = list(_waiting(now).filter(user__account_email__address__gt="")
                .exclude(Exists(mailed)).exclude(Exists(refused))
                .values_list("user_id", "game_id", "turn_seat", "turn_version", "turn_since",
                             "turn_deadline")[:limit])
    if not rows:
        return 0
    schedules = schedules_of(r[0] for r in rows)
    seen = _last_seen([(r[0], r[1]) for r in rows])
    addresses = verified_addresses(sorted({r[0] for r in rows}))
    sent = 0
    for user_id, game_id, seat, version, since, deadline in rows:
        schedule = schedules[user_id]
        since = max(since, seen.get((user_id, game_id), since))
        if since + timedelta(minutes=schedule.turn_mail_delay_minutes) > now or \
                quiet_until(schedule, now) is not None or user_id not in addresses:
            continue
        body = {"type": "your_turn", "game_id": game_id, "seat": seat, "version": version,
                "deadline": bus.iso(deadline) if deadline else None}
        try:
            with transaction.atomic():
                TurnMail.objects.create(user_id=user_id, game_id=game_id, version=version)
                notification_mail(user_id=user_id, address=addresses[user_id], body=body)
        except IntegrityError:  # another sweep mailed this turn
            continue
        sent += 1
    return sent


def digests_sweep(*, now: datetime | None = None) -> int:
    """The daily digest of each person whose hour it is and who has not had today's."""
    now = now or timezone.now()
    sent = 0
    for schedule in NotificationSchedule.objects.filter(digest=True):
        local = now.astimezone(zone_of(schedule))
        if local.hour != schedule.digest_hour or schedule.last_digest_on == local.date():
            continue
        # Claimed for the day first: two sweeps in the same hour send one digest.
        claimed = NotificationSchedule.objects.filter(pk=schedule.pk, digest=True).exclude(
            last_digest_on=local.date()).update(last_digest_on=local.date())
        if claimed and _digest_send(schedule.user_id, now):
            sent += 1
    return sent


def _digest_send(user_id: int, now: datetime) -> bool:
    games = sorted(_waiting(now + SHORTEST_DELAY, user_id=user_id)
                   .values_list("game_id", flat=True))
    address = verified_addresses([user_id]).get(user_id)
    if not games or address is None:
        return False
    count = len(games)
    waiting = f"{count} game is" if count == 1 else f"{count} games are"
    lines = tuple(f"Game {g}: {page_url(f'games/{g}')}" for g in games[:20])
    if count > 20:
        lines += (f"and {count - 20} more.",)
    mail_queue(to=address, subject=f"{waiting} waiting for you on {SERVICE}",
               paragraphs=(f"{waiting} waiting for your decision on {SERVICE}:", *lines),
               reason=f"you asked {SERVICE} for a daily digest of the games waiting for you",
               kind=DIGEST, user_id=user_id, link=("Go to your games", page_url("games")),
               unsubscribe=unsubscribe_pair(user_id=user_id, kind=DIGEST),
               not_before=quiet_until(schedules_of([user_id])[user_id], now))
    return True


def turn_mails_prune(*, days: int | None = None) -> int:
    """Forget turn mails older than the notifications (their games have moved on)."""
    cutoff = timezone.now() - timedelta(days=days or settings.WHIST_NOTIFICATION_DAYS)
    return TurnMail.objects.filter(created_at__lt=cutoff).delete()[0]
