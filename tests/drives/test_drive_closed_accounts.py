"""A drive reacts to a closed account as a game does: nobody waits on a seat nobody can act
for.

Found from outside: with no turn time limit (a drive's default), an entrant who deleted their
account before the start, or between rounds, was seated like anyone else, not resigned, and
their table waited on them with no deadline, for ever. A game gives up a closed account's
seats (the server plays them); a drive must do the same at every round it seats.
"""

from __future__ import annotations

from typing import Any

import pytest

from drives import services as drives
from games import services
from games.models import Game, Seat

pytestmark = pytest.mark.django_db


def _delete(client: Any) -> None:
    answer = client.delete("/api/v1/me", {"password": client.user.raw_password}, format="json")
    assert answer.status_code == 204, answer.content


def _tables(client: Any, drive_id: int) -> list[int]:
    view = client.get(f"/api/v1/drives/{drive_id}").json()
    return [t["game_id"] for t in view["schedule"][view["current_round"] - 1]["tables"]]


def _play_out(game_id: int, people: dict[int, Any], gone: int) -> None:
    """People play their first legal card; every other seat is the server's, and the closed
    account's seat is always one the server plays, with a deadline when it is its turn."""
    for _ in range(400):
        game = Game.objects.get(pk=game_id)
        if game.status != "active":
            return
        seat = game.seats.get(index=game.to_act_seat)
        if seat.user_id == gone:
            assert seat.resigned and game.deadline is not None, "the table waits on nobody"
        if seat.user_id in people:
            client = people[seat.user_id]
            mine = client.get(f"/api/v1/games/{game_id}").json()
            assert client.post(f"/api/v1/games/{game_id}/actions", {
                "action": mine["game"]["legal_actions"][0],
                "expected_version": mine["version"]}, format="json").status_code == 200
        else:
            assert services.server_action_apply(game_id=game_id,
                                                expected_version=game.version).applied
    raise AssertionError("the game did not end")


def test_an_entrant_who_closes_the_account_before_the_start_withdraws(client_factory):
    alice, bob = client_factory(), client_factory()
    drive = alice.post("/api/v1/drives", {"name": "x", "tables": 1, "rounds": 1,
                                          "deals_per_round": 1}, format="json").json()
    url = f"/api/v1/drives/{drive['id']}"
    assert bob.post(f"{url}/join", {}, format="json").json()["my_entrant"] == 1
    _delete(bob)
    entrants = alice.get(url).json()["entrants"]
    assert [e["number"] for e in entrants] == [0]  # the place is free for the next entrant
    started = alice.post(f"{url}/start", {}, format="json").json()
    assert [e["ai_level"] for e in started["entrants"]].count("heuristic") == 3
    assert not Seat.objects.filter(user=bob.user).exists()


def test_an_entrant_who_closes_the_account_between_rounds_is_played_by_the_server(
        client_factory):
    alice, bob = client_factory(), client_factory()
    drive = alice.post("/api/v1/drives", {"name": "x", "tables": 2, "rounds": 2,
                                          "deals_per_round": 1}, format="json").json()
    url = f"/api/v1/drives/{drive['id']}"
    assert bob.post(f"{url}/join", {}, format="json").status_code == 200
    assert alice.post(f"{url}/start", {}, format="json").status_code == 200
    people = {alice.user.pk: alice, bob.user.pk: bob}
    first, second = _tables(alice, drive["id"])
    for game_id in (first, second):
        _play_out(game_id, people, gone=-1)
    _delete(bob)  # round 1 is over at both tables; round 2 is not seated yet
    assert drives.drive_advance(drive_id=drive["id"])
    tables = _tables(alice, drive["id"])
    seat = Seat.objects.get(game_id__in=tables, user=bob.user)
    assert seat.resigned
    view = alice.get(f"/api/v1/games/{seat.game_id}").json() \
        if Seat.objects.filter(game_id=seat.game_id, user=alice.user).exists() else None
    if view is not None:
        assert view["seats"][seat.index]["server_controlled"] is True
    for game_id in tables:
        _play_out(game_id, {alice.user.pk: alice}, gone=bob.user.pk)
    assert drives.drive_advance(drive_id=drive["id"])
    assert alice.get(url).json()["status"] == "finished"


def test_an_entrant_who_closes_the_account_during_a_round_is_played_by_the_server(
        client_factory):
    alice, bob = client_factory(), client_factory()
    drive = alice.post("/api/v1/drives", {"name": "x", "tables": 1, "rounds": 1,
                                          "deals_per_round": 1}, format="json").json()
    url = f"/api/v1/drives/{drive['id']}"
    assert bob.post(f"{url}/join", {}, format="json").status_code == 200
    assert alice.post(f"{url}/start", {}, format="json").status_code == 200
    _delete(bob)
    (table,) = _tables(alice, drive["id"])
    _play_out(table, {alice.user.pk: alice}, gone=bob.user.pk)
    assert drives.drive_advance(drive_id=drive["id"])


def test_an_open_drive_whose_organiser_closes_the_account_is_cancelled(client_factory):
    alice, bob = client_factory(), client_factory()
    drive = alice.post("/api/v1/drives", {"name": "x", "tables": 1, "rounds": 1},
                       format="json").json()
    url = f"/api/v1/drives/{drive['id']}"
    assert bob.post(f"{url}/join", {}, format="json").status_code == 200
    _delete(alice)
    view = bob.get(url).json()
    assert view["status"] == "cancelled"
    answer = bob.post(f"{url}/join", {}, format="json")
    assert answer.status_code == 409, answer.content
