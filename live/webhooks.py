"""Webhooks for app backends: the owner's notifications POSTed to their URL, signed per
Standard Webhooks, each delivery a Celery task, retried with exponential backoff for up to
``WHIST_WEBHOOK_RETRY_WINDOW_SECONDS`` (24 h), and the webhook disabled (its owner told) after
``WHIST_WEBHOOK_MAX_FAILURES`` failed attempts in a row.

Retries are not long ETA tasks (a Redis broker redelivers those after its visibility timeout):
a failed delivery gets ``next_retry_at`` and beat's ``webhook_retries_sweep`` sends it again
when due.  Who owns an active webhook is :mod:`live.routing`'s to answer for a move's
notifications: each change to a webhook tells it after the commit.
"""

from __future__ import annotations

import json
import logging
import uuid
from datetime import timedelta
from typing import Any

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import transaction
from django.db.models import F, Q, QuerySet
from django.utils import timezone

from core.domain_errors import Conflict, NotFound
from live import bus, delivery
from live.models import DeliveryStatus, Webhook, WebhookDelivery
from live.notify import Notice, notices_write
from live.routing import routing_cache_update_on_commit
from live.task_names import WEBHOOK_DELIVER_TASK

logger = logging.getLogger("live.webhooks")
MAX_WEBHOOKS = 10
DELIVERIES_LISTED = 50


def webhook_create(*, owner_id: int, url: str, event_types: list[str], active: bool
                   ) -> Webhook:
    delivery.url_check(url)
    if Webhook.objects.filter(owner_id=owner_id).count() >= MAX_WEBHOOKS:
        raise Conflict("too_many_webhooks", f"An account may have at most {MAX_WEBHOOKS} "
                                            "webhooks; delete one first.")
    hook = Webhook.objects.create(owner_id=owner_id, url=url,
                                  event_types=sorted(set(event_types)), active=active,
                                  secret=delivery.secret_new())
    routing_cache_update_on_commit({owner_id})
    return hook


def webhooks_of(*, owner_id: int) -> QuerySet[Webhook]:
    return Webhook.objects.filter(owner_id=owner_id).order_by("pk")


def webhook_of(*, owner_id: int, webhook_id: int) -> Webhook:
    hook = Webhook.objects.filter(owner_id=owner_id, pk=webhook_id).first()
    if hook is None:
        raise NotFound("webhook_not_found", "No such webhook.")
    return hook


def webhook_update(*, owner_id: int, webhook_id: int, active: bool | None = None,
                   event_types: list[str] | None = None) -> Webhook:
    """Pause or resume a webhook, or change what it is sent.  Resuming one that was disabled
    for its failures starts its count again."""
    hook = webhook_of(owner_id=owner_id, webhook_id=webhook_id)
    if event_types is not None:
        hook.event_types = sorted(set(event_types))
    if active is not None:
        if active and not hook.active:
            delivery.url_check(hook.url)
            hook.consecutive_failures, hook.disabled_reason = 0, ""
        hook.active = active
    hook.save(update_fields=["event_types", "active", "consecutive_failures",
                             "disabled_reason"])
    routing_cache_update_on_commit({owner_id})
    return hook


def webhook_delete(*, owner_id: int, webhook_id: int) -> None:
    webhook_of(owner_id=owner_id, webhook_id=webhook_id).delete()
    routing_cache_update_on_commit({owner_id})


def deliveries_of(*, owner_id: int, webhook_id: int) -> list[WebhookDelivery]:
    hook = webhook_of(owner_id=owner_id, webhook_id=webhook_id)
    return list(hook.deliveries.order_by("-pk")[:DELIVERIES_LISTED])


def _delivery_new(hook: Webhook, body: dict[str, Any]) -> WebhookDelivery:
    row = WebhookDelivery.objects.create(
        webhook=hook, message_id=f"msg_{uuid.uuid4().hex}", event_type=body["type"],
        payload={"type": body["type"], "timestamp": body.get("at"), "data": body})
    _enqueue(row.pk)
    return row


def _enqueue(delivery_id: int) -> None:
    from core.task_send import task_send

    transaction.on_commit(lambda: task_send(WEBHOOK_DELIVER_TASK, (delivery_id,)))


def webhook_test(*, owner_id: int, webhook_id: int) -> WebhookDelivery:
    hook = webhook_of(owner_id=owner_id, webhook_id=webhook_id)
    return _delivery_new(hook, {"type": "webhook_test", "at": bus.iso(timezone.now()),
                                "webhook_id": hook.pk})


def webhooks_notify(*, user_id: int, bodies: list[dict[str, Any]]) -> int:
    """A delivery for each notification each of the user's active webhooks wants."""
    made = 0
    with transaction.atomic():
        for hook in Webhook.objects.filter(owner_id=user_id, active=True):
            for body in bodies:
                if not hook.event_types or body["type"] in hook.event_types:
                    _delivery_new(hook, body)
                    made += 1
    return made


def retry_delay(attempts: int) -> timedelta:
    base = settings.WHIST_WEBHOOK_RETRY_BASE_SECONDS
    return timedelta(seconds=min(base * 2 ** max(attempts - 1, 0), 6 * 3600))


def deliver_time_limits() -> tuple[float, float]:
    """The delivery task's soft and hard time limits: the request's own deadline, and room
    for the two short transactions around it.  The soft one is a last resort (the request
    ends at its deadline); it leaves the task time to record the attempt."""
    soft = settings.WHIST_WEBHOOK_TIMEOUT_SECONDS + 10
    return soft, soft + 10


def delivery_lease() -> timedelta:
    """How long an attempt holds its delivery: longer than its task can run (the hard time
    limit), so the same delivery never runs twice at once."""
    return timedelta(seconds=deliver_time_limits()[1] + 30)


def webhook_deliver(*, delivery_id: int) -> str:
    """One attempt at a pending delivery.  The delivery is claimed first (its retry time moved
    past the longest the task can run, in a short transaction), so no lock or transaction is
    held while the receiver answers, and a duplicate task finds it not due.  Every attempt is
    counted: one that ends in an exception (the task's soft time limit included) is a failed
    attempt like a timeout."""
    now = timezone.now()
    with transaction.atomic():
        # The delivery's row only: locking its webhook's too made a second delivery of the
        # same webhook, claimed at that moment, skip its row as locked ("not_due").
        row = (WebhookDelivery.objects.select_for_update(skip_locked=True, of=("self",))
               .select_related("webhook").filter(pk=delivery_id,
                                                 status=DeliveryStatus.PENDING).first())
        if row is None or (row.next_retry_at is not None and row.next_retry_at > now):
            return "not_due"
        hook = row.webhook
        if not hook.active:
            row.status, row.last_error, row.next_retry_at = DeliveryStatus.FAILED, \
                "the webhook is disabled", None
            row.save(update_fields=["status", "last_error", "next_retry_at"])
            return "disabled"
        row.next_retry_at = now + delivery_lease()
        row.save(update_fields=["next_retry_at"])
    body = json.dumps(row.payload, separators=(",", ":")).encode()
    timestamp = int(now.timestamp())
    try:
        attempt = delivery.post(hook.url, body, {
            "webhook-id": row.message_id, "webhook-timestamp": str(timestamp),
            "webhook-signature": delivery.signature(hook.secret, row.message_id, timestamp,
                                                    body)})
    except SoftTimeLimitExceeded:
        logger.warning("webhook delivery %s cut by the task's time limit", row.pk)
        attempt = delivery.Attempt(False, None, "cut by the task's time limit")
    except Exception as exc:  # post never raises: a bug, but still an attempt
        logger.exception("webhook delivery %s failed", row.pk)
        attempt = delivery.Attempt(False, None, f"{type(exc).__name__}: {exc}"[:300])
    with transaction.atomic():
        row.attempts += 1
        row.response_code, row.last_error = attempt.status, attempt.error[:300]
        if attempt.ok:
            row.status, row.next_retry_at = DeliveryStatus.SUCCEEDED, None
            Webhook.objects.filter(pk=hook.pk).update(consecutive_failures=0)
        else:
            _failed(row, hook, timezone.now())
        row.save(update_fields=["attempts", "response_code", "last_error", "status",
                                "next_retry_at"])
    return row.status


def _failed(row: WebhookDelivery, hook: Webhook, now: Any) -> None:
    retry_at = now + retry_delay(row.attempts)
    window = timedelta(seconds=settings.WHIST_WEBHOOK_RETRY_WINDOW_SECONDS)
    if retry_at - row.created_at <= window:
        row.next_retry_at = retry_at
    else:
        row.status, row.next_retry_at = DeliveryStatus.FAILED, None
    Webhook.objects.filter(pk=hook.pk).update(consecutive_failures=F("consecutive_failures") + 1)
    hook.refresh_from_db(fields=["consecutive_failures"])
    if hook.consecutive_failures >= settings.WHIST_WEBHOOK_MAX_FAILURES:
        reason = f"{hook.consecutive_failures} failed deliveries in a row"
        # Only the attempt that finds it still active disables it and tells its owner: others
        # that were under way at the time fail after it, and each would say it again.
        if not Webhook.objects.filter(pk=hook.pk, active=True).update(
                active=False, disabled_reason=reason):
            return
        notices_write([Notice(hook.owner_id, "webhook_disabled",
                              {"webhook_id": hook.pk, "url": hook.url, "reason": reason})])
        routing_cache_update_on_commit({hook.owner_id})
        logger.warning("webhook %s disabled: %s", hook.pk, reason)


def webhook_retries_due(*, now: Any = None, limit: int = 500) -> list[int]:
    """Pending deliveries due again, and first attempts whose task was lost (a minute old)."""
    now = now or timezone.now()
    due = Q(next_retry_at__lte=now) | Q(next_retry_at__isnull=True,
                                        created_at__lte=now - timedelta(minutes=1))
    return list(WebhookDelivery.objects.filter(due, status=DeliveryStatus.PENDING)
                .order_by("created_at").values_list("pk", flat=True)[:limit])
