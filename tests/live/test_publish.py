"""Publishing after the commit only, notifications numbered per user in the move's statement,
and their pruning."""

from __future__ import annotations

import json
import time
from datetime import timedelta

import pytest
import redis
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games import services
from games.models import GameEvent
from live import bus
from live.models import Notification, StreamTicket
from live.notify import notifications_prune
from live.tickets import ticket_create

pytestmark = pytest.mark.django_db(transaction=True)


def _messages(pubsub: redis.client.PubSub, seconds: float = 0.5) -> list[dict]:
    found, stop = [], time.monotonic() + seconds
    while time.monotonic() < stop:
        message = pubsub.get_message(timeout=0.05)
        if message and message["type"] == "pmessage":
            found.append(json.loads(message["data"]))
    return found


class Boom(Exception):
    pass


def test_a_move_publishes_after_its_commit_and_a_rolled_back_one_never(client_factory):
    alice, bob = client_factory(), client_factory()
    game = services.game_create(user=alice.user, max_players=2)
    services.game_join(game_id=game.pk, user=bob.user)
    services.game_start(game_id=game.pk, user=alice.user)
    pubsub = redis.Redis.from_url(settings.REDIS_URL).pubsub()
    pubsub.psubscribe(bus.prefix() + "*")
    _messages(pubsub, 0.2)
    view = alice.get(f"/api/v1/games/{game.pk}").json()
    mover = alice if view["game"]["is_my_turn"] else bob
    view = mover.get(f"/api/v1/games/{game.pk}").json()
    notes_before = Notification.objects.count()
    last_seq = GameEvent.objects.filter(game=game).order_by("-seq").first().seq

    with pytest.raises(Boom), transaction.atomic():
        services.action_apply(game_id=game.pk, user=mover.user,
                              action=view["game"]["legal_actions"][0],
                              expected_version=view["version"])
        raise Boom
    assert _messages(pubsub) == []
    assert Notification.objects.count() == notes_before

    response = mover.post(f"/api/v1/games/{game.pk}/actions", {
        "action": view["game"]["legal_actions"][0], "expected_version": view["version"]},
        format="json")
    assert response.status_code == 200
    published = _messages(pubsub)
    events = [m for m in published if "events" in m]
    assert len(events) == 1
    assert events[0]["events"] == [
        {"seq": e.seq, "at": bus.iso(e.created_at), "data": e.data}
        for e in GameEvent.objects.filter(game=game, seq__gt=last_seq).order_by("seq")]
    assert events[0]["events"][0]["seq"] == last_seq + 1
    turns = [m for m in published if m.get("type") == "your_turn"]
    assert len(turns) == 1 and turns[0]["version"] == response.json()["version"]
    other = bob if mover is alice else alice
    row = Notification.objects.get(user=other.user, seq=turns[0]["seq"])
    assert row.type == "your_turn" and row.data["game_id"] == game.pk
    # Numbered per user: 1, 2, ... without gaps.
    seqs = list(Notification.objects.filter(user=other.user).order_by("seq")
                .values_list("seq", flat=True))
    assert seqs == list(range(1, len(seqs) + 1))
    pubsub.close()


def test_old_notifications_and_spent_tickets_are_pruned(client_factory, settings):
    alice = client_factory()
    game = services.game_create(user=alice.user, max_players=2)
    services.ai_seat_add(game_id=game.pk, user=alice.user, level="random")
    services.game_start(game_id=game.pk, user=alice.user)
    assert Notification.objects.filter(user=alice.user).exists()
    Notification.objects.filter(user=alice.user, seq=1).update(
        created_at=timezone.now() - timedelta(days=settings.WHIST_NOTIFICATION_DAYS, hours=1))
    ticket_create(user_id=alice.user.pk)
    StreamTicket.objects.update(expires_at=timezone.now() - timedelta(seconds=1))
    kept = Notification.objects.filter(user=alice.user).count() - 1
    assert notifications_prune() == 1
    assert Notification.objects.filter(user=alice.user).count() == kept
    assert not StreamTicket.objects.exists()


def test_lobby_changes_are_told_to_the_organiser_and_a_rematch_invites(client_factory):
    alice, bob, carol = client_factory(), client_factory(), client_factory()
    game = services.game_create(user=alice.user, max_players=3)
    services.game_join(game_id=game.pk, user=bob.user)
    services.game_join(game_id=game.pk, user=carol.user)
    services.game_leave(game_id=game.pk, user=bob.user)

    def told(client):
        return [(n["type"], n.get("user_id"), n.get("seat"))
                for n in client.get("/api/v1/notifications?after=0").json()["results"]]

    assert told(alice) == [("seat_taken", bob.user.pk, 1), ("seat_taken", carol.user.pk, 2),
                           ("seat_left", bob.user.pk, 1)]
    assert told(bob) == [] and told(carol) == []
    services.game_leave(game_id=game.pk, user=alice.user)  # the organiser cancels it
    assert [n["type"] for n in carol.get("/api/v1/notifications").json()["results"]] == \
        ["game_cancelled"]

    finished = services.game_create(user=alice.user, max_players=2, seed="rematch-1")
    services.game_join(game_id=finished.pk, user=bob.user)
    services.game_start(game_id=finished.pk, user=alice.user)
    from tests.games.conftest import Table

    Table(finished.pk, [alice, bob]).play_out()
    new = services.game_rematch(game_id=finished.pk, user=alice.user)
    invited = [n for n in bob.get("/api/v1/notifications").json()["results"]
               if n["type"] == "invited"]
    assert [(n["game_id"], n["rematch_of"], n["by"]) for n in invited] == \
        [(new.pk, finished.pk, alice.user.pk)]


def test_a_move_s_events_and_notifications_go_to_redis_in_one_round_trip(client_factory,
                                                                         monkeypatch):
    alice, bob = client_factory(), client_factory()
    game = services.game_create(user=alice.user, max_players=2)
    services.game_join(game_id=game.pk, user=bob.user)
    services.game_start(game_id=game.pk, user=alice.user)
    view = alice.get(f"/api/v1/games/{game.pk}").json()
    mover = alice if view["game"]["is_my_turn"] else bob
    view = mover.get(f"/api/v1/games/{game.pk}").json()
    pipelines: list[list[str]] = []
    execute = redis.client.Pipeline.execute

    def spied(self, *args, **kwargs):
        pipelines.append([str(command[0][0]) for command in self.command_stack])
        return execute(self, *args, **kwargs)

    monkeypatch.setattr(redis.client.Pipeline, "execute", spied)
    response = mover.post(f"/api/v1/games/{game.pk}/actions",
                          {"action": view["game"]["legal_actions"][0],
                           "expected_version": view["version"]}, format="json")
    monkeypatch.undo()
    assert response.status_code == 200
    publishing = [names for names in pipelines if "PUBLISH" in names]
    assert len(publishing) == 1
    assert publishing[0].count("PUBLISH") == 2  # the game's events, the next player's turn
