"""The game stream against a real ASGI server, Redis pub/sub, and a Celery worker and beat.

Every event arrives once, in seq order, exactly as GET /games/{id}/events gives it to that
caller (so redacted alike); a dropped connection, and a restarted web process, resume from
Last-Event-ID with nothing lost or repeated; an AI seat's move (the worker) and a timeout (the
sweep) reach the streams too.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from django.db import close_old_connections

from games import services
from games.models import GameEvent
from tests.asgi_server import Sse, sse_open
from tests.live.conftest import events_of, token_of

pytestmark = pytest.mark.django_db(transaction=True)


def _play_until(clients: list[Any], game_id: int, stop: Any, timeout: float = 120) -> None:
    """People take their first legal action whenever it is their turn (the AI seat is the
    worker's) until ``stop()``."""
    deadline = time.monotonic() + timeout
    url = f"/api/v1/games/{game_id}"
    while not stop():
        assert time.monotonic() < deadline, "the game did not get there in time"
        moved = False
        for client in clients:
            view = client.get(url).json()
            if view["status"] != "active":
                return
            if view["game"]["is_my_turn"]:
                response = client.post(f"{url}/actions", {
                    "action": view["game"]["legal_actions"][0],
                    "expected_version": view["version"]}, format="json")
                assert response.status_code in (200, 409), response.content
                moved = True
        if not moved:
            time.sleep(0.05)


def _status(game_id: int) -> str:
    close_old_connections()
    from games.models import Game

    return Game.objects.get(pk=game_id).status


def _assert_exact(stream_data: list[dict[str, Any]], expected: list[dict[str, Any]]) -> None:
    seqs = [e["seq"] for e in stream_data]
    assert seqs == sorted(set(seqs)), "out of order or repeated"
    assert stream_data == expected


def test_streams_carry_every_event_once_in_order_redacted_and_resume_after_drops(
        site, client_factory):
    alice, bob, watcher = client_factory(), client_factory(), client_factory()
    game = services.game_create(user=alice.user, max_players=3, visibility="public")
    services.game_join(game_id=game.pk, user=bob.user)
    services.ai_seat_add(game_id=game.pk, user=alice.user, level="heuristic")
    path = f"/api/v1/games/{game.pk}/stream"

    ticket = bob.post("/api/v1/stream-tickets", {}, format="json").json()["ticket"]
    streams: dict[str, Sse] = {
        "bob": sse_open(site.url, f"{path}?ticket={ticket}"),
        "watcher": sse_open(site.url, path, {"Authorization": token_of(watcher)}),
    }
    alice_parts = [sse_open(site.url, path, {"Authorization": token_of(alice)})]
    for stream in [*streams.values(), *alice_parts]:
        assert stream.status == 200, stream.body
        assert stream.headers["content-type"].startswith("text/event-stream")
    # The lobby so far arrives first (the backlog), then the live events.
    alice_parts[0].wait(lambda s: len(s.data()) >= 3, what="the lobby's events")

    assert alice.post(f"/api/v1/games/{game.pk}/start", {}, format="json").status_code == 200
    players = [alice, bob]
    # Drop Alice's connection mid-game; resume with Last-Event-ID after more moves were made.
    _play_until(players, game.pk, lambda: len(alice_parts[0].data()) >= 12)
    alice_parts[0].close()
    seen = max(e["seq"] for e in alice_parts[0].data())
    _play_until(players, game.pk, lambda: GameEvent.objects.filter(
        game=game, seq__gt=seen + 6).exists())
    alice_parts.append(sse_open(site.url, path, {"Authorization": token_of(alice),
                                                 "Last-Event-ID": str(seen)}))
    # Restart the web process mid-game: every stream drops; resume from where each was.
    _play_until(players, game.pk, lambda: GameEvent.objects.filter(
        game=game, seq__gt=seen + 20).exists())
    time.sleep(0.5)
    site.server.stop()
    _play_until(players, game.pk, lambda: GameEvent.objects.filter(
        game=game, seq__gt=seen + 26).exists())
    site.server.start()
    resumed = {}
    for name, stream in [("alice", alice_parts[-1]), *streams.items()]:
        stream.wait(lambda s: s.closed, what=f"{name}'s stream to drop with the server")
        last = max(e["seq"] for e in stream.data())
        client = {"alice": alice, "bob": bob, "watcher": watcher}[name]
        resumed[name] = sse_open(site.url, f"{path}?after={last}",
                                 {"Authorization": token_of(client)})
    alice_parts.append(resumed.pop("alice"))

    _play_until(players, game.pk, lambda: _status(game.pk) == "finished", timeout=180)
    everyone = {"alice": alice_parts, **{n: [streams[n], resumed[n]] for n in streams}}
    for name, parts in everyone.items():
        parts[-1].wait(lambda s: s.ended(), timeout=30, what=f"{name}'s stream to end")
        parts[-1].wait(lambda s: s.closed, timeout=10, what=f"{name}'s stream to close")
        client = {"alice": alice, "bob": bob, "watcher": watcher}[name]
        received = [e for part in parts for e in part.data()]
        ids = [m.id for part in parts for m in part.messages if m.event == "message"]
        assert ids == [e["seq"] for e in received]
        _assert_exact(received, events_of(client, game.pk))
        # Nobody's stream shows anyone else's cards (the events endpoint's redaction).
        mine = {"alice": "0", "bob": "1", "watcher": None}[name]
        for event in received:
            if event["type"] == "dealt":
                assert set(event["hands"]) <= ({mine} if mine else set()), (name, event)
            if event["type"] == "seed_revealed":
                assert event is received[-1]
    # The AI seat's moves (played by the worker) came through the streams like the others.
    assert any(e.get("seat") == 2 and e["type"] == "card_played"
               for e in streams["watcher"].data() + resumed["watcher"].data())
    assert alice_parts[0].comments >= 1  # ": stream" opens each one; heartbeats follow


def test_a_timeout_settled_by_the_sweep_reaches_the_stream(site, client_factory):
    alice, bob = client_factory(), client_factory()
    game = services.game_create(user=alice.user, max_players=2, turn_time_limit=1)
    services.game_join(game_id=game.pk, user=bob.user)
    stream = sse_open(site.url, f"/api/v1/games/{game.pk}/stream",
                      {"Authorization": token_of(bob)})
    assert stream.status == 200
    services.game_start(game_id=game.pk, user=alice.user)
    # Nobody moves: the sweep (beat, every second) plays for whoever's deadline passed.
    stream.wait(lambda s: any(e["type"] == "timeout" for e in s.data()), timeout=30,
                what="the sweep's timeout on the stream")
    stream.wait(lambda s: s.comments >= 2, timeout=10, what="a heartbeat")
    stream.close()
    got = stream.data()
    assert got == events_of(bob, game.pk)[:len(got)]


def test_refusals_come_in_the_error_shape(site, client_factory):
    alice, outsider = client_factory(), client_factory()
    game = services.game_create(user=alice.user, max_players=2, visibility="private")
    path = f"/api/v1/games/{game.pk}/stream"
    refused = sse_open(site.url, path)
    assert refused.status == 401
    assert b'"not_authenticated"' in refused.body
    hidden = sse_open(site.url, path, {"Authorization": token_of(outsider)})
    assert hidden.status == 404 and b'"game_not_found"' in hidden.body
    bad = sse_open(site.url, f"{path}?after=x", {"Authorization": token_of(alice)})
    assert bad.status == 400 and b'"invalid"' in bad.body
    # Found from outside: superscript digits passed str.isdigit() and int() refused them: 500.
    # And ?after= given empty is refused as GET /events refuses it.
    for query, header in (("?after=%C2%B2", {}), ("", {"Last-Event-ID": "\u00b2"}),
                          ("?after=%D9%A3", {}), ("?after=", {})):
        bad = sse_open(site.url, f"{path}{query}", {"Authorization": token_of(alice), **header})
        assert bad.status == 400 and b'"invalid"' in bad.body, (query, header, bad.body)


def test_a_cursor_past_the_end_is_taken_as_the_end_not_a_reason_to_skip(site, client_factory):
    """As GET /events answers the real last seq for a cursor past the end, a stream opened with
    one starts at the real end: a cursor from elsewhere (another game, a restored database) must
    not make it drop the events still to come until their seq passes it."""
    alice, bob = client_factory(), client_factory()
    game = services.game_create(user=alice.user, max_players=2)
    services.game_join(game_id=game.pk, user=bob.user)
    last = GameEvent.objects.filter(game=game).count()
    path = f"/api/v1/games/{game.pk}/stream"
    stream = sse_open(site.url, path, {"Authorization": token_of(alice),
                                       "Last-Event-ID": str(last + 40)})
    assert stream.status == 200
    services.game_start(game_id=game.pk, user=alice.user)
    stream.wait(lambda s: any(e["type"] == "dealt" for e in s.data()), what="the deal")
    stream.close()
    assert stream.data()[0]["seq"] == last + 1
    assert stream.data() == events_of(alice, game.pk, after=last)[:len(stream.data())]


def test_a_stream_follows_its_viewer_to_a_new_seat_when_the_lobby_renumbers(site,
                                                                           client_factory):
    alice, bob, carol, dave = (client_factory() for _ in range(4))
    game = services.game_create(user=alice.user, max_players=3)
    services.game_join(game_id=game.pk, user=bob.user)
    services.game_join(game_id=game.pk, user=carol.user)
    stream = sse_open(site.url, f"/api/v1/games/{game.pk}/stream",
                      {"Authorization": token_of(carol)})  # carol is seat 2
    stream.wait(lambda s: len(s.data()) >= 3, what="the lobby's events")
    services.game_leave(game_id=game.pk, user=bob.user)  # carol becomes seat 1
    services.game_join(game_id=game.pk, user=dave.user)  # dave takes seat 2
    services.game_start(game_id=game.pk, user=alice.user)
    stream.wait(lambda s: any(e["type"] == "dealt" for e in s.data()), what="the deal")
    stream.close()
    dealt = next(e for e in stream.data() if e["type"] == "dealt")
    assert list(dealt["hands"]) == ["1"], dealt  # carol's own cards, never dave's
    assert stream.data() == events_of(carol, game.pk)[:len(stream.data())]


def test_without_redis_a_stream_reads_the_event_table(site, client_factory):
    """The embedded default (no REDIS_URL): nothing is published, each stream polls."""
    from tests.asgi_server import AsgiServer

    plain = AsgiServer(site.procs, REDIS_URL="", WHIST_STREAM_POLL_SECONDS="0.2")
    try:
        alice, bob = client_factory(), client_factory()
        game = services.game_create(user=alice.user, max_players=2)
        services.game_join(game_id=game.pk, user=bob.user)
        stream = sse_open(plain.url, f"/api/v1/games/{game.pk}/stream",
                          {"Authorization": token_of(alice)})
        assert stream.status == 200
        services.game_start(game_id=game.pk, user=alice.user)
        _play_until([alice, bob], game.pk, lambda: len(stream.data()) >= 10)
        stream.close()
        assert stream.data() == events_of(alice, game.pk)[:len(stream.data())]
    finally:
        plain.stop()
