"""A webhook that keeps failing: retried with backoff, then disabled and its owner told."""

from __future__ import annotations

import threading

import pytest
from django.db import connection
from django.utils import timezone

from live import webhooks
from live.models import DeliveryStatus, Notification, Webhook, WebhookDelivery
from tests.live.receivers import Receiver

pytestmark = pytest.mark.django_db(transaction=True)


def test_failures_back_off_then_disable_the_webhook_and_tell_its_owner(user, settings):
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    settings.WHIST_WEBHOOK_MAX_FAILURES = 3
    settings.WHIST_WEBHOOK_RETRY_BASE_SECONDS = 10
    receiver = Receiver(failures=100)
    try:
        hook = webhooks.webhook_create(owner_id=user.pk, url=receiver.url, event_types=[],
                                       active=True)
        row = webhooks.webhook_test(owner_id=user.pk, webhook_id=hook.pk)
        delays = []
        for attempt in range(1, 4):
            assert webhooks.webhook_deliver(delivery_id=row.pk) in ("pending", "failed")
            row.refresh_from_db()
            assert row.attempts == attempt and row.response_code == 500
            if row.next_retry_at is not None:
                delays.append((row.next_retry_at - timezone.now()).total_seconds())
                # Not due yet: a duplicate task does nothing.
                assert webhooks.webhook_deliver(delivery_id=row.pk) == "not_due"
                WebhookDelivery.objects.filter(pk=row.pk).update(next_retry_at=timezone.now())
        assert delays[0] == pytest.approx(10, abs=2) and delays[1] == pytest.approx(20, abs=2)
        assert len(receiver.requests) == 3
        hook.refresh_from_db()
        assert not hook.active and "3 failed" in hook.disabled_reason
        told = Notification.objects.get(user=user, type="webhook_disabled")
        assert told.data["webhook_id"] == hook.pk
        # A disabled webhook sends nothing more.
        assert webhooks.webhook_deliver(delivery_id=row.pk) in ("disabled", "not_due")
        assert len(receiver.requests) == 3
        assert Webhook.objects.get(pk=hook.pk).consecutive_failures == 3
        assert WebhookDelivery.objects.get(pk=row.pk).status in (DeliveryStatus.FAILED,
                                                                 DeliveryStatus.PENDING)
        # Its owner resumes it: the count starts again.
        resumed = webhooks.webhook_update(owner_id=user.pk, webhook_id=hook.pk, active=True)
        assert resumed.active and resumed.consecutive_failures == 0
        assert resumed.disabled_reason == ""
    finally:
        receiver.close()


def test_attempts_failing_at_once_disable_a_webhook_and_tell_its_owner_once(user, settings):
    """Found from outside: attempts already running when the webhook reached its limit each
    disabled it again and told its owner again (4 notices for one webhook)."""
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    settings.WHIST_WEBHOOK_MAX_FAILURES = 1
    running = 4
    receiver = Receiver(failures=running, together=running)
    try:
        hook = webhooks.webhook_create(owner_id=user.pk, url=receiver.url, event_types=[],
                                       active=True)
        rows = [webhooks.webhook_test(owner_id=user.pk, webhook_id=hook.pk)
                for _ in range(running)]
        outcomes: list[str] = []

        def attempt(delivery_id: int) -> None:
            try:
                outcomes.append(webhooks.webhook_deliver(delivery_id=delivery_id))
            finally:
                connection.close()

        threads = [threading.Thread(target=attempt, args=(row.pk,)) for row in rows]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        assert sorted(outcomes) == [DeliveryStatus.PENDING] * running
        assert len(receiver.requests) == running  # all four were under way together
        hook.refresh_from_db()
        assert not hook.active and hook.consecutive_failures == running
        told = Notification.objects.filter(user=user, type="webhook_disabled")
        assert [n.data["webhook_id"] for n in told] == [hook.pk]
    finally:
        receiver.close()


def test_a_webhook_is_paused_resumed_and_refiltered_through_the_api(client_factory,
                                                                   settings):
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    alice, bob = client_factory(), client_factory()
    hook = alice.post("/api/v1/webhooks", {"url": "http://127.0.0.1:9/h"}, format="json").json()
    url = f"/api/v1/webhooks/{hook['id']}"
    paused = alice.patch(url, {"active": False, "event_types": ["your_turn"]}, format="json")
    assert paused.status_code == 200, paused.content
    assert paused.json()["active"] is False and paused.json()["event_types"] == ["your_turn"]
    assert alice.get(url).json() == paused.json()
    assert bob.patch(url, {"active": True}, format="json").status_code == 404
    assert alice.patch(url, {"secret": "x"}, format="json").status_code == 400
    assert alice.patch(url, {"active": True}, format="json").json()["active"] is True
