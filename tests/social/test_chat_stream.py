"""Table talk on the game stream, against a real ASGI server, Redis pub/sub and a Celery worker
and beat: each message reaches exactly the readers of its room, in the order it was said, as
``event: chat`` frames between the game's numbered events (which it does not renumber), and
never reaches a reader who muted or blocked its author."""

from __future__ import annotations

from typing import Any

import pytest

from games import services
from tests.asgi_server import Sse, sse_open
from tests.live.conftest import events_of, live_site, site, token_of  # noqa: F401 - fixtures

pytestmark = pytest.mark.django_db(transaction=True)


def _talk(stream: Sse) -> list[tuple[str, str]]:
    return [(m.json()["username"], m.json()["text"]) for m in stream.messages
            if m.event == "chat"]


def test_talk_reaches_the_right_readers_in_order_over_the_stream(site, client_factory):  # noqa: F811
    alice, bob, carol = client_factory(), client_factory(), client_factory()
    watcher, muter = client_factory(), client_factory()
    game = services.game_create(user=alice.user, max_players=3)
    for player in (bob, carol):
        services.game_join(game_id=game.pk, user=player.user)
    services.game_start(game_id=game.pk, user=alice.user)
    bob.post("/api/v1/me/muted", {"username": carol.user.username}, format="json")
    alice.post("/api/v1/me/blocked", {"username": carol.user.username}, format="json")
    muter.post("/api/v1/me/muted", {"username": watcher.user.username}, format="json")

    path = f"/api/v1/games/{game.pk}/stream"
    clients = {"alice": alice, "bob": bob, "carol": carol, "watcher": watcher, "muter": muter}
    streams = {name: sse_open(site.url, path, {"Authorization": token_of(client)})
               for name, client in clients.items()}
    for stream in streams.values():
        assert stream.status == 200, stream.body
        stream.wait(lambda s: len(s.data()) >= 1, what="the backlog")

    said: list[tuple[Any, dict[str, str]]] = [
        (alice, {"phrase": "good_luck"}), (watcher, {"text": "Here we go"}),
        (carol, {"text": "Thanks, you too"}), (muter, {"phrase": "hello"}),
        (bob, {"phrase": "slow_today"}), (watcher, {"text": "Nice lead"})]
    for n, (client, body) in enumerate(said):
        answer = client.post(f"/api/v1/games/{game.pk}/chat", body, format="json")
        assert answer.status_code == 201, answer.content
        if n == 2:  # a move between the words: the game's events keep their numbers
            view = alice.get(f"/api/v1/games/{game.pk}").json()
            seat = view["game"]["to_act"]
            mover = [alice, bob, carol][seat]
            mine = mover.get(f"/api/v1/games/{game.pk}").json()
            assert mover.post(f"/api/v1/games/{game.pk}/actions", {
                "action": mine["game"]["legal_actions"][0],
                "expected_version": mine["version"]}, format="json").status_code == 200

    a, b, c = (x.user.username for x in (alice, bob, carol))
    w, m = watcher.user.username, muter.user.username
    expected = {
        "alice": [(a, "Good luck"), (b, "Sorry, slow today")],  # carol blocked
        "bob": [(a, "Good luck"), (b, "Sorry, slow today")],  # carol muted
        "carol": [(a, "Good luck"), (c, "Thanks, you too"), (b, "Sorry, slow today")],
        "watcher": [(w, "Here we go"), (m, "Hello!"), (w, "Nice lead")],
        "muter": [(m, "Hello!")],  # the watcher muted
    }
    for name, stream in streams.items():
        stream.wait(lambda s, n=name: len(_talk(s)) >= len(expected[n]),
                    what=f"{name}'s talk")
    # The last message everyone should get has arrived; anything wrongly sent would be there.
    streams["watcher"].wait(lambda s: _talk(s)[-1:] == [(w, "Nice lead")], what="the end")
    for name, stream in streams.items():
        stream.close()
        assert _talk(stream) == expected[name], name
        # The numbered events are exactly the game's, as its events endpoint gives them.
        assert stream.data() == events_of(clients[name], game.pk), name
        assert all(msg.id is None for msg in stream.messages if msg.event == "chat")
    # What the stream carried is what the chat endpoint gives each reader, field for field.
    for name, client in clients.items():
        read = client.get(f"/api/v1/games/{game.pk}/chat").json()["messages"]
        assert [msg.json() for msg in streams[name].messages if msg.event == "chat"] == read


def test_a_spectator_stream_shows_the_play_one_trick_late(site, client_factory):  # noqa: F811
    """Each card reaches a player's stream as it is played; a spectator's stream holds the
    trick back until it is won, then gives its cards and its winner together, in seq order."""
    alice, bob, watcher = client_factory(), client_factory(), client_factory()
    game = services.game_create(user=alice.user, max_players=2, spectators_trick_late=True)
    services.game_join(game_id=game.pk, user=bob.user)
    services.game_start(game_id=game.pk, user=alice.user)
    path = f"/api/v1/games/{game.pk}/stream"
    player = sse_open(site.url, path, {"Authorization": token_of(alice)})
    spectator = sse_open(site.url, path, {"Authorization": token_of(watcher)})
    for stream in (player, spectator):
        stream.wait(lambda s: len(s.data()) >= 1, what="the backlog")

    def play_one() -> None:
        view = alice.get(f"/api/v1/games/{game.pk}").json()
        mover = [alice, bob][view["game"]["to_act"]]
        mine = mover.get(f"/api/v1/games/{game.pk}").json()
        assert mover.post(f"/api/v1/games/{game.pk}/actions", {
            "action": mine["game"]["legal_actions"][0],
            "expected_version": mine["version"]}, format="json").status_code == 200

    def cards(stream: Sse) -> int:
        return sum(1 for e in stream.data() if e["type"] == "card_played")

    play_one()  # the lead
    player.wait(lambda s: cards(s) == 1, what="the lead on the player's stream")
    # Something the spectator may see happens after the lead: the talk comes through at once.
    watcher.post(f"/api/v1/games/{game.pk}/chat", {"phrase": "hello"}, format="json")
    spectator.wait(lambda s: len(_talk(s)) == 1, what="the spectator's talk")
    assert cards(spectator) == 0
    play_one()  # the trick is complete and won
    spectator.wait(lambda s: any(e["type"] == "trick_won" for e in s.data()),
                   what="the trick on the spectator's stream")
    assert cards(spectator) == 2
    seqs = [e["seq"] for e in spectator.data()]
    assert seqs == sorted(set(seqs))
    player.close()
    spectator.close()
    assert spectator.data() == events_of(watcher, game.pk)


def test_the_worker_prunes_talk_30_days_after_the_game(site, client_factory):  # noqa: F811
    """The prune task (beat runs it hourly) is the worker's: sent to it here, it deletes the
    talk of a game over for more than WHIST_CHAT_DAYS and keeps a running game's."""
    from datetime import timedelta

    from django.db import close_old_connections
    from django.utils import timezone

    from core.task_send import task_send
    from games.models import Game
    from social.models import ChatMessage
    from social.task_names import CHAT_PRUNE_TASK
    from tests.celery_worker import wait_for

    alice, bob = client_factory(), client_factory()
    games = []
    for _ in range(2):
        game = services.game_create(user=alice.user, max_players=2)
        services.game_join(game_id=game.pk, user=bob.user)
        services.game_start(game_id=game.pk, user=alice.user)
        alice.post(f"/api/v1/games/{game.pk}/chat", {"phrase": "good_game"}, format="json")
        games.append(game.pk)
    Game.objects.filter(pk=games[0]).update(status="finished",
                                            finished_at=timezone.now() - timedelta(days=31))
    task_send(CHAT_PRUNE_TASK)

    def left() -> list[int]:
        close_old_connections()
        return list(ChatMessage.objects.values_list("game_id", flat=True))

    wait_for(lambda: left() == [games[1]], timeout=30, message="the worker's prune")
