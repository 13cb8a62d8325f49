"""A whist drive through the API: 2 tables, 3 rounds, fixed partnerships.

001 ("Scoring"): "When playing a tournament ... it is usual to play a fixed number of deals
... Each player's score is the total number of odd tricks (tricks above six) that their side
has taken over the deals played." Every table of a round plays the same deal.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from typing import Any

import pytest

from drives import services as drives
from games import services
from games.models import Game, Hand
from games.record import record_verify
from tests.games.helpers import assert_error

pytestmark = pytest.mark.django_db


def _play_round(view: dict[str, Any], people: dict[int, Any]) -> None:
    """Play the current round's games to their end: people by the API, AI seats by the
    server (a worker would)."""
    games = [t["game_id"] for t in view["schedule"][view["current_round"] - 1]["tables"]]
    for game_id in games:
        for _ in range(200):
            game = Game.objects.get(pk=game_id)
            if game.status != "active":
                break
            seat = game.seats.get(index=game.to_act_seat)
            if seat.user_id in people:
                client = people[seat.user_id]
                mine = client.get(f"/api/v1/games/{game_id}").json()
                answer = client.post(f"/api/v1/games/{game_id}/actions",
                                     {"action": mine["game"]["legal_actions"][0],
                                      "expected_version": mine["version"]}, format="json")
                assert answer.status_code == 200, answer.content
            else:
                assert services.server_action_apply(game_id=game_id,
                                                    expected_version=game.version).applied
        assert Game.objects.get(pk=game_id).status == "finished"
        if game_id == games[0] and len(games) > 1:
            # Table 0 is over and table 1 not yet: table 0's deal stays sealed.
            sealed = Game.objects.get(pk=game_id)
            record = people[next(iter(people))].get(f"/api/v1/games/{game_id}/record")
            if record.status_code == 200:
                assert record.json()["seed"] is None
                assert all(d["hands"] is None for d in record.json()["deals"])
            assert sealed.sealed


def test_two_tables_three_rounds_of_fixed_pairs_with_identical_deals(client_factory):
    alice, bob, carol = client_factory(), client_factory(), client_factory()
    created = alice.post("/api/v1/drives", {
        "name": "Tuesday drive", "tables": 2, "rounds": 3, "movement": "fixed",
        "deals_per_round": 1, "ai_level": "heuristic"}, format="json")
    assert created.status_code == 201, created.content
    drive = created.json()
    url = f"/api/v1/drives/{drive['id']}"
    assert drive["status"] == "open" and drive["seed"] is None
    joined = bob.post(f"{url}/join", {}, format="json")
    assert joined.status_code == 200 and joined.json()["my_entrant"] == 1
    assert_error(carol.post(f"{url}/start", {}, format="json"), 403, "not_organiser")
    started = alice.post(f"{url}/start", {}, format="json")
    assert started.status_code == 200, started.content
    view = started.json()
    assert view["status"] == "playing" and view["current_round"] == 1
    assert [e["ai_level"] for e in view["entrants"]].count("heuristic") == 6
    assert_error(carol.post(f"{url}/join", {}, format="json"), 409, "drive_started")

    people = {alice.user.pk: alice, bob.user.pk: bob}
    for round_no in (1, 2, 3):
        view = alice.get(url).json()
        assert view["current_round"] == round_no
        tables = view["schedule"][round_no - 1]["tables"]
        # Every table of the round is dealt the same cards by the same dealer.
        hands = [list(Hand.objects.filter(game_id=t["game_id"]).values_list(
            "dealer", "hands")) for t in tables]
        assert hands[0] == hands[1]
        _play_round(view, people)
        assert drives.drive_advance(drive_id=drive["id"])
        assert not drives.drive_advance(drive_id=drive["id"])  # once only

    view = alice.get(url).json()
    assert view["status"] == "finished" and view["seed"]
    assert hashlib.sha256(view["seed"].encode()).hexdigest() == view["commitment"]

    # The final table, computed here from the tricks each game recorded.
    odd = defaultdict(lambda: [0, 0, 0])
    tricks = defaultdict(int)
    for rnd in view["schedule"]:
        for table in rnd["tables"]:
            game = Game.objects.get(pk=table["game_id"])
            assert game.server_seed == hashlib.sha256(
                f"{view['seed']}:round:{rnd['round_no']}".encode()).hexdigest()
            record = alice.get(f"/api/v1/games/{game.pk}/record").json()
            assert record["seed"] and record_verify(record) == []
            for hand in Hand.objects.filter(game=game).prefetch_related("tricks"):
                ns = sum(1 for t in hand.tricks.all() if t.winner % 2 == 0)
                for side, pair in enumerate(table["pairs"]):
                    won = ns if side == 0 else 13 - ns
                    odd[pair][rnd["round_no"] - 1] += max(0, won - 6)
                    tricks[pair] += won
    expected = sorted(odd, key=lambda p: (sum(odd[p]), tricks[p], odd[p][::-1], -p),
                      reverse=True)
    assert [row["pair"] for row in view["pair_standings"]] == expected
    for row in view["pair_standings"]:
        assert row["by_round"] == odd[row["pair"]]
        assert (row["score"], row["tricks"]) == (sum(odd[row["pair"]]), tricks[row["pair"]])
    # Partners share their pair's score card.
    cards = {row["entrant"]: row["by_round"] for row in view["standings"]}
    assert all(cards[2 * p] == cards[2 * p + 1] == odd[p] for p in odd)
    # Over 2 * 2 - 1 = 3 rounds every pair met every other pair once.
    met = {frozenset(t["pairs"]) for r in view["schedule"] for t in r["tables"]}
    assert len(met) == 6


def test_a_drive_refuses_what_it_cannot_play(client_factory):
    alice = client_factory()
    for body, field in (({"preset": "no_such_game"}, "preset"), ({"tables": 0}, "tables"),
                        ({"movement": "howell"}, "movement"), ({"rounds": 99}, "rounds")):
        answer = alice.post("/api/v1/drives", {"name": "x", "tables": 1, "rounds": 1, **body},
                            format="json")
        assert answer.status_code == 400, (body, answer.content)
        assert field in answer.json()["error"]["details"], answer.json()
    full = alice.post("/api/v1/drives", {"name": "one table", "tables": 1, "rounds": 1},
                      format="json").json()
    for _ in range(3):
        assert client_factory().post(f"/api/v1/drives/{full['id']}/join", {},
                                     format="json").status_code == 200
    assert_error(client_factory().post(f"/api/v1/drives/{full['id']}/join", {},
                                       format="json"), 409, "drive_full")
    assert_error(alice.get("/api/v1/drives/999999"), 404, "drive_not_found")


def test_a_knockout_whist_drive_of_two_tables_and_two_rounds(client_factory):
    """A drive of Knock-Out Whist (pagat, 004): every table of a round plays the same seeded
    game, and an entrant scores one point for each player at its table knocked out before it
    (004: "if all but one of the players are knocked out before this, the surviving player is
    the winner")."""
    alice, bob = client_factory(), client_factory()
    refused = alice.post("/api/v1/drives", {"name": "KO", "tables": 2, "rounds": 2,
                                            "preset": "pagat", "movement": "fixed"},
                         format="json")
    assert_error(refused, 400, "invalid")
    assert "movement" in refused.json()["error"]["details"]
    created = alice.post("/api/v1/drives", {
        "name": "KO drive", "tables": 2, "rounds": 2, "preset": "pagat",
        "movement": "progressive", "ai_level": "heuristic"}, format="json")
    assert created.status_code == 201, created.content
    drive = created.json()
    assert drive["game"] == "knockout" and drive["pair_standings"] is None
    url = f"/api/v1/drives/{drive['id']}"
    assert bob.post(f"{url}/join", {}, format="json").status_code == 200
    assert alice.post(f"{url}/start", {}, format="json").status_code == 200
    people = {alice.user.pk: alice, bob.user.pk: bob}
    for round_no in (1, 2):
        view = alice.get(url).json()
        tables = view["schedule"][round_no - 1]["tables"]
        games = [Game.objects.get(pk=t["game_id"]) for t in tables]
        assert all(g.kind == "knockout" and g.preset == "pagat" for g in games)
        # The first deal is the same at both tables: same dealer, same cards in each seat.
        first = [Hand.objects.filter(game=g, deal_no=1).values_list("dealer", "hands").get()
                 for g in games]
        assert first[0] == first[1]
        _play_round(view, people)
        assert drives.drive_advance(drive_id=drive["id"])

    view = alice.get(url).json()
    assert view["status"] == "finished"
    # The table, computed here from each game's finishing positions and tricks.
    score = defaultdict(lambda: [0, 0])
    tricks = defaultdict(int)
    for rnd in view["schedule"]:
        for table in rnd["tables"]:
            game = Game.objects.get(pk=table["game_id"])
            positions = dict(game.seats.values_list("index", "position"))
            assert sorted(positions.values())[0] == 1
            for index, entrant in enumerate(table["seats"]):
                score[entrant][rnd["round_no"] - 1] = sum(
                    1 for p in positions.values() if p > positions[index])
                tricks[entrant] += sum(1 for hand in Hand.objects.filter(game=game)
                                       for t in hand.tricks.all() if t.winner == index)
    expected = sorted(score, key=lambda e: (sum(score[e]), tricks[e], score[e][::-1], -e),
                      reverse=True)
    assert [row["entrant"] for row in view["standings"]] == expected
    for row in view["standings"]:
        assert row["by_round"] == score[row["entrant"]]
        assert row["tricks"] == tricks[row["entrant"]]
    # Four games were won, and each winner outlasted its three opponents.
    assert sum(row["by_round"].count(3) for row in view["standings"]) == 4


def test_entrants_withdraw_and_the_organiser_removes_them_before_the_start(client_factory):
    alice, bob, carol = client_factory(), client_factory(), client_factory()
    drive = alice.post("/api/v1/drives", {"name": "one table", "tables": 1, "rounds": 1},
                       format="json").json()
    url = f"/api/v1/drives/{drive['id']}"
    assert bob.post(f"{url}/join", {}, format="json").json()["my_entrant"] == 1
    assert carol.post(f"{url}/join", {}, format="json").json()["my_entrant"] == 2
    # Carol withdraws; her place is the next entrant's.
    left = carol.post(f"{url}/leave", {}, format="json")
    assert left.status_code == 200 and left.json()["my_entrant"] is None
    assert [e["number"] for e in left.json()["entrants"]] == [0, 1]
    assert_error(carol.post(f"{url}/leave", {}, format="json"), 404, "not_entered")
    # Only the organiser removes others, and only entrants there are.
    assert_error(bob.delete(f"{url}/entrants/0"), 403, "not_organiser")
    assert_error(alice.delete(f"{url}/entrants/3"), 404, "entrant_not_found")
    removed = alice.delete(f"{url}/entrants/1")
    assert removed.status_code == 200
    assert [e["number"] for e in removed.json()["entrants"]] == [0]
    assert carol.post(f"{url}/join", {}, format="json").json()["my_entrant"] == 1
    # Once started, the entrants are fixed (the empty places went to AI seats).
    assert alice.post(f"{url}/start", {}, format="json").status_code == 200
    assert_error(carol.post(f"{url}/leave", {}, format="json"), 409, "drive_started")
    assert_error(alice.delete(f"{url}/entrants/1"), 409, "drive_started")
    assert Game.objects.filter(drive_table__drive_id=drive["id"]).count() == 1


@pytest.mark.parametrize("url", ["/api/v1/drives", "/api/v1/games"])
def test_a_time_limit_past_thirty_days_is_refused_not_a_crash(client_factory, url):
    """Found from outside: a drive took 2,147,483,648 seconds and answered 500 (the column
    holds 2**31 - 1); games cap it at thirty days, and drives now do too."""
    from games.api.contract.fields import MAX_TURN_SECONDS

    alice = client_factory()
    body = {"name": "x", "tables": 1, "rounds": 1} if "drives" in url else {"max_players": 2}
    for seconds in (2**31, MAX_TURN_SECONDS + 1):
        error = assert_error(alice.post(url, {**body, "turn_time_limit": seconds},
                                        format="json"), 400, "invalid")
        assert "turn_time_limit" in error["details"], error
    created = alice.post(url, {**body, "turn_time_limit": MAX_TURN_SECONDS}, format="json")
    assert created.status_code == 201, created.content
    assert created.json()["turn_time_limit"] == MAX_TURN_SECONDS
