"""Notifications: each user's own list, numbered 1, 2, ... per user, kept for
``WHIST_NOTIFICATION_DAYS`` (30) days.

A move writes its notifications (``your_turn`` and the like) in the move's own statement:
:class:`NotificationWrite` is a raw write for :func:`core.db.rows_write`, a counter
upsert and an insert numbered from it, as CTEs.  Once the transaction commits they are published
to each user's stream channel and handed to the user's webhooks, mail, browsers and phones (if
any).
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core.db import rows_write
from core.domain_events import GameFinished
from live import bus
from live.models import Notification, NotificationCounter
from live.preferences import MAILED_AT_ONCE
from live.routing import routing_read
from live.task_names import MAILS_NOTIFY_TASK, PUSH_NOTIFY_TASK, WEBHOOKS_NOTIFY_TASK

NOTIFICATION_TYPES = (
    "your_turn", "game_started", "game_finished", "game_cancelled", "seat_taken", "seat_left",
    "invited", "league_result", "webhook_disabled", "webhook_test", "turn_reminder",
    "analysis_progress", "analysis_done",
)
"""What a notification may be about (``webhook_test`` only ever goes to a webhook).  A game
review's progress (``analysis_progress``, at each quarter) and its end (``analysis_done``) go
to the person who asked for it."""


@dataclass(frozen=True)
class Notice:
    user_id: int
    type: str
    data: dict[str, Any]


@dataclass
class NotificationWrite:
    """Notices to number and insert in the statement of the write they belong to."""

    notices: list[Notice]
    at: Any = field(default_factory=timezone.now)
    rows: list[dict[str, Any]] = field(default_factory=list)
    """What was written, once it was (the notifications as clients get them)."""

    @classmethod
    def combine(cls, items: list[NotificationWrite]) -> list[NotificationWrite]:
        return [cls([n for item in items for n in item.notices], items[0].at)]

    def _by_user(self) -> dict[int, list[Notice]]:
        by_user: dict[int, list[Notice]] = defaultdict(list)
        for notice in self.notices:
            by_user[notice.user_id].append(notice)
        return by_user

    def postgres(self, name: str) -> tuple[list[tuple[str, list[Any]]], str | None]:
        counter, table = NotificationCounter._meta.db_table, Notification._meta.db_table
        pieces: list[tuple[str, list[Any]]] = []
        selects = []
        for j, (user_id, notices) in enumerate(self._by_user().items()):
            c, i = f"{name}u{j}c", f"{name}u{j}i"
            pieces.append((
                f"{c} AS (INSERT INTO {counter} (user_id, seq) VALUES (%s, %s) "
                f"ON CONFLICT (user_id) DO UPDATE SET seq = {counter}.seq + EXCLUDED.seq "
                "RETURNING user_id, seq)", [user_id, len(notices)]))
            values = ", ".join(["(%s::int, %s::text, %s::jsonb)"] * len(notices))
            params: list[Any] = [user_id, len(notices), self.at]
            for n, notice in enumerate(notices, 1):
                params += [n, notice.type, json.dumps(notice.data)]
            pieces.append((
                f"{i} AS (INSERT INTO {table} (user_id, seq, type, data, created_at) "
                f"SELECT %s, {c}.seq - %s + v.n, v.t, v.d, %s FROM {c}, "
                f"(VALUES {values}) AS v(n, t, d))", params))
            selects.append(f"SELECT user_id, seq FROM {c}")
        return pieces, " UNION ALL ".join(selects) or None

    def run(self, cursor: Any) -> None:
        counter, table = NotificationCounter._meta.db_table, Notification._meta.db_table
        returned = []
        for user_id, notices in self._by_user().items():
            cursor.execute(
                f"INSERT INTO {counter} (user_id, seq) VALUES (%s, %s) ON CONFLICT (user_id) "
                f"DO UPDATE SET seq = {counter}.seq + excluded.seq RETURNING seq",
                [user_id, len(notices)])
            last = cursor.fetchone()[0]
            returned.append((user_id, last))
            for n, notice in enumerate(notices, 1):
                cursor.execute(
                    f"INSERT INTO {table} (user_id, seq, type, data, created_at) "
                    "VALUES (%s, %s, %s, %s, %s)",
                    [user_id, last - len(notices) + n, notice.type, json.dumps(notice.data),
                     self.at.isoformat()])
        self.written(returned)

    def written(self, returned: list[tuple[Any, Any]]) -> None:
        last = {int(user_id): int(seq) for user_id, seq in returned}
        at = bus.iso(self.at)
        for user_id, notices in self._by_user().items():
            if user_id not in last:
                continue
            first = last[user_id] - len(notices) + 1
            for n, notice in enumerate(notices):
                self.rows.append({"user_id": user_id,
                                  "body": {"seq": first + n, "type": notice.type, "at": at,
                                           **notice.data}})
        rows = list(self.rows)
        transaction.on_commit(lambda: notifications_committed(rows))


def notices_write(notices: list[Notice]) -> None:
    """Write ``notices`` in the caller's write (one statement with it inside
    :func:`core.db.rows_deferred` or with the move's rows), else on its own."""
    notices = [n for n in notices if n.user_id is not None]
    if notices:
        rows_write(raw=[NotificationWrite(notices)])


def notification_raw(notices: list[Notice]) -> list[NotificationWrite]:
    """The raw write for ``rows_write(raw=...)``, or nothing when there is nothing to say."""
    notices = [n for n in notices if n.user_id is not None]
    return [NotificationWrite(notices)] if notices else []


PUSHED_TYPES = ("your_turn", "game_started", "game_finished", "invited", "league_result",
                "turn_reminder")
"""The notification types pushed to browsers and phones (``live.push.PUSH_KINDS``)."""


def notifications_committed(rows: list[dict[str, Any]]) -> None:
    """After the commit: to the users' streams (but a kind the person switched off in the app),
    to their webhooks, browsers and phones (a task each, which asks what each person wants
    there), and the kinds mailed as they happen to one task which finds who has a verified
    address and wants them (a game's end, not a move: a move's ``your_turn`` is mailed only
    after a delay, by ``live.turn_mail``).  Who has a webhook, a browser or a phone, and what
    they switched off, is :mod:`live.routing`'s answer."""
    from core.task_send import task_send

    routing = routing_read(
        user_ids={r["user_id"] for r in rows},
        pushed={r["user_id"] for r in rows if r["body"].get("type") in PUSHED_TYPES})
    bus.publish_many([(bus.user_channel(r["user_id"]), r["body"]) for r in rows
                      if r["body"]["type"] not in routing.hidden.get(r["user_id"], ())])
    mailed = [r for r in rows if r["body"]["type"] in MAILED_AT_ONCE]
    if mailed:
        task_send(MAILS_NOTIFY_TASK, (mailed,))

    for user_id in routing.hooked:
        bodies = [r["body"] for r in rows if r["user_id"] == user_id]
        task_send(WEBHOOKS_NOTIFY_TASK, (user_id, bodies))
    for user_id in routing.pushing:
        bodies = [r["body"] for r in rows
                  if r["user_id"] == user_id and r["body"].get("type") in PUSHED_TYPES]
        task_send(PUSH_NOTIFY_TASK, (user_id, bodies))


def notification_body(row: Notification) -> dict[str, Any]:
    return {"seq": row.seq, "type": row.type, "at": bus.iso(row.created_at), **row.data}


def last_seq(*, user_id: int) -> int:
    """The seq of the user's last notification (0 before the first)."""
    counter = NotificationCounter.objects.filter(user_id=user_id).values_list("seq", flat=True)
    return next(iter(counter), 0)


def notifications_after(*, user_id: int, after: int, limit: int,
                        everything: bool = False) -> list[dict[str, Any]]:
    """The person's list, without the kinds they switched off in the app (``everything``: with
    them, for the export of what is held)."""
    from live.preferences import types_switched_off

    rows = Notification.objects.filter(user_id=user_id, seq__gt=after)
    if not everything:
        rows = rows.exclude(type__in=types_switched_off(user_id=user_id, channel="stream"))
    rows = rows.order_by("seq")[:limit]
    return [notification_body(row) for row in rows]


def notifications_prune(*, batch: int = 5000) -> int:
    """Delete notifications older than ``WHIST_NOTIFICATION_DAYS`` (a batch), webhook
    deliveries as old (no longer pending), and spent or expired stream tickets; returns how many
    notifications went."""
    from live.models import StreamTicket, WebhookDelivery

    cutoff = timezone.now() - timedelta(days=settings.WHIST_NOTIFICATION_DAYS)
    ids = list(Notification.objects.filter(created_at__lt=cutoff).order_by("created_at")
               .values_list("pk", flat=True)[:batch])
    deleted = Notification.objects.filter(pk__in=ids).delete()[0] if ids else 0
    StreamTicket.objects.filter(expires_at__lt=timezone.now()).delete()
    old = list(WebhookDelivery.objects.filter(created_at__lt=cutoff).exclude(status="pending")
               .order_by("created_at").values_list("pk", flat=True)[:batch])
    WebhookDelivery.objects.filter(pk__in=old).delete()
    return deleted


def game_finished_notify(event: GameFinished) -> None:
    """Each player's finishing position, and for a league game the result for its table (in
    the game's last transaction, with the rest of the result)."""
    result = event.result
    notices = []
    for seat in result.seats:
        if seat.user_id is None:
            continue
        data = {"game_id": result.game_id, "position": seat.position, "seat": seat.seat}
        notices.append(Notice(seat.user_id, "game_finished", data))
        if result.season_id is not None:
            notices.append(Notice(seat.user_id, "league_result",
                                  {**data, "season_id": result.season_id}))
    notices_write(notices)
