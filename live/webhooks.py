"""Webhooks for app backends: the owner's notifications POSTed to their URL, signed per
Standard Webhooks, each delivery a Celery task, retried with exponential backoff for up to
``WHIST_WEBHOOK_RETRY_WINDOW_SECONDS`` (24 h), and the webhook disabled (its owner told) after
``WHIST_WEBHOOK_MAX_FAILURES`` failed attempts in a row.

Each delivery goes through the one loop of every outbound row (:mod:`live.attempts`: claimed,
counted, retried with backoff by beat's ``webhook_retries_sweep``); this module says only how a
delivery is sent and what a webhook's failures lead to.  Who owns an active webhook is
:mod:`live.routing`'s to answer for a move's notifications: each change to a webhook tells it
after the commit.
"""

from __future__ import annotations

import json
import logging
import uuid
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import F, QuerySet
from django.utils import timezone

from core.domain_errors import Conflict, NotFound
from live import attempts, bus, delivery
from live.attempts import WEBHOOK_LANE
from live.models import Webhook, WebhookDelivery
from live.notify import Notice, notices_write
from live.routing import routing_cache_update_on_commit

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
    attempts.enqueue(WEBHOOK_LANE, [row.pk])
    return row


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


def webhook_deliver(*, delivery_id: int) -> str:
    """One attempt at a pending delivery (:func:`live.attempts.attempt`): a delivery of a
    webhook disabled since is given up unsent (``disabled``); an answer other than 2xx, or
    none, is retried."""
    return attempts.attempt(WEBHOOK_LANE, delivery_id, send=_send, refuse=_refused,
                            settle=_settled)


def _refused(row: WebhookDelivery) -> tuple[str, str] | None:
    return None if row.webhook.active else ("the webhook is disabled", "disabled")


def _send(row: WebhookDelivery) -> attempts.Outcome:
    body = json.dumps(row.payload, separators=(",", ":")).encode()
    timestamp = int(timezone.now().timestamp())
    sent = delivery.post(row.webhook.url, body, {
        "webhook-id": row.message_id, "webhook-timestamp": str(timestamp),
        "webhook-signature": delivery.signature(row.webhook.secret, row.message_id, timestamp,
                                                body)})
    return attempts.Outcome(sent.ok, sent.status, sent.error, retry=True)


def _settled(row: WebhookDelivery, outcome: attempts.Outcome) -> None:
    """A success starts the webhook's count of failures again; a failure adds to it."""
    if outcome.ok:
        Webhook.objects.filter(pk=row.webhook_id).update(consecutive_failures=0)
    else:
        _failed(row.webhook)


def _failed(hook: Webhook) -> None:
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
