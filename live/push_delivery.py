"""Sending pushes: a person's notifications handed to each channel, and how one delivery is
sent (to a browser or a phone) and what a service saying it is gone leads to; the claim, the
count and the retries are the one loop of every outbound row (:mod:`live.attempts`)."""

from __future__ import annotations

import logging
from typing import Any

from django.utils import timezone

from live import mobile_push, webpush
from live.attempts import PUSH_LANE, Outcome, attempt
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


def _send(row: PushDelivery) -> Outcome:
    if row.channel == PushChannel.WEBPUSH:
        return webpush.webpush_send(row.subscription, row.payload)
    return mobile_push.mobile_push_send(row.device, row.payload)


def push_deliver(*, delivery_id: int) -> str:
    """One attempt at a pending delivery (:func:`live.attempts.attempt`); returns its status
    after it (or ``not_due``)."""
    return attempt(PUSH_LANE, delivery_id, send=_send, refuse=_refused, settle=_settled)


def _refused(row: PushDelivery) -> tuple[str, str] | None:
    if row.subscription is None and row.device is None:
        return "its subscription or device was deleted before it was sent", \
            DeliveryStatus.FAILED
    return None


def _settled(row: PushDelivery, result: Outcome) -> None:
    if result.gone:
        _target_forget(row)
    if not result.ok:
        logger.info("push delivery %s (%s) failed: %s", row.pk, row.channel, row.last_error)


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
