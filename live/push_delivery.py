"""Sending pushes: a person's notifications handed to each channel, and one attempt at one
delivery (claimed first, so no lock is held while a push service answers and a duplicate task
finds it not due; every attempt counted; retried from beat's sweep, not long ETA tasks)."""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from live import mobile_push, push, webpush
from live.models import DeliveryStatus, PushChannel, PushDelivery, PushDevice, PushSubscription
from live.preferences import choices_of, quiet_until, schedules_of, wants
from live.routing import routing_cache_update_on_commit

logger = logging.getLogger("live.push")


def push_notify(*, user_id: int, bodies: list[dict[str, Any]]) -> int:
    """Every channel's pushes for these notifications (the after-commit hook's task): of the
    kinds the person wants on that channel, and none in their quiet hours (a push that waited
    for the morning would be news of a move long made)."""
    if quiet_until(schedules_of([user_id])[user_id], timezone.now()) is not None:
        return 0
    browsers, phones = (choices_of([user_id], channel)[user_id]
                        for channel in ("web_push", "mobile_push"))
    return webpush.webpush_notify(
        user_id=user_id, bodies=[b for b in bodies if wants(browsers, b["type"])]) + \
        mobile_push.mobile_push_notify(
            user_id=user_id, bodies=[b for b in bodies if wants(phones, b["type"])])


def _send(row: PushDelivery) -> push.PushResult:
    if row.channel == PushChannel.WEBPUSH:
        return webpush.webpush_send(row.subscription, row.payload)
    return mobile_push.mobile_push_send(row.device, row.payload)


def push_deliver(*, delivery_id: int) -> str:
    """One attempt at a pending delivery; returns its status after it (or ``not_due``)."""
    now = timezone.now()
    with transaction.atomic():
        row = (PushDelivery.objects.select_for_update(skip_locked=True, of=("self",))
               .select_related("subscription", "device")
               .filter(pk=delivery_id, status=DeliveryStatus.PENDING).first())
        if row is None or (row.next_retry_at is not None and row.next_retry_at > now):
            return "not_due"
        if row.subscription is None and row.device is None:
            row.status, row.next_retry_at = DeliveryStatus.FAILED, None
            row.last_error = "its subscription or device was deleted before it was sent"
            row.save(update_fields=["status", "next_retry_at", "last_error"])
            return row.status
        row.next_retry_at = now + push.delivery_lease()
        row.save(update_fields=["next_retry_at"])
    try:
        result = _send(row)
    except SoftTimeLimitExceeded:
        logger.warning("push delivery %s cut by the task's time limit", row.pk)
        result = push.PushResult(False, None, "cut by the task's time limit", retry=True)
    except Exception as exc:  # a bug, but still an attempt, and tried again
        logger.exception("push delivery %s failed", row.pk)
        result = push.PushResult(False, None, f"{type(exc).__name__}: {exc}"[:300], retry=True)
    with transaction.atomic():
        row.attempts += 1
        row.response_code, row.last_error = result.status, result.error[:300]
        row.status, row.next_retry_at = DeliveryStatus.FAILED, None
        if result.ok:
            row.status = DeliveryStatus.SUCCEEDED
        elif result.gone:
            _target_forget(row)
        elif result.retry:
            retry_at = timezone.now() + push.retry_delay(row.attempts)
            window = timedelta(seconds=settings.WHIST_PUSH_RETRY_WINDOW_SECONDS)
            if retry_at - row.created_at <= window:
                row.status, row.next_retry_at = DeliveryStatus.PENDING, retry_at
        if not result.ok:
            logger.info("push delivery %s (%s) failed: %s", row.pk, row.channel, row.last_error)
        row.save(update_fields=["attempts", "response_code", "last_error", "status",
                                "next_retry_at"])
    return row.status


def _target_forget(row: PushDelivery) -> None:
    """The push service says the subscription or token is no more: delete it (a delivery
    still waiting for it then fails at its turn, sending nothing)."""
    if row.channel == PushChannel.WEBPUSH:
        PushSubscription.objects.filter(pk=row.subscription_id).delete()
        what = "subscription"
    else:
        PushDevice.objects.filter(pk=row.device_id).delete()
        what = "device"
    row.last_error = f"{row.last_error}: the {what} was deleted"[:300]
    routing_cache_update_on_commit({row.user_id})


def push_retries_due(*, now: Any = None, limit: int = 500) -> list[int]:
    """Pending deliveries due again, and first attempts whose task was lost (a minute old)."""
    now = now or timezone.now()
    due = Q(next_retry_at__lte=now) | Q(next_retry_at__isnull=True,
                                        created_at__lte=now - timedelta(minutes=1))
    return list(PushDelivery.objects.filter(due, status=DeliveryStatus.PENDING)
                .order_by("created_at").values_list("pk", flat=True)[:limit])
