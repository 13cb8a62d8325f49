"""A player's finished games, as a profile page lists them: public games for anyone, a
private game only for those who sat in it or organised it."""

from __future__ import annotations

import pytest

from tests.games.conftest import Table

pytestmark = pytest.mark.django_db


def _finished(table_factory, **create) -> Table:
    table = table_factory(players=2, **create)
    table.play_out()
    return table


def test_a_players_finished_games_most_recent_first(table_factory, client_factory):
    public = _finished(table_factory, seed="pg-1")
    private = _finished(table_factory, seed="pg-2", visibility="private")
    player = public.clients[0].user
    running = table_factory(players=2, seed="pg-3")
    stranger = client_factory()
    url = f"/api/v1/players/{player.pk}/games"
    ids = [g["id"] for g in stranger.get(url).json()["results"]]
    assert ids == [public.game_id]  # not the running one, not someone else's private one
    own = [g["id"] for g in private.clients[0].get(
        f"/api/v1/players/{private.clients[0].user.pk}/games").json()["results"]]
    assert own == [private.game_id]
    seen_by_stranger = stranger.get(
        f"/api/v1/players/{private.clients[0].user.pk}/games").json()
    assert seen_by_stranger["count"] == 0
    assert running.game_id not in ids


def test_a_listed_game_says_the_rules_it_was_played_by(table_factory, client_factory):
    """A classic game to 3 points of a preset whose game is 5: the row says 3, as the game
    did (a profile said "game of 5")."""
    table = table_factory(players=4, preset="classic", options={"game_points": 3}, seed="pg-4")
    row = table.clients[0].get("/api/v1/games").json()["results"][0]
    assert row["id"] == table.game_id
    assert row["preset"] == "classic" and row["options"]["game_points"] == 3
