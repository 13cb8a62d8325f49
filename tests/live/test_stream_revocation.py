"""A signed-out device's streams stop, against a real ASGI server and Redis.

Found from outside: a token was checked only when a stream opened. After a password change,
a sign-out, ``DELETE /api/v1/me/tokens[/{id}]``, ``DELETE /api/v1/me`` or an account made
inactive (in the admin), the device's open
game and user streams went on receiving frames (a private ``dealt`` frame with the hand 8 s
after the password change), and a stream ticket made before the sign-out still opened a
stream. Revoking a token closes every stream opened with it, or with a ticket it made, and
voids its tickets; the other devices' streams go on.
"""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services
from tests.asgi_server import sse_open
from tests.live.conftest import token_of

pytestmark = pytest.mark.django_db(transaction=True)

TOKENS = "/api/v1/me/tokens"


def _device(user: Any, name: str) -> APIClient:
    body = APIClient().post("/api/v1/auth/token", {
        "username": user.username, "password": user.raw_password, "device": name},
        format="json").json()
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {body['token']}")
    client.user = user
    return client


def _revoke(kind: str, phone: APIClient, laptop: APIClient) -> None:
    user = phone.user
    if kind == "logout":
        answer = phone.post("/api/v1/auth/logout")
    elif kind == "delete_one":
        phone_id = next(t["id"] for t in laptop.get(TOKENS).json() if t["device"] == "phone")
        answer = laptop.delete(f"{TOKENS}/{phone_id}")
    elif kind == "delete_others":
        answer = laptop.delete(f"{TOKENS}?others=true")
    elif kind == "password":
        answer = laptop.post("/api/v1/me/password", {
            "old_password": user.raw_password, "new_password": "An0ther-Pass!x"},
            format="json")
    elif kind == "deactivated":  # as the admin's user page saves it with "Active" unticked
        user.is_active = False
        user.save()
        return
    else:
        answer = laptop.delete("/api/v1/me", {"password": user.raw_password}, format="json")
    assert answer.status_code in (200, 204), answer.content


@pytest.mark.parametrize("kind", ["logout", "delete_one", "delete_others", "password",
                                  "account", "deactivated"])
def test_revoking_a_token_closes_its_streams_and_voids_its_tickets(site, client_factory,
                                                                   kind):
    bob = client_factory()
    phone = _device(bob.user, "phone")
    laptop = _device(bob.user, "laptop")
    game = services.game_create(user=bob.user, max_players=2)
    path = f"/api/v1/games/{game.pk}/stream"
    spare = phone.post("/api/v1/stream-tickets", {}, format="json").json()["ticket"]
    ticket = phone.post("/api/v1/stream-tickets", {}, format="json").json()["ticket"]
    phone_streams = [sse_open(site.url, path, {"Authorization": token_of(phone)}),
                     sse_open(site.url, f"/api/v1/stream?ticket={ticket}")]
    laptop_stream = sse_open(site.url, "/api/v1/stream", {"Authorization": token_of(laptop)})
    for stream in [*phone_streams, laptop_stream]:
        assert stream.status == 200, stream.body
        stream.wait(lambda s: s.comments >= 2, what="a heartbeat")  # open and idle

    _revoke(kind, phone, laptop)
    for stream in phone_streams:
        # Heartbeats come every second in these tests, so a stream still open after five
        # was not closed by the revocation.
        stream.wait(lambda s: s.closed, timeout=5, what="the revoked device's stream to close")
        assert [m.event for m in stream.messages][-1:] == ["revoked"], stream.messages
    refused = sse_open(site.url, f"/api/v1/stream?ticket={spare}")
    assert refused.status == 401 and b'"ticket_invalid"' in refused.body
    if kind in ("logout", "delete_one", "delete_others"):  # the laptop is still signed in
        beats = laptop_stream.comments
        laptop_stream.wait(lambda s: s.comments >= beats + 2, what="the laptop's heartbeats")
        assert not laptop_stream.closed
        laptop_stream.close()
    else:
        laptop_stream.wait(lambda s: s.closed, timeout=5, what="every device's streams")


def test_without_redis_a_revoked_streams_closes_at_its_next_poll(site, client_factory):
    """The embedded default (no REDIS_URL): no message tells the web process, so each
    stream checks its token when it polls the event table."""
    from tests.asgi_server import AsgiServer

    plain = AsgiServer(site.procs, REDIS_URL="", WHIST_STREAM_POLL_SECONDS="0.2")
    try:
        bob = client_factory()
        phone = _device(bob.user, "phone")
        game = services.game_create(user=bob.user, max_players=2)
        stream = sse_open(plain.url, f"/api/v1/games/{game.pk}/stream",
                          {"Authorization": token_of(phone)})
        assert stream.status == 200, stream.body
        stream.wait(lambda s: s.comments >= 1, what="the stream to open")
        assert phone.post("/api/v1/auth/logout").status_code == 204
        stream.wait(lambda s: s.closed, timeout=5, what="the revoked device's stream to close")
        assert [m.event for m in stream.messages][-1:] == ["revoked"]
    finally:
        plain.stop()
