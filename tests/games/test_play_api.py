"""End-to-end: registered players play whole games through the API."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


def test_four_players_play_a_seeded_game_to_the_end(table_factory):
    table = table_factory(players=4, seed="e2e-seed-1")
    final = table.play_out()
    assert final["status"] == "finished"
    positions = [s["position"] for s in final["seats"]]
    assert sorted(positions)[0] == 1 and positions.count(1) == 1
    assert final["game"]["winner"] == positions.index(1)
    assert final["seed"] == "e2e-seed-1"


def test_the_readme_api_tour(api_client, client_factory):
    """The API tour's curl walkthrough (docs/client-developers/api-guide.md), step by step,
    through the same endpoints."""
    from rest_framework.test import APIClient

    from games import services
    from tests.games.helpers import first_legal

    registered = api_client.post("/api/v1/auth/register",
                                 {"username": "alice", "password": "correct-horse-battery"},
                                 format="json")
    assert registered.status_code == 201 and registered.json()["token"]
    token = api_client.post("/api/v1/auth/token",
                            {"username": "alice", "password": "correct-horse-battery"},
                            format="json").json()["token"]
    alice = APIClient()
    alice.credentials(HTTP_AUTHORIZATION=f"Token {token}")

    created = alice.post("/api/v1/games", {"max_players": 3, "preset": "pagat",
                                           "options": {"dogs_life": True},
                                           "turn_time_limit": 86400, "visibility": "private"},
                         format="json", headers={"Idempotency-Key": "5b3c6c1e-create"})
    assert created.status_code == 201
    game = created.json()
    assert game["version"] == 1 and game["invite_code"] and game["game"] is None
    url = f"/api/v1/games/{game['id']}"
    assert alice.post(f"{url}/ai-seats", {"level": "heuristic"}, format="json"
                      ).status_code == 200
    bob = client_factory()
    assert bob.post("/api/v1/games/join", {"invite_code": game["invite_code"]},
                    format="json").status_code == 200
    started = alice.post(f"{url}/start", {}, format="json")
    assert started.status_code == 200 and started.json()["status"] == "active"

    clients = {0: alice, 2: bob}
    last_seq = 0
    for _ in range(6):
        view = alice.get(url).json()
        seat = view["game"]["to_act"]
        if seat == 1:  # the AI seat: a worker would do this; here a fixed chooser does
            services.server_action_apply(game_id=game["id"], expected_version=view["version"],
                                         choose=first_legal)
            continue
        mine = clients[seat].get(url)
        assert mine["ETag"] and clients[seat].get(
            url, headers={"If-None-Match": mine["ETag"]}).status_code == 304
        body = mine.json()
        acted = clients[seat].post(f"{url}/actions",
                                   {"action": body["game"]["legal_actions"][0],
                                    "expected_version": body["version"]},
                                   format="json",
                                   headers={"Idempotency-Key": f"m{body['version']}"})
        assert acted.status_code == 200 and acted.json()["version"] == body["version"] + 1
        news = alice.get(f"{url}/events?after={last_seq}").json()
        assert news["events"] and news["last_seq"] > last_seq
        last_seq = news["last_seq"]
    record = alice.get(f"{url}/record").json()
    assert record["format"] == "kowhist-record" and record["seed"] is None
    home = alice.get("/api/v1/games?status=active").json()
    assert [g["id"] for g in home["results"]] == [game["id"]]
