"""Celery tasks of the live app: webhooks, mail, pushes, and keeping notifications bounded.

The webhook, mail and push tasks run in a lane each, a queue and worker of its own
(``live.task_names.OUTBOUND_LANES``), so a slow receiver, SMTP server or push service delays
neither the other lanes nor an AI move or the deadline sweep on the default queue.  The three
attempt tasks and the three retry sweeps are one loop's (:mod:`live.attempts`), each given its
kind's lane."""

from __future__ import annotations

from typing import Any

from celery import shared_task
from django.db import InterfaceError, OperationalError

from live import (
    mail,
    mail_notify,
    notify,
    push,
    push_delivery,
    routing,
    turn_mail,
    webhooks,
)
from live.attempts import MAIL_LANE, PUSH_LANE, WEBHOOK_LANE, Lane, retries_sweep
from live.task_names import (
    DIGESTS_TASK,
    MAIL_RETRIES_TASK,
    MAILS_NOTIFY_TASK,
    NOTIFICATIONS_PRUNE_TASK,
    PUSH_NOTIFY_TASK,
    PUSH_RETRIES_TASK,
    ROUTING_REBUILD_TASK,
    TURN_MAILS_TASK,
    WEBHOOK_RETRIES_TASK,
    WEBHOOKS_NOTIFY_TASK,
)

_DB_RETRIED: dict[str, Any] = {"autoretry_for": (OperationalError, InterfaceError),
                               "retry_backoff": True, "max_retries": 5}
"""A task that lost its database connection is tried again."""


def _attempt_task(lane: Lane) -> dict[str, Any]:
    """An attempt task's options: its time limits (soft, a last resort past the request's own
    deadline; hard, below the row's lease)."""
    soft, hard = lane.time_limits()
    return {"name": lane.task, "acks_late": True, "soft_time_limit": soft, "time_limit": hard,
            **_DB_RETRIED}


@shared_task(name=WEBHOOKS_NOTIFY_TASK, acks_late=True, **_DB_RETRIED)
def webhooks_notify(user_id: int, bodies: list[dict[str, Any]]) -> int:
    return webhooks.webhooks_notify(user_id=user_id, bodies=bodies)


@shared_task(**_attempt_task(WEBHOOK_LANE))
def webhook_deliver(delivery_id: int) -> str:
    return webhooks.webhook_deliver(delivery_id=delivery_id)


@shared_task(name=WEBHOOK_RETRIES_TASK, acks_late=True)
def webhook_retries_sweep() -> int:
    """Deliveries whose retry is due, each sent by a task of its own (unless one is queued)."""
    return retries_sweep(WEBHOOK_LANE)


@shared_task(name=MAILS_NOTIFY_TASK, acks_late=True, **_DB_RETRIED)
def mails_notify(rows: list[dict[str, Any]]) -> int:
    return mail_notify.mails_notify(rows=rows)


@shared_task(**_attempt_task(MAIL_LANE))
def mail_send(mail_id: int) -> str:
    return mail.mail_send(mail_id=mail_id)


@shared_task(name=MAIL_RETRIES_TASK, acks_late=True)
def mail_retries_sweep() -> int:
    """Mails whose retry is due, each sent by a task of its own (unless one is queued)."""
    return retries_sweep(MAIL_LANE)


@shared_task(name=PUSH_NOTIFY_TASK, acks_late=True, **_DB_RETRIED)
def push_notify(user_id: int, bodies: list[dict[str, Any]]) -> int:
    return push_delivery.push_notify(user_id=user_id, bodies=bodies)


@shared_task(**_attempt_task(PUSH_LANE))
def push_deliver(delivery_id: int) -> str:
    return push_delivery.push_deliver(delivery_id=delivery_id)


@shared_task(name=PUSH_RETRIES_TASK, acks_late=True)
def push_retries_sweep() -> int:
    """Push deliveries whose retry is due, each sent by a task of its own (unless one is
    queued)."""
    return retries_sweep(PUSH_LANE)


@shared_task(name=NOTIFICATIONS_PRUNE_TASK, acks_late=True,
             autoretry_for=(OperationalError, InterfaceError), retry_backoff=True, max_retries=3)
def notifications_prune(batch: int = 5000, limit: int = 1_000_000) -> int:
    """Notifications older than WHIST_NOTIFICATION_DAYS (30), a batch per transaction, push
    deliveries as old and lapsed subscriptions; and the notification routing's Redis sets
    rebuilt from the database (lapsed subscriptions went without telling them)."""
    deleted = 0
    while deleted < limit:
        count = notify.notifications_prune(batch=batch)
        deleted += count
        if count < batch:
            break
    push.push_deliveries_prune(batch=batch)
    routing.routing_cache_rebuild()
    turn_mail.turn_mails_prune()
    return deleted


@shared_task(name=ROUTING_REBUILD_TASK, acks_late=True,
             autoretry_for=(OperationalError, InterfaceError), retry_backoff=True, max_retries=3)
def routing_cache_rebuild() -> dict[str, int]:
    """The notification routing's Redis sets, built whole (asked for by a move that found them
    missing, as after Redis restarted empty)."""
    return routing.routing_cache_rebuild()


@shared_task(name=TURN_MAILS_TASK, acks_late=True)
def turn_mails_sweep() -> int:
    """Mail the turns people have let wait past their delay (each minute; idempotent: one
    mail per game per turn)."""
    return turn_mail.turn_mails_sweep()


@shared_task(name=DIGESTS_TASK, acks_late=True)
def digests_sweep() -> int:
    """The daily digests whose hour it is (every few minutes; one per person per day)."""
    return turn_mail.digests_sweep()
