"""``GET /api/v1/me/export``: everything the service holds about me, as streamed JSON, and
nothing it holds about anyone else (another seat's cards in a running game above all)."""

from __future__ import annotations

import json
import socket
from typing import Any

import pytest
from django.contrib.auth.hashers import make_password

from games.models import Game
from live.models import Webhook
from live.notify import Notice, notices_write
from players.models import AccountEmail, DeviceToken
from players.services import game_result_apply, league_create
from tests.asgi_server import AsgiServer
from tests.celery_worker import celery_processes
from tests.games.helpers import assert_error, cards_in
from tests.openapi_contract import CONTRACT
from tests.players import factories

pytestmark = pytest.mark.django_db

EXPORT = "/api/v1/me/export"


def export_of(client: Any) -> tuple[Any, dict[str, Any], bytes]:
    response = client.get(EXPORT)
    assert response.status_code == 200, response.content
    assert response.streaming  # pieces, never the whole document built in memory first
    raw = b"".join(response.streaming_content)
    body = json.loads(raw)
    errors = list(CONTRACT.validator("GET", "/api/v1/me/export", 200).iter_errors(body))
    assert not errors, errors[0].message[:500]
    return response, body, raw


def test_my_export_holds_what_the_service_holds_about_me(table_factory, client_factory,
                                                         settings):
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    table = table_factory(players=3, seed="export-me")
    alice = table.clients[0]
    AccountEmail.objects.create(user=alice.user, address="alice@example.org",
                                pending="alice.new@example.org", nonce="n" * 32)
    alice.patch("/api/v1/me", {"display_name": "Alice A."}, format="json")
    league = league_create(owner=alice.user, name="Thursday club")
    game_result_apply(result=factories.game((alice.user, 1), ("expert", 2)))
    hook = alice.post("/api/v1/webhooks", {"url": "http://127.0.0.1:9/hook"},
                      format="json").json()
    notices_write([Notice(alice.user.pk, "invited", {"game_id": table.game_id})])
    other = client_factory()
    other.post("/api/v1/leagues", {"name": "Not mine"}, format="json")

    response, body, raw = export_of(alice)
    assert response["Content-Type"] == "application/json"
    assert response["Content-Disposition"].startswith("attachment; filename=")
    assert body["format"] == "whist-export" and body["version"] == 1
    account = body["account"]
    assert (account["id"], account["username"]) == (alice.user.pk, alice.user.username)
    assert (account["email"], account["email_pending"]) == ("alice@example.org",
                                                          "alice.new@example.org")
    assert body["profile"]["display_name"] == "Alice A."
    assert [d["device"] for d in body["tokens"]] == [""]
    assert body["devices"] == [] and body["push_subscriptions"] == []
    assert body["vacations"] == []
    assert [g["game"]["id"] for g in body["games"]] == [table.game_id]
    [entry] = body["games"]
    assert entry["record"]["game_id"] == table.game_id and entry["record"]["seed"] is None
    assert [m["league"]["name"] for m in body["leagues"]] == ["Thursday club"]
    assert body["leagues"][0]["league"]["id"] == league.pk
    assert {r["kind"] for r in body["ratings"]} == {"knockout"}
    assert body["stats"]["games"] == 1
    assert [n["type"] for n in body["notifications"]][-1] == "invited"
    assert [w["id"] for w in body["webhooks"]] == [hook["id"]]
    assert body["notification_settings"]["channels"]["email"]["game_started"] is False
    assert body["notification_settings"]["your_turn_email_delay_minutes"] == 15

    # What must never leave: a password hash, a token or its digest, a webhook's secret, a
    # verification link's nonce, and anything of the other account.
    text = raw.decode()
    assert alice.user.password not in text and make_password("x")[:10] not in text
    for digest in DeviceToken.objects.filter(user=alice.user).values_list("digest", flat=True):
        assert digest not in text and digest[:16] not in text
    assert alice._credentials["HTTP_AUTHORIZATION"].split()[1] not in text
    assert Webhook.objects.get(pk=hook["id"]).secret not in text
    assert "n" * 32 not in text
    assert "Not mine" not in text and other.user.username not in text


def test_another_seats_hidden_cards_never_appear_in_my_export_of_a_running_game(
        table_factory):
    table = table_factory(players=4, seed="export-hidden")
    for _ in range(6):  # a few cards into the first trick(s)
        view = table.view(0)
        seat = view["game"]["to_act"]
        table.act(seat, table.view(seat)["game"]["legal_actions"][0])
    game = Game.objects.get(pk=table.game_id)
    assert game.status == "active"
    for seat, client in enumerate(table.clients):
        _, body, _ = export_of(client)
        found = set(cards_in(body))
        for other in range(4):
            if other == seat:
                continue
            hidden = set(table.view(other)["game"]["my_hand"])
            assert not hidden & found, (seat, other, hidden & found)


def test_the_export_is_mine_only_and_throttled(api_client, client_factory, throttle_rates):
    assert_error(api_client.get(EXPORT), 401, "not_authenticated")
    throttle_rates(export="1/min")
    me = client_factory()
    export_of(me)
    error = assert_error(me.get(EXPORT), 429, "throttled")
    assert error["details"]["wait"] >= 1


def _chunks(url: str, path: str, token: str) -> tuple[dict[str, str], list[bytes]]:
    """GET ``path`` and the body's pieces as the server sent them (chunked encoding)."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAuthorization: {token}\r\n"
                     "Connection: close\r\n\r\n".encode())
        reader = sock.makefile("rb")
        assert b" 200 " in reader.readline()
        headers = {}
        while (line := reader.readline().decode().strip()):
            name, _, value = line.partition(":")
            headers[name.lower()] = value.strip()
        pieces = []
        while (size := int(reader.readline().strip() or b"0", 16)):
            pieces.append(reader.read(size))
            reader.readline()
        return headers, pieces


@pytest.mark.django_db(transaction=True)
def test_under_the_asgi_server_the_export_is_sent_a_piece_at_a_time(client_factory):
    """The ASGI bridge used to join every response into one body before sending it."""
    me = client_factory()
    for _ in range(3):
        me.post("/api/v1/games", {"max_players": 2}, format="json")
    with celery_processes() as procs:
        server = AsgiServer(procs)
        try:
            headers, pieces = _chunks(server.url, EXPORT, me._credentials["HTTP_AUTHORIZATION"])
        finally:
            server.stop()
    assert headers["transfer-encoding"] == "chunked"
    assert len(pieces) > 10, pieces
    body = json.loads(b"".join(pieces))
    assert len(body["games"]) == 3 and body["account"]["id"] == me.user.pk
