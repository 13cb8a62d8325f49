"""Nobody reads a drive table they do not sit at until the drive is over.

001 ("Whist drives"): every table of a round plays the same deals, so the cards played at one
table tell another table, still playing them, how the deals lie. Found from outside: every
table's game was created with the organiser as its creator, and a creator may read a private
game, so after the start the organiser read the other table's events (and its stream), every
card, before playing a card at their own table. The organiser and a staff account are no
exception unless they sit at that table.
"""

from __future__ import annotations

from typing import Any

import pytest

from drives import services as drives
from games import services
from games.models import Game
from tests.games.helpers import assert_game_unreadable

pytestmark = pytest.mark.django_db


def _tables(client: Any, drive_id: int) -> list[int]:
    view = client.get(f"/api/v1/drives/{drive_id}").json()
    return [t["game_id"] for t in view["schedule"][view["current_round"] - 1]["tables"]]


def _play_out(game_ids: list[int], people: dict[int, Any]) -> None:
    for game_id in game_ids:
        for _ in range(400):
            game = Game.objects.get(pk=game_id)
            if game.status != "active":
                break
            seat = game.seats.get(index=game.to_act_seat)
            if seat.user_id in people and not seat.resigned:
                client = people[seat.user_id]
                mine = client.get(f"/api/v1/games/{game_id}").json()
                assert client.post(f"/api/v1/games/{game_id}/actions", {
                    "action": mine["game"]["legal_actions"][0],
                    "expected_version": mine["version"]}, format="json").status_code == 200
            else:
                assert services.server_action_apply(
                    game_id=game_id, expected_version=game.version).applied
        assert Game.objects.get(pk=game_id).status == "finished"


def test_the_organiser_cannot_read_the_table_they_do_not_sit_at(client_factory):
    alice, bob = client_factory(), client_factory()
    drive = alice.post("/api/v1/drives", {"name": "Tuesday", "tables": 2, "rounds": 1,
                                          "deals_per_round": 1}, format="json").json()
    assert bob.post(f"/api/v1/drives/{drive['id']}/join", {}, format="json").status_code == 200
    assert alice.post(f"/api/v1/drives/{drive['id']}/start", {},
                      format="json").status_code == 200
    mine, other = _tables(alice, drive["id"])  # the organiser is entrant 0, at table 0
    assert alice.get(f"/api/v1/games/{mine}/events?after=0").status_code == 200
    assert_game_unreadable(alice, other)
    # Table 1 plays to its end; table 0 has not played a card: table 1 stays unreadable.
    _play_out([other], {})
    assert_game_unreadable(alice, other)
    # Once the drive is over, its organiser may read every table, as any creator may.
    _play_out([mine], {alice.user.pk: alice, bob.user.pk: bob})
    assert drives.drive_advance(drive_id=drive["id"])
    record = alice.get(f"/api/v1/games/{other}/record")
    assert record.status_code == 200 and record.json()["seed"]


def test_an_organiser_who_plays_no_table_and_a_staff_account_read_none(
        client_factory, user_factory):
    alice = client_factory()
    staff = user_factory()
    staff.is_staff = staff.is_superuser = True
    staff.save(update_fields=["is_staff", "is_superuser"])
    admin = client_factory(staff)
    drive = alice.post("/api/v1/drives", {"name": "Run it", "tables": 1, "rounds": 1,
                                          "deals_per_round": 1, "join": False},
                       format="json").json()
    assert alice.post(f"/api/v1/drives/{drive['id']}/start", {},
                      format="json").status_code == 200
    (table,) = _tables(alice, drive["id"])
    assert_game_unreadable(alice, table)
    assert_game_unreadable(admin, table)
