"""A game played in a league season counts toward its table, by the league's rules.

As specified: "A game created in a league and season counts toward its table when it finishes."
"""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from tests.games.conftest import Table

pytestmark = pytest.mark.django_db


def test_a_league_game_plays_by_league_rules_and_fills_the_season_table(client_factory):
    owner, member = client_factory(), client_factory()
    league = owner.post("/api/v1/leagues", {"name": "Friday club", "rules_preset": "encyclopedia",
                                            "options": {"start_hand_size": 4}},
                        format="json")
    assert league.status_code == 201, league.content
    league = league.json()
    joined = member.post("/api/v1/leagues/join", {"invite_code": league["invite_code"]},
                         format="json")
    assert joined.status_code == 201, joined.content
    today = date.today()
    season = owner.post(f"/api/v1/leagues/{league['id']}/seasons",
                        {"name": "Autumn", "starts_on": str(today - timedelta(days=1)),
                         "ends_on": str(today + timedelta(days=30))}, format="json")
    assert season.status_code == 201, season.content

    created = owner.post("/api/v1/games", {"max_players": 2, "league_id": league["id"],
                                           "preset": "pagat"}, format="json")
    assert created.status_code == 201, created.content
    game = created.json()
    assert game["season_id"] == season.json()["id"]
    assert game["preset"] == "encyclopedia" and game["options"]["start_hand_size"] == 4
    assert member.post(f"/api/v1/games/{game['id']}/join", {}, format="json").status_code == 200
    assert owner.post(f"/api/v1/games/{game['id']}/start", {}, format="json").status_code == 200
    final = Table(game["id"], [owner, member]).play_out()
    assert final["status"] == "finished"

    table = owner.get(f"/api/v1/leagues/{league['id']}/seasons/{season.json()['id']}/table")
    assert table.status_code == 200, table.content
    rows = {r["user_id"] if "user_id" in r else r["player"]["id"]: r
            for r in table.json()["results"]}
    winner_user = final["seats"][final["game"]["winner"]]["user_id"]
    assert rows[winner_user]["played"] == 1 and rows[winner_user]["won"] == 1
    # Each player is told the result, and the league result with its season.
    for client in (owner, member):
        told = client.get("/api/v1/notifications").json()["results"]
        seat = next(s for s in final["seats"] if s["user_id"] == client.user.pk)
        finished = [n for n in told if n["type"] == "game_finished"]
        league_result = [n for n in told if n["type"] == "league_result"]
        assert [(n["game_id"], n["position"]) for n in finished] == \
            [(game["id"], seat["position"])]
        assert [(n["season_id"], n["position"]) for n in league_result] == \
            [(season.json()["id"], seat["position"])]


def test_a_stranger_cannot_create_a_game_in_a_league(client_factory):
    owner, stranger = client_factory(), client_factory()
    league = owner.post("/api/v1/leagues", {"name": "Closed"}, format="json").json()
    response = stranger.post("/api/v1/games", {"max_players": 2, "league_id": league["id"]},
                             format="json")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "league_not_found"
