"""A real site for the stream tests: uvicorn (ASGI), a Celery worker for the default queue and
one for every outbound lane, and beat, over the test database and Redis.  Tests using it must
be ``transaction=True``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.asgi_server import AsgiServer
from tests.celery_worker import OUTBOUND, celery_processes
from tests.mail_site import mail, mail_site  # noqa: F401 - fixtures

FAST = {
    "WHIST_SERVER_TURN_GRACE": "2",
    "WHIST_WEBHOOK_RETRY_BASE_SECONDS": "0.5",
    "WHIST_WEBHOOK_SWEEP_SECONDS": "1",
    # Retried every half second, a slow receiver's webhook would be disabled after 20 attempts
    # (100 s at 5 s each) and its deliveries not yet tried never would be: no test here is
    # about disabling through these workers (test_webhook_failures.py is, in process).
    "WHIST_WEBHOOK_MAX_FAILURES": "1000",
    "WEBHOOK_ALLOW_PRIVATE_HOSTS": "127.0.0.1",
    "CORS_ALLOWED_ORIGINS": "https://app.example.com",
}


class Site:
    def __init__(self, procs: Any, server: AsgiServer) -> None:
        self.procs, self.server = procs, server

    @property
    def url(self) -> str:
        return self.server.url


@pytest.fixture(scope="module")
def live_site(django_db_setup: Any) -> Iterator[Site]:
    """One set of processes for a test module (each test still gets an emptied database)."""
    from tests.conftest import STATUS_LOG

    with celery_processes(**FAST) as procs:
        procs.start_worker()
        procs.start_worker("outbound", queues=OUTBOUND)
        procs.start_beat()
        server = AsgiServer(procs, **FAST)
        try:
            yield Site(procs, server)
        finally:
            server.stop()
            for line in server.statuses():
                STATUS_LOG.observe(line["method"], line["path"], line["status"])


@pytest.fixture
def site(live_site: Site, settings: Any) -> Site:
    settings.WHIST_SERVER_TURN_GRACE = 2
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    if live_site.server.proc is None or live_site.server.proc.poll() is not None:
        live_site.server.start()  # a test stopped it
    return live_site


def token_of(client: APIClient) -> str:
    return client._credentials["HTTP_AUTHORIZATION"]


def events_of(client: APIClient, game_id: int, after: int = 0) -> list[dict[str, Any]]:
    """Everything GET /games/{id}/events gives this caller after ``after``, page by page."""
    found: list[dict[str, Any]] = []
    while True:
        page = client.get(f"/api/v1/games/{game_id}/events?after={after}").json()
        found += page["events"]
        after = page["last_seq"]
        if not page["has_more"]:
            return found
