"""Watching: anyone signed in watches a public game (the public view, events and record, which
never show a hand), and a rated game may show its spectators the play one trick late: they see
the game exactly as it was when its last trick ended (or its deal began), every field of it,
until the trick being played is won and the next one begins.  Its players see everything as it
happens."""

from __future__ import annotations

import pytest

from tests.games.helpers import assert_error

pytestmark = pytest.mark.django_db


def _play_one(table):
    """Whoever is to act plays their first legal card."""
    view = table.view(0)
    seat = view["game"]["to_act"]
    mine = table.view(seat)
    answer = table.act(seat, mine["game"]["legal_actions"][0], mine["version"])
    assert answer.status_code == 200, answer.content
    return seat, mine["game"]["legal_actions"][0]["card"]


def _events(client, game_id):
    return client.get(f"/api/v1/games/{game_id}/events?after=0").json()


def test_a_spectator_sees_the_play_one_trick_late_when_the_game_says_so(table_factory,
                                                                       client_factory):
    table = table_factory(players=3, spectators_trick_late=True)
    watcher = client_factory()
    before = watcher.get(table.url()).json()
    assert before["spectators_trick_late"] is True
    leader, card = _play_one(table)
    second, _ = _play_one(table)

    seen = watcher.get(table.url()).json()
    assert seen == before  # the table as it was before the trick's first card, all of it
    assert seen["game"]["trick"] == []
    assert seen["game"]["to_act"] == leader
    assert seen["game"]["hand_counts"] == before["game"]["hand_counts"]
    assert [s["hand_count"] for s in seen["seats"]] == [s["hand_count"]
                                                        for s in before["seats"]]
    [row] = [g for g in watcher.get("/api/v1/games/live").json()["results"]
             if g["id"] == table.game_id]
    assert row["to_act"] == leader  # as when the trick began: the leader to play
    page = _events(watcher, table.game_id)
    assert not [e for e in page["events"] if e["type"] == "card_played"]
    assert page["last_seq"] == seen["last_seq"] == before["last_seq"]
    record = watcher.get(table.url("/record")).json()
    assert all(not d["tricks"] for d in record["deals"])
    assert not [e for e in record["events"] if e["type"] == "card_played"]
    assert not [a for a in record["actions"] if a["action"].get("type") == "play"]
    # The players see the trick as it is played.
    mine = table.view(0)
    assert [p["seat"] for p in mine["game"]["trick"]] == [leader, second]
    assert [e for e in _events(table.clients[0], table.game_id)["events"]
            if e["type"] == "card_played"][0]["card"] == card

    _play_one(table)  # the trick is complete: it is won, and the next one begins
    seen = watcher.get(table.url()).json()
    played = [e for e in _events(watcher, table.game_id)["events"] if e["type"] == "card_played"]
    assert [e["seat"] for e in played][:1] == [leader] and len(played) == 3
    assert seen["last_seq"] == table.view(0)["last_seq"]
    assert len(seen["game"]["completed_tricks"]) == 1


def test_without_the_option_a_spectator_sees_each_card_as_it_is_played(table_factory,
                                                                       client_factory):
    table = table_factory(players=3)
    watcher = client_factory()
    leader, card = _play_one(table)
    assert watcher.get(table.url()).json()["game"]["trick"] == [{"seat": leader, "card": card}]


def test_the_option_is_set_when_creating_the_game_and_is_a_boolean(client_factory):
    creator = client_factory()
    made = creator.post("/api/v1/games", {"max_players": 3, "spectators_trick_late": True},
                        format="json")
    assert made.status_code == 201 and made.json()["spectators_trick_late"] is True
    wrong = creator.post("/api/v1/games", {"max_players": 3, "spectators_trick_late": 2},
                         format="json")
    assert "spectators_trick_late" in assert_error(wrong, 400, "invalid")["details"]

