"""Limits an outside probe found missing or leaky, against a real ASGI server and Redis.

* One account held 4,000 open streams: now at most ``WHIST_STREAMS_PER_USER`` at once, across
  every web process.
* Stream tickets shared the ``lobby_write`` bucket, so a client that had just created a few
  games could not reconnect its streams: tickets have a bucket of their own.
* Bursts of 40 and 100 concurrent sign-ins of one account got 19 and 17 password checks
  against a per-account limit of 10, and the per-address throttle let 40 through in one burst:
  both counts are now taken atomically, before the password is looked at.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from django.conf import settings

from tests.asgi_server import AsgiServer, sse_open
from tests.games.helpers import assert_error
from tests.live.conftest import token_of

pytestmark = pytest.mark.django_db(transaction=True)


def test_an_account_holds_a_bounded_number_of_streams(site, client_factory):
    server = AsgiServer(site.procs, WHIST_STREAMS_PER_USER="3")
    try:
        alice, bob = client_factory(), client_factory()
        held = [sse_open(server.url, "/api/v1/stream", {"Authorization": token_of(alice)})
                for _ in range(3)]
        assert [s.status for s in held] == [200, 200, 200]
        refused = sse_open(server.url, "/api/v1/stream", {"Authorization": token_of(alice)})
        assert refused.status == 429, refused.body
        error = json.loads(refused.body)["error"]
        assert error["code"] == "too_many_streams" and error["details"] == {"limit": 3}
        # Someone else's allowance is their own.
        other = sse_open(server.url, "/api/v1/stream", {"Authorization": token_of(bob)})
        assert other.status == 200
        other.close()
        # A closed stream gives its place back.
        held.pop().close()
        again = None
        for _ in range(50):
            again = sse_open(server.url, "/api/v1/stream", {"Authorization": token_of(alice)})
            if again.status == 200:
                break
        assert again is not None and again.status == 200, again.body
        for stream in [*held, again]:
            stream.close()
    finally:
        server.stop()


def test_stream_tickets_do_not_share_the_lobby_bucket(client_factory, throttle_rates):
    throttle_rates(lobby_write="2/min")
    alice = client_factory()
    for _ in range(2):
        assert alice.post("/api/v1/games", {"max_players": 2}, format="json").status_code == 201
    assert_error(alice.post("/api/v1/games", {"max_players": 2}, format="json"), 429,
                 "throttled")
    ticket = alice.post("/api/v1/stream-tickets", {}, format="json")
    assert ticket.status_code == 201, ticket.content


def _sign_in_burst(url: str, bodies: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every request sent at once (a connection each); the answers, in order."""

    def send(body: dict[str, Any]) -> dict[str, Any]:
        request = urllib.request.Request(f"{url}/api/v1/auth/token",
                                         data=json.dumps(body).encode(), method="POST",
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as answer:
                return {"status": answer.status}
        except urllib.error.HTTPError as refused:
            return {"status": refused.code, **json.loads(refused.read())["error"]}

    with ThreadPoolExecutor(max_workers=len(bodies)) as pool:
        return list(pool.map(send, bodies))


def test_a_burst_of_sign_ins_gets_no_more_password_checks_than_the_limits(site, user):
    """40 wrong passwords for one account at once: at most WHIST_LOGIN_FAILURES_LIMIT (10) are
    checked, the rest refused unread. Then 40 sign-ins of made-up names from one address
    against a login rate of 10 a minute: at most 10 get past the throttle."""
    server = AsgiServer(site.procs, THROTTLE_RATES="login=1000/min", WHIST_WEB_THREADS="8")
    try:
        answers = _sign_in_burst(server.url, [
            {"username": user.username, "password": f"wrong-{i}"} for i in range(40)])
        checked = [a for a in answers if a.get("code") == "invalid_credentials"]
        refused = [a for a in answers if a.get("code") == "too_many_failed_sign_ins"]
        assert len(checked) + len(refused) == 40, answers
        assert len(checked) <= settings.WHIST_LOGIN_FAILURES_LIMIT, len(checked)
    finally:
        server.stop()
    server = AsgiServer(site.procs, THROTTLE_RATES="login=10/min", WHIST_WEB_THREADS="8")
    try:
        answers = _sign_in_burst(server.url, [
            {"username": f"nobody-{i}", "password": "wrong"} for i in range(40)])
        through = [a for a in answers if a["status"] != 429]
        assert len(through) <= 10, len(through)
        assert all(a.get("code") == "invalid_credentials" for a in through), through
    finally:
        server.stop()
