"""A webhook receiver that answers one byte at a time.

Found from outside: such a receiver held a delivery until Celery's soft time limit (the
timeout applied to each socket read, not to the request), the attempt was never counted, its
claim ran out while it still ran so it was sent twice at once, and, sharing the queue with the
AI seats and the deadline sweep, it held up every other user's game."""

from __future__ import annotations

import threading

import pytest
from django.conf import settings as django_settings
from django.db import close_old_connections, connection
from django.utils import timezone

from games import services
from games.engine import ForcedDeal, Setup
from games.engine.serialize import setup_to_dict
from games.models import Game
from live import delivery, webhooks
from live.models import DeliveryStatus, Webhook, WebhookDelivery
from tests.celery_worker import wait_for
from tests.live.receivers import SlowReceiver

pytestmark = pytest.mark.django_db(transaction=True)


def _row(delivery_id: int) -> WebhookDelivery:
    close_old_connections()
    return WebhookDelivery.objects.get(pk=delivery_id)


def test_a_dribbled_answer_is_cut_at_the_total_deadline_and_counted(user, settings):
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    settings.WHIST_WEBHOOK_TIMEOUT_SECONDS = 2
    settings.WHIST_WEBHOOK_MAX_FAILURES = 2
    receiver = SlowReceiver(interval=0.5)  # each read gets a byte well within 2 s
    try:
        hook = webhooks.webhook_create(owner_id=user.pk, url=receiver.url, event_types=[],
                                       active=True)
        row = webhooks.webhook_test(owner_id=user.pk, webhook_id=hook.pk)
        assert webhooks.webhook_deliver(delivery_id=row.pk) == DeliveryStatus.PENDING
        row.refresh_from_db()
        assert row.attempts == 1 and row.response_code is None
        assert "timed out after 2 s" in row.last_error
        assert row.next_retry_at is not None
        [first] = receiver.connections
        wait_for(lambda: first.closed is not None, timeout=5, message="the hang-up")
        assert first.hung_up and not first.done
        assert first.sent < len(SlowReceiver.ANSWER)
        assert Webhook.objects.get(pk=hook.pk).consecutive_failures == 1

        # The second slow attempt in a row disables the webhook (WHIST_WEBHOOK_MAX_FAILURES).
        WebhookDelivery.objects.filter(pk=row.pk).update(next_retry_at=timezone.now())
        webhooks.webhook_deliver(delivery_id=row.pk)
        row.refresh_from_db()
        assert row.attempts == 2 and "timed out" in row.last_error
        hook.refresh_from_db()
        assert not hook.active and "2 failed" in hook.disabled_reason
    finally:
        receiver.close()


def test_a_delivery_is_claimed_for_longer_than_its_task_may_run(user, settings):
    """While one attempt waits on the receiver, a second task for the same delivery finds it
    not due, and the claim outlasts the task's hard time limit: the same ``webhook-id`` is never
    sent twice at once."""
    from live.tasks import webhook_deliver

    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    receiver = SlowReceiver(interval=1)
    try:
        hook = webhooks.webhook_create(owner_id=user.pk, url=receiver.url, event_types=[],
                                       active=True)
        row = webhooks.webhook_test(owner_id=user.pk, webhook_id=hook.pk)
        outcome: list[str] = []

        def first_attempt() -> None:
            try:
                outcome.append(webhooks.webhook_deliver(delivery_id=row.pk))
            finally:
                connection.close()

        claimed_at = timezone.now()
        thread = threading.Thread(target=first_attempt)
        thread.start()
        try:
            wait_for(lambda: receiver.connections, timeout=10, message="the first attempt")
            claim = _row(row.pk).next_retry_at
            assert webhooks.webhook_deliver(delivery_id=row.pk) == "not_due"
        finally:
            thread.join(timeout=60)
        assert outcome == [DeliveryStatus.PENDING]
        assert len(receiver.connections) == 1
        hard_limit = webhook_deliver.time_limit or django_settings.CELERY_TASK_TIME_LIMIT
        assert webhook_deliver.soft_time_limit is not None
        assert webhook_deliver.soft_time_limit < hard_limit
        assert (claim - claimed_at).total_seconds() > hard_limit
        assert _row(row.pk).attempts == 1
    finally:
        receiver.close()


def test_an_attempt_cut_by_the_task_time_limit_is_counted(user, settings, monkeypatch):
    """The last resort, should the request's own deadline ever fail: Celery's soft time limit
    raised inside the attempt still counts it as a failed one."""
    from celery.exceptions import SoftTimeLimitExceeded

    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    hook = webhooks.webhook_create(owner_id=user.pk, url="http://127.0.0.1:9/h",
                                   event_types=[], active=True)
    row = webhooks.webhook_test(owner_id=user.pk, webhook_id=hook.pk)

    def cut(*args: object, **kwargs: object) -> delivery.Attempt:
        raise SoftTimeLimitExceeded()

    monkeypatch.setattr(delivery, "post", cut)
    assert webhooks.webhook_deliver(delivery_id=row.pk) == DeliveryStatus.PENDING
    row.refresh_from_db()
    assert row.attempts == 1 and "time limit" in row.last_error
    assert Webhook.objects.get(pk=hook.pk).consecutive_failures == 1


def _ai_leads(user) -> Game:
    """A two-seat game whose AI seat (seat 1, the eldest hand) makes the first move."""
    setup = Setup(seed="slow-hooks", first_dealer=0, forced_deals=((1, ForcedDeal.of(
        hands=["2C 3C 4C 5C 6C 7C 8C", "2D 3D 4D 5D 6D 7D 8D"], turn_up="AS")),))
    game = services.game_create(user=user, max_players=2, forced_setup=setup_to_dict(setup))
    services.ai_seat_add(game_id=game.pk, user=user, level="heuristic")
    return game


def test_a_slow_receiver_holds_up_no_ai_move_and_each_of_its_attempts_is_counted(
        site, client_factory):
    """One user's slow webhook receiver and another user's AI seat, on the real workers (one
    for the default queue, one for the outbound lanes)."""
    alice, bob = client_factory(), client_factory()
    receiver = SlowReceiver(interval=1)  # a whole answer would take over a minute
    sent, hook = 3, None
    try:
        created = alice.post("/api/v1/webhooks", {"url": receiver.url,
                                                  "event_types": ["webhook_test"]},
                             format="json")
        assert created.status_code == 201, created.content
        hook = created.json()
        for _ in range(sent):
            queued = alice.post(f"/api/v1/webhooks/{hook['id']}/test", {}, format="json")
            assert queued.status_code == 202, queued.content
        wait_for(lambda: receiver.connections, timeout=30,
                 message="the first delivery to reach the slow receiver")

        game = _ai_leads(bob.user)
        started = services.game_start(game_id=game.pk, user=bob.user)
        assert started.to_act_seat == 1

        def ai_moved() -> bool:
            close_old_connections()
            return Game.objects.get(pk=game.pk).to_act_seat == 0

        wait_for(ai_moved, timeout=60, message="the AI seat's move (log: "
                 f"{site.procs.logdir})")
        unattempted = WebhookDelivery.objects.filter(webhook_id=hook["id"],
                                                     attempts=0).count()
        # The AI moved while the slow deliveries were still being held or waited their turn.
        assert receiver.open_count() > 0 or unattempted > 0, (receiver.connections,
                                                              unattempted)

        def every_one_attempted() -> list[WebhookDelivery]:
            close_old_connections()
            rows = list(WebhookDelivery.objects.filter(webhook_id=hook["id"]))
            return rows if all(r.attempts >= 1 for r in rows) else []

        try:
            rows = every_one_attempted() or wait_for(every_one_attempted, timeout=120,
                                                     message="every delivery to be attempted")
        except AssertionError as timed_out:
            close_old_connections()
            states = list(WebhookDelivery.objects.filter(webhook_id=hook["id"]).values_list(
                "pk", "attempts", "status", "next_retry_at", "last_error"))
            raise AssertionError(f"{timed_out}: {states}; the outbound lanes' worker's log ends "
                                 f"{site.procs.log('outbound')[-3000:]}") from None
        assert len(rows) == sent
        for row in rows:
            assert row.response_code is None and "timed out after 5 s" in row.last_error, \
                row.last_error
            assert row.status == DeliveryStatus.PENDING and row.next_retry_at is not None
        assert Webhook.objects.get(pk=hook["id"]).consecutive_failures >= sent
        assert all(c.sent < len(SlowReceiver.ANSWER) and not c.done
                   for c in receiver.connections)
        assert {c.message_id for c in receiver.connections} >= {r.message_id for r in rows}
    finally:
        if hook is not None:  # no more retries into the next test
            alice.patch(f"/api/v1/webhooks/{hook['id']}", {"active": False}, format="json")
        receiver.close()
