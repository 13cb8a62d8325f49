"""Lobby scenarios: create, list, join (by id or invite code), leave, AI seats, start, rematch."""

from __future__ import annotations

import pytest

from games.models import Game, GameStatus
from tests.games.helpers import assert_error, footprint

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games"


def create(client, **body):
    response = client.post(GAMES, {"max_players": 4, **body}, format="json")
    assert response.status_code == 201, response.content
    return response.json()


def test_a_public_lobby_is_created_with_its_creator_in_seat_0_and_is_listed(client_factory):
    alice, bob = client_factory(), client_factory()
    game = create(alice, preset="pagat", options={"dogs_life": False}, turn_time_limit=3600)

    assert game["status"] == "lobby" and game["visibility"] == "public"
    assert game["my_seat"] == 0 and game["game"] is None
    assert [s["user_id"] for s in game["seats"]] == [alice.user.pk]
    assert game["options"]["dogs_life"] is False and game["turn_time_limit"] == 3600
    assert len(game["seed_commitment"]) == 64 and game["seed"] is None
    assert game["invite_code"] is None

    listed = bob.get(f"{GAMES}/open").json()
    assert [g["id"] for g in listed["results"]] == [game["id"]]
    assert listed["results"][0]["seats"][0]["user_id"] == alice.user.pk


def test_a_private_lobby_has_an_invite_code_and_is_never_listed_or_visible(client_factory):
    alice, bob = client_factory(), client_factory()
    game = create(alice, visibility="private")
    assert game["visibility"] == "private" and game["invite_code"]

    assert bob.get(f"{GAMES}/open").json()["results"] == []
    assert_error(bob.get(f"{GAMES}/{game['id']}"), 404, "game_not_found")
    assert_error(bob.post(f"{GAMES}/{game['id']}/join", {}, format="json"), 404,
                 "game_not_found")
    assert_error(bob.post(f"{GAMES}/{game['id']}/join", {"invite_code": "wrong-code"},
                          format="json"), 404, "game_not_found")


@pytest.mark.parametrize("body, code", [
    ({"options": {"start_hand_size": 30}}, "invalid_options"),
    ({"options": {"no_such_rule": True}}, "invalid_options"),
    ({"options": {"dogs_life": "yes"}}, "invalid_options"),
    ({"max_players": 8}, "invalid"),
    ({"max_players": 1}, "invalid"),
    ({"preset": "no_such_preset"}, "invalid"),
    ({"visibility": "secret"}, "invalid"),
    ({"turn_time_limit": 0}, "invalid"),
])
def test_invalid_lobby_options_are_400_and_create_nothing(client_factory, body, code):
    alice = client_factory()
    response = alice.post(GAMES, {"max_players": 4, **body}, format="json")
    error = assert_error(response, 400, code)
    if code == "invalid":
        assert set(error["details"]) <= {"max_players", "preset", "visibility", "turn_time_limit"}
    assert not Game.objects.exists()


def test_join_by_id_and_by_invite_code(client_factory):
    alice, bob, carol = client_factory(), client_factory(), client_factory()
    public = create(alice)
    joined = bob.post(f"{GAMES}/{public['id']}/join", {}, format="json")
    assert joined.status_code == 200, joined.content
    assert joined.json()["my_seat"] == 1 and joined.json()["version"] == public["version"] + 1

    private = create(alice, visibility="private")
    code = private["invite_code"]
    by_code = carol.post(f"{GAMES}/join", {"invite_code": code}, format="json")
    assert by_code.status_code == 200, by_code.content
    assert by_code.json()["id"] == private["id"] and by_code.json()["my_seat"] == 1
    by_id = bob.post(f"{GAMES}/{private['id']}/join", {"invite_code": code}, format="json")
    assert by_id.status_code == 200 and by_id.json()["my_seat"] == 2
    # Now members, they see the game (and its code, to invite others).
    assert bob.get(f"{GAMES}/{private['id']}").json()["invite_code"] == code

    assert_error(carol.post(f"{GAMES}/join", {"invite_code": "nope"}, format="json"), 404,
                 "game_not_found")
    assert_error(carol.post(f"{GAMES}/join", {}, format="json"), 400, "invalid")


def test_a_full_game_and_a_second_seat_are_409_and_change_nothing(client_factory):
    alice, bob, carol = client_factory(), client_factory(), client_factory()
    game = create(alice, max_players=2)
    assert [g["id"] for g in carol.get(f"{GAMES}/open").json()["results"]] == [game["id"]]
    assert bob.post(f"{GAMES}/{game['id']}/join", {}, format="json").status_code == 200
    # A full lobby is no longer offered to anyone.
    assert carol.get(f"{GAMES}/open").json()["results"] == []
    before = footprint(game["id"])

    assert_error(carol.post(f"{GAMES}/{game['id']}/join", {}, format="json"), 409, "game_full")
    assert_error(bob.post(f"{GAMES}/{game['id']}/join", {}, format="json"), 409,
                 "already_seated")
    assert_error(alice.post(f"{GAMES}/{game['id']}/ai-seats", {"level": "random"},
                            format="json"), 409, "game_full")
    assert footprint(game["id"]) == before


def test_leaving_before_the_start_frees_the_seat_and_the_creator_leaving_cancels(
        client_factory):
    alice, bob, carol = client_factory(), client_factory(), client_factory()
    game = create(alice)
    url = f"{GAMES}/{game['id']}"
    bob.post(f"{url}/join", {}, format="json")
    carol.post(f"{url}/join", {}, format="json")

    left = bob.post(f"{url}/leave", {}, format="json")
    assert left.status_code == 200, left.content
    seats = left.json()["seats"]
    assert [(s["index"], s["user_id"]) for s in seats] == [(0, alice.user.pk),
                                                           (1, carol.user.pk)]
    assert left.json()["my_seat"] is None
    assert_error(bob.post(f"{url}/leave", {}, format="json"), 403, "not_a_player")

    cancelled = alice.post(f"{url}/leave", {}, format="json")
    assert cancelled.status_code == 200 and cancelled.json()["status"] == "cancelled"
    assert bob.get(f"{GAMES}/open").json()["results"] == []
    assert_error(bob.post(f"{url}/join", {}, format="json"), 409, "game_not_open")


def test_ai_seats_are_for_the_creator_only_and_need_a_known_level(client_factory):
    alice, bob = client_factory(), client_factory()
    game = create(alice, max_players=3)
    url = f"{GAMES}/{game['id']}/ai-seats"
    bob.post(f"{GAMES}/{game['id']}/join", {}, format="json")
    before = footprint(game["id"])

    assert_error(bob.post(url, {"level": "random"}, format="json"), 403, "not_creator")
    error = assert_error(alice.post(url, {"level": "godlike"}, format="json"), 400, "invalid")
    assert "level" in error["details"]
    assert footprint(game["id"]) == before

    added = alice.post(url, {"level": "expert"}, format="json")
    assert added.status_code == 200, added.content
    ai = added.json()["seats"][2]
    assert ai["is_ai"] and ai["ai_level"] == "expert" and ai["user_id"] is None
    assert ai["server_controlled"]


def test_only_the_creator_starts_with_two_or_more_seats_and_only_once(client_factory):
    alice, bob = client_factory(), client_factory()
    game = create(alice)
    url = f"{GAMES}/{game['id']}"
    assert_error(alice.post(f"{url}/start", {}, format="json"), 409, "not_enough_players")
    bob.post(f"{url}/join", {}, format="json")
    assert_error(bob.post(f"{url}/start", {}, format="json"), 403, "not_creator")
    assert_error(alice.post(f"{url}/start", {"expected_version": 1}, format="json"), 409,
                 "stale_version")

    started = alice.post(f"{url}/start", {}, format="json")
    assert started.status_code == 200, started.content
    view = started.json()
    assert view["status"] == "active" and view["game"]["deal_no"] == 1
    assert len(view["game"]["my_hand"]) == 7 and view["started_at"]
    before = footprint(game["id"])
    assert_error(alice.post(f"{url}/start", {}, format="json"), 409, "game_already_started")
    assert_error(client_factory().post(f"{url}/join", {}, format="json"), 409,
                 "game_already_started")
    assert_error(bob.post(f"{url}/leave", {}, format="json"), 409, "game_already_started")
    assert footprint(game["id"]) == before
    # A started game is no longer open.
    assert client_factory().get(f"{GAMES}/open").json()["results"] == []


def test_a_rematch_is_a_new_lobby_with_the_same_seats_and_options_after_the_finish(
        table_factory):
    table = table_factory(players=3, seed="rematch", options={"start_hand_size": 3})
    bob = table.clients[1]
    assert_error(bob.post(table.url("/rematch"), {}, format="json"), 409, "game_not_finished")
    final = table.play_out()
    assert final["status"] == "finished"

    response = bob.post(table.url("/rematch"), {}, format="json")
    assert response.status_code == 200, response.content
    new = response.json()
    assert new["id"] != table.game_id and new["status"] == "lobby"
    assert new["rematch_of"] == table.game_id and new["my_seat"] == 0
    assert new["options"] == final["options"] and new["max_players"] == final["max_players"]
    assert new["seed_commitment"] != final["seed_commitment"]
    assert sorted(s["user_id"] for s in new["seats"]) == \
        sorted(c.user.pk for c in table.clients)
    # Every player finds it in their games; the old game's version moved (clients notice).
    for client in table.clients:
        mine = client.get(f"{GAMES}?status=lobby").json()["results"]
        assert [g["id"] for g in mine] == [new["id"]]
    assert table.view(0)["version"] == final["version"] + 1


def test_a_stranger_cannot_ask_for_a_rematch(table_factory, client_factory):
    table = table_factory(players=2, seed="rematch-2", options={"start_hand_size": 2})
    table.play_out()
    assert_error(client_factory().post(table.url("/rematch"), {}, format="json"), 403,
                 "not_a_player")


def test_my_games_are_one_request_filtered_by_status_and_turn_and_paginated(table_factory):
    from games import services

    a = table_factory(players=2, seed="mine-a")
    table_factory(players=2, seed="not-mine")  # someone else's game never shows up
    me = a.clients[0]
    lobbies = [services.game_create(user=me.user, max_players=3) for _ in range(21)]

    everything = me.get(GAMES).json()
    assert everything["count"] == 22  # game a and 21 lobbies
    assert len(everything["results"]) == 20 and everything["next"]
    second = me.get(everything["next"]).json()
    assert len(second["results"]) == 2 and second["previous"]
    ids = {g["id"] for g in everything["results"]} | {g["id"] for g in second["results"]}
    assert ids == {a.game_id, *(g.pk for g in lobbies)}

    active = me.get(f"{GAMES}?status=active").json()["results"]
    assert [g["id"] for g in active] == [a.game_id]
    assert active[0]["my_seat"] == 0

    to_act = Game.objects.get(pk=a.game_id).to_act_seat
    waiting_on_me = me.get(f"{GAMES}?my_turn=true").json()["results"]
    not_my_turn = me.get(f"{GAMES}?my_turn=false").json()
    if to_act == 0:
        assert [g["id"] for g in waiting_on_me] == [a.game_id]
        assert waiting_on_me[0]["is_my_turn"] is True
        assert not_my_turn["count"] == 21
    else:
        assert waiting_on_me == []
        assert not_my_turn["count"] == 22
    other = a.clients[1]
    theirs = other.get(f"{GAMES}?my_turn=true").json()["results"]
    assert [g["id"] for g in theirs] == ([a.game_id] if to_act == 1 else [])
    assert_error(me.get(f"{GAMES}?status=bogus"), 400, "invalid")


def test_my_games_list_takes_a_fixed_number_of_queries(client_factory,
                                                       django_assert_max_num_queries):
    from games import services

    me = client_factory()
    for _ in range(3):
        services.game_create(user=me.user, max_players=3)
    with django_assert_max_num_queries(6):
        few = me.get(GAMES)
    for _ in range(12):
        game = services.game_create(user=me.user, max_players=3)
        services.game_join(game_id=game.pk, user=client_factory().user)
    with django_assert_max_num_queries(6):
        many = me.get(GAMES)
    assert few.json()["count"] == 3 and many.json()["count"] == 15
    assert GameStatus.LOBBY == many.json()["results"][0]["status"]
