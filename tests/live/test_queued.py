"""At most one queued task per outbound row: a retry sweep that finds a row due while its task
still waits in the queue does not queue it again (on the real Redis)."""

from __future__ import annotations

import time
import uuid

import pytest

from live import bus
from live.queued import queued_clear, queued_mark
from live.task_names import WEBHOOKS_QUEUE

pytestmark = pytest.mark.django_db


@pytest.fixture
def kind() -> str:
    if not bus.enabled():
        pytest.skip("the marks live in Redis")
    return f"test-{uuid.uuid4().hex[:8]}"


def test_a_row_already_queued_is_not_queued_again_until_its_task_starts(kind):
    assert queued_mark(kind=kind, ids=[1, 2], seconds=60) == [1, 2]
    # The next sweeps, a second later each, while both tasks wait behind a slow receiver.
    assert queued_mark(kind=kind, ids=[1, 2, 3], seconds=60) == [3]
    assert queued_mark(kind=kind, ids=[1, 2, 3], seconds=60) == []
    queued_clear(kind=kind, row_id=2)  # its task started: its next retry may be queued
    assert queued_mark(kind=kind, ids=[1, 2, 3], seconds=60) == [2]


def test_a_lost_tasks_mark_runs_out_and_its_row_is_queued_again(kind):
    assert queued_mark(kind=kind, ids=[7], seconds=1) == [7]
    assert queued_mark(kind=kind, ids=[7], seconds=1) == []
    time.sleep(1.2)
    assert queued_mark(kind=kind, ids=[7], seconds=1) == [7]


def test_without_redis_every_due_row_is_queued(settings):
    settings.REDIS_URL = ""
    assert queued_mark(kind="mail", ids=[4, 5], seconds=60) == [4, 5]
    assert queued_mark(kind="mail", ids=[4, 5], seconds=60) == [4, 5]
    queued_clear(kind="mail", row_id=4)


def test_the_webhook_sweep_queues_a_due_delivery_once_while_its_task_waits(kind, user,
                                                                           settings):
    """The sweep itself (its body called here; the task it queues goes to the real broker and
    is taken off again): a delivery due for its retry is queued by the first sweep only."""
    from django.utils import timezone

    from live import tasks, webhooks
    from live.models import WebhookDelivery
    from whist_service.celery import app

    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    hook = webhooks.webhook_create(owner_id=user.pk, url="http://127.0.0.1:9/hook",
                                   event_types=[], active=True)
    row = webhooks.webhook_test(owner_id=user.pk, webhook_id=hook.pk)
    WebhookDelivery.objects.filter(pk=row.pk).update(attempts=1, next_retry_at=timezone.now())
    try:
        assert tasks.webhook_retries_sweep() == 1
        assert tasks.webhook_retries_sweep() == 0  # still waiting in the queue
        queued_clear(kind="webhook", row_id=row.pk)  # as its task does when it starts
        assert tasks.webhook_retries_sweep() == 1
    finally:
        queued_clear(kind="webhook", row_id=row.pk)
        with app.connection_for_write() as connection:
            connection.default_channel.queue_purge(WEBHOOKS_QUEUE)
