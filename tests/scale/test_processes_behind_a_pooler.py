"""The service as it runs when one process is not enough: two web processes (ASGI) and two
Celery workers on one PostgreSQL through pgbouncer in transaction pooling mode (four server
connections for them all), and one Redis.  A stream held on one web process gets every event
of the moves posted through the other and of the AI moves either worker makes, once and in
order; a web process killed in the middle of a move loses nothing and applies nothing twice."""

from __future__ import annotations

import json
import os
import signal
import threading
import time
import urllib.error
import urllib.request
import uuid
from typing import Any

import pytest
from django.db import connection

from games import services
from tests.asgi_server import AsgiServer, sse_open
from tests.celery_worker import celery_processes
from tests.live.conftest import events_of, token_of
from tests.pgbouncer import PGBOUNCER, pgbouncer_running

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(not PGBOUNCER and not os.environ.get("CI"),
                       reason="no pgbouncer here (apt-get install pgbouncer); CI installs it"),
]


def http(method: str, url: str, token: str, body: Any = None,
         key: str | None = None) -> tuple[int, Any]:
    headers = {"Authorization": token, "Content-Type": "application/json"}
    if key:
        headers["Idempotency-Key"] = key
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read() or b"null")
    except urllib.error.HTTPError as refused:
        return refused.code, json.loads(refused.read() or b"null")


def killed_mid_move(web: AsgiServer, url: str, token: str, body: Any, key: str) -> None:
    """POST a move and kill -9 the web process while it is being answered (the move may or
    may not have committed: the client cannot tell), then bring the process back."""
    outcome: list[Any] = []
    sender = threading.Thread(target=lambda: outcome.append(_quiet("POST", url, token, body,
                                                                   key)))
    sender.start()
    time.sleep(0.01)
    assert web.proc is not None
    os.killpg(web.proc.pid, signal.SIGKILL)
    web.proc.wait(timeout=10)
    sender.join(timeout=35)
    web.start()


def _quiet(*args: Any) -> Any:
    try:
        return http(*args)
    except OSError as lost:  # the connection died with the process
        return lost


def test_two_web_processes_and_two_workers_behind_pgbouncer_lose_nothing(client_factory):
    database = connection.settings_dict["NAME"]
    alice, bob = client_factory(), client_factory()
    game = services.game_create(user=alice.user, max_players=4, visibility="public")
    services.game_join(game_id=game.pk, user=bob.user)
    for _ in range(2):
        services.ai_seat_add(game_id=game.pk, user=alice.user, level="heuristic")
    people = {alice.user.pk: alice, bob.user.pk: bob}

    with pgbouncer_running(pool_size=4) as bouncer:
        pooled = {"DATABASE_URL": bouncer.url(database), "DATABASE_POOL_MODE": "transaction",
                  "CONN_MAX_AGE": "60"}
        with celery_processes(**pooled) as procs:
            procs.start_worker("worker-a")
            procs.start_worker("worker-b")
            procs.start_beat()
            web_a, web_b = AsgiServer(procs, **pooled), AsgiServer(procs, **pooled)
            try:
                path = f"/api/v1/games/{game.pk}"
                stream = sse_open(web_a.url, f"{path}/stream", {"Authorization": token_of(alice)})
                assert stream.status == 200, stream.body
                status, _ = http("POST", f"{web_b.url}{path}/start", token_of(alice), {})
                assert status == 200
                moves, killed = 0, False
                deadline = time.monotonic() + 240
                while True:
                    assert time.monotonic() < deadline, "the game did not end in time"
                    status, view = http("GET", f"{web_b.url}{path}", token_of(alice))
                    assert status == 200, view
                    if view["status"] != "active":
                        break
                    turn = view["game"]["to_act"]
                    seat = next((s for s in view["seats"] if s["index"] == turn), {})
                    client = people.get(seat.get("user_id"))
                    if client is None:  # an AI seat: a worker's move
                        time.sleep(0.05)
                        continue
                    status, mine = http("GET", f"{web_b.url}{path}", token_of(client))
                    if not mine["game"]["is_my_turn"]:
                        continue
                    body = {"action": mine["game"]["legal_actions"][0],
                            "expected_version": mine["version"]}
                    key = str(uuid.uuid4())
                    if moves == 6 and not killed:
                        killed_mid_move(web_b, f"{web_b.url}{path}/actions", token_of(client),
                                        body, key)
                        killed = True
                    # The client retries its move with the same key: applied once, whichever
                    # way the killed attempt went.
                    status, answer = http("POST", f"{web_b.url}{path}/actions",
                                          token_of(client), body, key)
                    assert status == 200, answer
                    moves += 1
                assert killed, "the game ended before a web process could be killed"
                stream.wait(lambda s: s.ended(), timeout=30, what="the stream to end")
                received = stream.data()
                seqs = [e["seq"] for e in received]
                assert seqs == sorted(set(seqs)), "out of order or repeated"
                assert received == events_of(alice, game.pk)
                plays = [e for e in received if e["type"] == "card_played"]
                assert {e["seat"] for e in plays} == {0, 1, 2, 3}
                # Both workers made AI moves, and everything went through the pooler.
                for name in ("worker-a", "worker-b"):
                    assert "games.tasks.server_turn" in procs.log(name) and \
                        "succeeded" in procs.log(name), name
                assert bouncer.stats(database)["total_xact_count"] > 50
            finally:
                web_a.stop()
                web_b.stop()
