"""Idempotency-Key: a retry with the same key and body gets the first answer and applies nothing
again (the concurrent case is in test_races.py)."""

from __future__ import annotations

import pytest

from games.models import GameAction, IdempotencyRecord
from tests.games.helpers import assert_error, footprint

pytestmark = pytest.mark.django_db


def test_a_retried_action_returns_the_first_response_and_applies_once(table_factory):
    table = table_factory(players=3, seed="idem-1")
    view = table.view(0)
    seat, version = view["game"]["to_act"], view["version"]
    action = table.view(seat)["game"]["legal_actions"][0]

    first = table.act(seat, action, version, **{"Idempotency-Key": "retry-1"})
    assert first.status_code == 200, first.content
    assert first["Idempotency-Replayed"] == "false"
    after_first = footprint(table.game_id)
    assert after_first["version"] == version + 1 and after_first["actions"] == 1

    for _ in range(2):
        retry = table.act(seat, action, version, **{"Idempotency-Key": "retry-1"})
        assert retry.status_code == 200
        assert retry["Idempotency-Replayed"] == "true"
        assert retry.json() == first.json()
        assert retry["ETag"] == first["ETag"]  # a client caching by ETag sees the same answer
    assert footprint(table.game_id) == after_first
    assert GameAction.objects.filter(game_id=table.game_id).count() == 1

    # Without the key the same request is a new one, and now a stale one.
    assert_error(table.act(seat, action, version), 409, "stale_version")


def test_an_error_is_replayed_too_and_keys_belong_to_their_user(table_factory):
    table = table_factory(players=2, seed="idem-2")
    view = table.view(0)
    seat, version = view["game"]["to_act"], view["version"]
    other = 1 - seat
    refused = table.act(other, {"type": "play", "card": "2C"}, version,
                        **{"Idempotency-Key": "same-key"})
    assert_error(refused, 409, "not_your_turn")
    again = table.act(other, {"type": "play", "card": "2C"}, version,
                      **{"Idempotency-Key": "same-key"})
    assert again.status_code == 409 and again.json() == refused.json()
    assert again["Idempotency-Replayed"] == "true"

    # Another user may use the same key for their own request.
    action = table.view(seat)["game"]["legal_actions"][0]
    mine = table.act(seat, action, version, **{"Idempotency-Key": "same-key"})
    assert mine.status_code == 200 and mine["Idempotency-Replayed"] == "false"
    assert IdempotencyRecord.objects.filter(key="same-key").count() == 2


def test_a_retried_create_makes_one_game(client_factory):
    client = client_factory()
    body = {"max_players": 3, "visibility": "private"}
    first = client.post("/api/v1/games", body, format="json",
                        headers={"Idempotency-Key": "create-1"})
    second = client.post("/api/v1/games", body, format="json",
                         headers={"Idempotency-Key": "create-1"})
    assert first.status_code == second.status_code == 201
    assert second.json()["id"] == first.json()["id"]
    assert second.json()["invite_code"] == first.json()["invite_code"]
    assert client.get("/api/v1/games").json()["count"] == 1


def test_a_retried_join_and_resign_apply_once(table_factory, client_factory):
    from games import services

    lobby = services.game_create(user=client_factory().user, max_players=3)
    newcomer = client_factory()
    url = f"/api/v1/games/{lobby.pk}/join"
    responses = [newcomer.post(url, {}, format="json", headers={"Idempotency-Key": "j"})
                 for _ in range(2)]
    assert [r.status_code for r in responses] == [200, 200]
    assert responses[1]["Idempotency-Replayed"] == "true"
    assert [s[1] for s in footprint(lobby.pk)["seats"]][1:] == [newcomer.user.pk]

    table = table_factory(players=3, seed="idem-resign")
    resigns = [table.clients[2].post(table.url("/resign"), {}, format="json",
                                     headers={"Idempotency-Key": "r"}) for _ in range(2)]
    assert [r.status_code for r in resigns] == [200, 200], resigns[0].content
    assert resigns[0].json() == resigns[1].json()
    assert GameAction.objects.filter(game_id=table.game_id, action__type="resign").count() == 1


REPLAY_HEADERS = ("Cache-Control", "ETag", "Content-Type", "Retry-After", "WWW-Authenticate")


@pytest.mark.parametrize("endpoint", ["actions", "create"])
def test_a_replay_carries_the_headers_of_the_first_response(table_factory, endpoint):
    """The view holds the player's hand: a replay must not lose ``Cache-Control: private,
    no-cache`` and so become storable by a shared cache."""
    table = table_factory(players=2, seed="idem-headers")
    client = table.clients[0]
    if endpoint == "actions":
        seat = table.view(0)["game"]["to_act"]
        view = table.view(seat)
        client = table.clients[seat]

        def send():
            return table.act(seat, view["game"]["legal_actions"][0], view["version"],
                             **{"Idempotency-Key": "headers-1"})
    else:
        def send():
            return client.post("/api/v1/games", {"max_players": 3}, format="json",
                               headers={"Idempotency-Key": "headers-2"})
    first, replay = send(), send()
    assert replay["Idempotency-Replayed"] == "true"
    assert first["Cache-Control"] == "private, no-cache"
    for name in REPLAY_HEADERS:
        assert replay.get(name) == first.get(name), name


def test_records_expire_after_their_hours_in_batches_and_the_key_is_new_again(
        table_factory, settings):
    """Storage stays bounded: a game leaves one record per keyed move, and they go."""
    from datetime import timedelta

    from django.utils import timezone

    from games import services
    from games.tasks import idempotency_records_expire

    table = table_factory(players=2, seed="idem-expire")
    for n in range(5):
        seat = table.view(0)["game"]["to_act"]
        view = table.view(seat)
        assert table.act(seat, view["game"]["legal_actions"][0], view["version"],
                         **{"Idempotency-Key": f"expire-{n}"}).status_code == 200
    assert IdempotencyRecord.objects.count() == 5
    old = timezone.now() - timedelta(hours=settings.WHIST_IDEMPOTENCY_HOURS, minutes=1)
    IdempotencyRecord.objects.filter(key__in=["expire-0", "expire-1", "expire-2"]).update(
        created_at=old)
    assert services.idempotency_records_expire(batch=2) == 2  # oldest first, a batch at most
    assert idempotency_records_expire.run(batch=2) == 1  # the task loops until none is left
    assert sorted(IdempotencyRecord.objects.values_list("key", flat=True)) == [
        "expire-3", "expire-4"]
