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
