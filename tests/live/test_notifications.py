"""The user stream, the notifications list, webhooks and stream tickets, against a real ASGI
server, Redis, and a Celery worker and beat; CORS preflights in-process."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from datetime import timedelta

import pytest
from django.db import close_old_connections
from django.utils import timezone

from games import services
from live.models import StreamTicket
from tests.asgi_server import sse_open
from tests.celery_worker import wait_for
from tests.live.receivers import Receiver

pytestmark = pytest.mark.django_db(transaction=True)


def verify(secret: str, headers: dict[str, str], body: bytes) -> bool:
    """The check of a Standard Webhooks signature in docs/client-developers/webhooks.md."""
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{headers['webhook-id']}.{headers['webhook-timestamp']}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return any(hmac.compare_digest(expected, sig.removeprefix("v1,"))
               for sig in headers["webhook-signature"].split())


def test_your_turn_reaches_the_user_stream_the_list_and_a_signed_retried_webhook(
        site, client_factory):
    alice = client_factory()
    receiver = Receiver(failures=1)
    try:
        created = alice.post("/api/v1/webhooks", {"url": receiver.url,
                                                  "event_types": ["your_turn"]}, format="json")
        assert created.status_code == 201, created.content
        hook = created.json()
        assert hook["secret"].startswith("whsec_")
        assert "secret" not in alice.get("/api/v1/webhooks").json()[0]

        ticket = alice.post("/api/v1/stream-tickets", {}, format="json").json()["ticket"]
        stream = sse_open(site.url, f"/api/v1/stream?ticket={ticket}",
                          {"Origin": "https://app.example.com"})
        assert stream.status == 200
        assert stream.headers["access-control-allow-origin"] == "https://app.example.com"

        game = services.game_create(user=alice.user, max_players=2)
        services.ai_seat_add(game_id=game.pk, user=alice.user, level="heuristic")
        services.game_start(game_id=game.pk, user=alice.user)
        stream.wait(lambda s: any(n["type"] == "your_turn" for n in s.data()), timeout=30,
                    what="your_turn on the user stream")
        turn = next(n for n in stream.data() if n["type"] == "your_turn")
        assert turn["game_id"] == game.pk and isinstance(turn["seq"], int)
        assert {"version", "decision", "deadline", "seat"} <= set(turn)
        started = next(n for n in stream.data() if n["type"] == "game_started")
        assert started["game_id"] == game.pk
        assert [m.id for m in stream.messages] == [n["seq"] for n in stream.data()]

        listed = alice.get("/api/v1/notifications?after=0").json()
        assert listed["results"][:len(stream.data())] == stream.data()
        after = alice.get(f"/api/v1/notifications?after={turn['seq']}").json()
        assert all(n["seq"] > turn["seq"] for n in after["results"])

        # The webhook: the first attempt answered 500, the retry (beat's sweep) succeeded.
        wait_for(lambda: any(code == 204 for _, _, code in receiver.requests), timeout=30,
                 message="the webhook's retry to succeed")
        (h1, b1, c1), (h2, b2, c2) = receiver.requests[:2]
        assert (c1, c2) == (500, 204)
        assert h1["webhook-id"] == h2["webhook-id"] and b1 == b2
        assert verify(hook["secret"], h2, b2)
        assert not verify("whsec_" + base64.b64encode(b"x" * 32).decode(), h2, b2)
        payload = json.loads(b2)
        assert payload["type"] == "your_turn" and payload["data"]["game_id"] == game.pk
        close_old_connections()
        deliveries = alice.get(f"/api/v1/webhooks/{hook['id']}/deliveries").json()
        done = [d for d in deliveries if d["status"] == "succeeded"]
        assert done and done[-1]["attempts"] == 2 and done[-1]["response_code"] == 204
        stream.close()
    finally:
        receiver.close()


def test_webhook_test_delivery_and_private_addresses_refused(site, client_factory):
    alice = client_factory()
    for url in ("http://10.1.2.3/hook", "http://169.254.169.254/latest", "ftp://127.0.0.1/x"):
        refused = alice.post("/api/v1/webhooks", {"url": url}, format="json")
        assert refused.status_code == 400, (url, refused.content)
        assert refused.json()["error"]["code"] in ("webhook_url_refused", "invalid")
    receiver = Receiver(failures=0)
    try:
        hook = alice.post("/api/v1/webhooks", {"url": receiver.url}, format="json").json()
        sent = alice.post(f"/api/v1/webhooks/{hook['id']}/test", {}, format="json")
        assert sent.status_code == 202, sent.content
        wait_for(lambda: receiver.requests, timeout=20, message="the test delivery")
        headers, body, _ = receiver.requests[0]
        assert verify(hook["secret"], headers, body)
        assert json.loads(body)["type"] == "webhook_test"
        assert alice.delete(f"/api/v1/webhooks/{hook['id']}").status_code == 204
        assert alice.get(f"/api/v1/webhooks/{hook['id']}/deliveries").status_code == 404
    finally:
        receiver.close()


def test_a_ticket_works_once_and_not_after_it_expires(site, client_factory):
    alice = client_factory()
    ticket = alice.post("/api/v1/stream-tickets", {}, format="json").json()
    assert ticket["ticket"] and ticket["expires_at"]
    first = sse_open(site.url, f"/api/v1/stream?ticket={ticket['ticket']}")
    assert first.status == 200
    again = sse_open(site.url, f"/api/v1/stream?ticket={ticket['ticket']}")
    assert again.status == 401 and b'"ticket_invalid"' in again.body
    first.close()
    old = alice.post("/api/v1/stream-tickets", {}, format="json").json()["ticket"]
    StreamTicket.objects.update(expires_at=timezone.now() - timedelta(seconds=1))
    expired = sse_open(site.url, f"/api/v1/stream?ticket={old}")
    assert expired.status == 401 and b'"ticket_expired"' in expired.body
    other = sse_open(site.url, "/api/v1/stream", {"Origin": "https://evil.example"})
    assert other.status == 401 and "access-control-allow-origin" not in other.headers


@pytest.mark.django_db
def test_cors_preflights_are_answered_without_a_token_for_allowed_origins_only(api_client,
                                                                              settings):
    settings.CORS_ALLOWED_ORIGINS = ["https://app.example.com"]
    for path in ("/api/v1/games/1/actions", "/api/v1/stream", "/api/v1/games/1/stream"):
        ok = api_client.options(path, HTTP_ORIGIN="https://app.example.com",
                                HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST",
                                HTTP_ACCESS_CONTROL_REQUEST_HEADERS="authorization, "
                                                                   "content-type")
        assert ok.status_code == 200, (path, ok.status_code)
        assert ok["Access-Control-Allow-Origin"] == "https://app.example.com"
        assert "authorization" in ok["Access-Control-Allow-Headers"]
        other = api_client.options(path, HTTP_ORIGIN="https://evil.example",
                                   HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST")
        assert "Access-Control-Allow-Origin" not in other
    got = api_client.get("/api/v1/games/open", HTTP_ORIGIN="https://app.example.com")
    assert got["Access-Control-Allow-Origin"] == "https://app.example.com"
