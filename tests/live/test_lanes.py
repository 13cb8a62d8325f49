"""Mail never waits behind webhooks: webhooks, mail and pushes each have a lane (a queue, and in
production a worker of its own: ``live.task_names.OUTBOUND_LANES``, docker-compose.yml).

Found from outside: with one queue and one worker's slots for all three, one account's ten
webhooks to a receiver that never answered delayed another person's verification mail from
0.3 s to 52.6 s.  Here the same: real workers, one per lane as in production, a real SMTP
server process, and the slow receiver of ``test_slow_receiver.py``."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.db import close_old_connections
from rest_framework.test import APIClient

from live.models import WebhookDelivery
from live.task_names import OUTBOUND_LANES
from tests.celery_worker import celery_processes, wait_for
from tests.live.receivers import SlowReceiver
from tests.mail_site import FROM, MAIL_ENV, PUBLIC_URL, address
from tests.smtp_server import SmtpServer

pytestmark = pytest.mark.django_db(transaction=True)

HOOKS = 10
MAIL_WITHIN_SECONDS = 5.0


@pytest.fixture(scope="module")
def lanes(django_db_setup: Any, tmp_path_factory: Any) -> Iterator[SmtpServer]:
    """An SMTP server and a worker for each outbound lane; no beat: no test here waits for a
    retry."""
    smtp = SmtpServer(Path(tmp_path_factory.mktemp("lanes")) / "mails")
    env = {**MAIL_ENV, "EMAIL_URL": smtp.url, "WEBHOOK_ALLOW_PRIVATE_HOSTS": "127.0.0.1"}
    try:
        with celery_processes(**env) as procs:
            procs.start_workers({lane: lane for lane in OUTBOUND_LANES})
            yield smtp
    finally:
        smtp.stop()


def test_a_verification_mail_arrives_within_5_s_while_ten_webhooks_hang(
        lanes, client_factory, settings):
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    settings.WHIST_PUBLIC_URL, settings.DEFAULT_FROM_EMAIL = PUBLIC_URL, FROM
    alice = client_factory()
    receiver = SlowReceiver(interval=1)  # an answer would take over a minute: cut at 5 s
    hooks: list[int] = []
    try:
        for _ in range(HOOKS):
            made = alice.post("/api/v1/webhooks", {"url": receiver.url,
                                                   "event_types": ["webhook_test"]},
                              format="json")
            assert made.status_code == 201, made.content
            hooks.append(made.json()["id"])
        for hook in hooks:
            assert alice.post(f"/api/v1/webhooks/{hook}/test", {}, format="json"
                              ).status_code == 202
        wait_for(lambda: receiver.connections, timeout=30,
                 message="the first webhook to reach the slow receiver")

        email = address("bob")
        asked = time.monotonic()
        registered = APIClient().post("/api/v1/auth/register", {
            "username": "bob", "password": "correct-horse-battery-staple", "email": email},
            format="json")
        assert registered.status_code == 201, registered.content
        lanes.wait(email, timeout=60)
        took = time.monotonic() - asked

        close_old_connections()
        waiting = WebhookDelivery.objects.filter(webhook_id__in=hooks, attempts=0).count()
        # The webhooks were still hanging (one at the receiver, most not yet tried) ...
        assert receiver.open_count() + waiting >= HOOKS - 2, (receiver.open_count(), waiting)
        # ... and the mail did not wait for them.
        assert took < MAIL_WITHIN_SECONDS, f"the verification mail took {took:.1f} s"
        print(f"\nverification_mail_seconds={took:.2f} webhooks_waiting={waiting}")
    finally:
        for hook in hooks:  # the deliveries still queued then fail at once, sending nothing
            alice.patch(f"/api/v1/webhooks/{hook}", {"active": False}, format="json")
        receiver.close()
