"""Leagues, seasons, tables, leaderboard and player API."""

from __future__ import annotations

import datetime

import pytest
from django.utils import timezone

from players import services
from players.models import Season
from tests.players.factories import game
from tests.players.test_accounts import assert_error

pytestmark = pytest.mark.django_db

TODAY = timezone.localdate()
LEAGUES = "/api/v1/leagues"
JOIN = "/api/v1/leagues/join"


def day(offset: int) -> str:
    return (TODAY + datetime.timedelta(days=offset)).isoformat()


def create_league(client, **extra):
    response = client.post(LEAGUES, {"name": "Friday Whist", **extra}, format="json")
    assert response.status_code == 201, response.content
    return response.json()


def create_season(client, league_id, starts=-5, ends=5, name="Spring"):
    return client.post(
        f"{LEAGUES}/{league_id}/seasons",
        {"name": name, "starts_on": day(starts), "ends_on": day(ends)},
        format="json",
    )


def test_create_league_defaults_and_owner_membership(client_factory):
    owner = client_factory()
    body = create_league(owner)
    assert body["owner"]["id"] == owner.user.pk
    assert body["scoring"] == "beaten" and body["fixed_points"] == []
    assert body["rules_preset"] == "pagat" and body["options"] == {}
    assert body["is_private"] is True
    assert body["invite_code"]
    members = owner.get(f"{LEAGUES}/{body['id']}/members").json()
    assert members["count"] == 1
    assert members["results"][0]["user_id"] == owner.user.pk
    assert members["results"][0]["is_owner"] is True


def test_create_league_validation(client_factory):
    client = client_factory()
    error = assert_error(
        client.post(LEAGUES, {"name": "x", "scoring": "fixed"}, format="json"), 400, "invalid"
    )
    assert "fixed_points" in error["details"]
    error = assert_error(
        client.post(LEAGUES, {"name": "x", "options": {"no_such": True}}, format="json"),
        400,
        "invalid_options",  # as a game's creation says it
    )
    assert "options" in error["details"]
    error = assert_error(
        client.post(LEAGUES, {"name": "x", "rules_preset": "nope"}, format="json"), 400, "invalid"
    )
    assert "rules_preset" in error["details"]
    body = create_league(
        client,
        scoring="fixed",
        fixed_points=[3, 1],
        rules_preset="encyclopedia",
        options={"start_hand_size": 6},
    )
    assert body["fixed_points"] == [3, 1]
    assert body["options"] == {"start_hand_size": 6}


def test_list_my_leagues_is_paginated(client_factory):
    me, other = client_factory(), client_factory()
    for _ in range(3):
        create_league(me)
    create_league(other)
    page = me.get(LEAGUES, {"page_size": 2}).json()
    assert page["count"] == 3 and len(page["results"]) == 2 and page["next"]
    assert len(me.get(page["next"]).json()["results"]) == 1


def test_private_league_is_404_for_non_members(client_factory):
    owner, stranger = client_factory(), client_factory()
    league = create_league(owner)
    lid = league["id"]
    season = create_season(owner, lid).json()
    for path in (
        f"{LEAGUES}/{lid}",
        f"{LEAGUES}/{lid}/members",
        f"{LEAGUES}/{lid}/seasons",
        f"{LEAGUES}/{lid}/seasons/{season['id']}",
        f"{LEAGUES}/{lid}/seasons/{season['id']}/table",
        f"{LEAGUES}/{lid}/table",
        f"{LEAGUES}/{lid}/leaderboard",
    ):
        assert_error(stranger.get(path), 404, "league_not_found")
    assert_error(stranger.post(f"{LEAGUES}/{lid}/leave"), 404, "league_not_found")
    assert_error(create_season(stranger, lid), 404, "league_not_found")
    # The same answer as for a league that does not exist.
    assert_error(stranger.get(f"{LEAGUES}/999999"), 404, "league_not_found")


def test_public_league_is_readable_without_invite_code(client_factory):
    owner, stranger = client_factory(), client_factory()
    league = create_league(owner, is_private=False)
    body = stranger.get(f"{LEAGUES}/{league['id']}").json()
    assert body["name"] == "Friday Whist" and body["invite_code"] is None
    assert stranger.get(f"{LEAGUES}/{league['id']}/table").status_code == 200
    assert owner.get(f"{LEAGUES}/{league['id']}").json()["invite_code"] == league["invite_code"]


def test_join_leave_and_invite_code(client_factory):
    owner, player = client_factory(), client_factory()
    league = create_league(owner)
    lid = league["id"]
    response = player.post(JOIN, {"invite_code": league["invite_code"]}, format="json")
    assert response.status_code == 201 and response.json()["id"] == lid
    again = player.post(JOIN, {"invite_code": league["invite_code"]}, format="json")
    assert again.status_code == 200
    assert owner.get(f"{LEAGUES}/{lid}/members").json()["count"] == 2
    assert_error(
        player.post(JOIN, {"invite_code": "wrong"}, format="json"), 404, "invite_not_found"
    )
    assert_error(player.post(JOIN, {}, format="json"), 400, "invalid")

    # Only the owner rotates the code; the old one stops working.
    assert_error(player.post(f"{LEAGUES}/{lid}/invite-code"), 403, "not_league_owner")
    new_code = owner.post(f"{LEAGUES}/{lid}/invite-code").json()["invite_code"]
    assert new_code != league["invite_code"]
    late = client_factory()
    assert_error(late.post(JOIN, {"invite_code": league["invite_code"]}), 404, "invite_not_found")
    assert late.post(JOIN, {"invite_code": new_code}, format="json").status_code == 201

    assert player.post(f"{LEAGUES}/{lid}/leave").status_code == 204
    assert_error(player.get(f"{LEAGUES}/{lid}"), 404, "league_not_found")
    assert_error(owner.post(f"{LEAGUES}/{lid}/leave"), 409, "owner_cannot_leave")


def test_seasons_owner_only_no_overlap(client_factory):
    owner, member = client_factory(), client_factory()
    league = create_league(owner)
    lid = league["id"]
    member.post(JOIN, {"invite_code": league["invite_code"]}, format="json")

    response = create_season(owner, lid)
    assert response.status_code == 201, response.content
    season = response.json()
    assert season["is_active"] is True and season["league_id"] == lid
    assert_error(create_season(member, lid, starts=10, ends=20), 403, "not_league_owner")
    error = assert_error(create_season(owner, lid, starts=5, ends=20), 409, "season_overlap")
    assert error["details"]["season_id"] == season["id"]
    assert_error(create_season(owner, lid, starts=30, ends=20), 400, "invalid")
    assert create_season(owner, lid, starts=6, ends=20, name="Summer").status_code == 201

    seasons = member.get(f"{LEAGUES}/{lid}/seasons").json()
    assert [s["name"] for s in seasons["results"]] == ["Summer", "Spring"]
    assert member.get(f"{LEAGUES}/{lid}/seasons/{season['id']}").json()["name"] == "Spring"
    assert_error(member.get(f"{LEAGUES}/{lid}/seasons/999999"), 404, "season_not_found")


def test_tables_through_the_api(client_factory, user_factory):
    owner = client_factory(user_factory(display_name="Olga"))
    league = create_league(owner)
    lid = league["id"]
    players = [client_factory(user_factory(display_name=n)) for n in ("Bea", "Cy")]
    for p in players:
        p.post(JOIN, {"invite_code": league["invite_code"]}, format="json")
    sid = create_season(owner, lid).json()["id"]
    season = Season.objects.get(pk=sid)
    o, b, c = owner.user, players[0].user, players[1].user
    services.game_result_apply(result=game((b, 1), (o, 2), (c, 3), season=season))
    services.game_result_apply(result=game((b, 1), (c, 2), (o, 2), season=season))

    table = owner.get(f"{LEAGUES}/{lid}/seasons/{sid}/table").json()
    assert table["count"] == 3
    assert table["results"] == [
        {
            "position": 1,
            "user_id": b.pk,
            "display_name": "Bea",
            "played": 2,
            "won": 2,
            "points": 4,
            "average_position": 1.0,
            "money": 0,
            "rubbers": 0,  # classic Whist only
        },
        {
            "position": 2,
            "user_id": o.pk,
            "display_name": "Olga",
            "played": 2,
            "won": 0,
            "points": 1,
            "average_position": 2.0,
            "money": 0,
            "rubbers": 0,  # classic Whist only
        },
        {
            "position": 3,
            "user_id": c.pk,
            "display_name": "Cy",
            "played": 2,
            "won": 0,
            "points": 0,
            "average_position": 2.5,
            "money": 0,
            "rubbers": 0,  # classic Whist only
        },
    ]
    # Positions continue across pages.
    page2 = owner.get(f"{LEAGUES}/{lid}/seasons/{sid}/table", {"page_size": 2, "page": 2})
    assert [r["position"] for r in page2.json()["results"]] == [3]
    all_time = owner.get(f"{LEAGUES}/{lid}/table").json()
    assert [r["user_id"] for r in all_time["results"]] == [b.pk, o.pk, c.pk]

    board = owner.get(f"{LEAGUES}/{lid}/leaderboard", {"min_games": 1}).json()
    assert board["results"][0]["user_id"] == b.pk
    assert owner.get(f"{LEAGUES}/{lid}/leaderboard").json()["count"] == 0  # default min 5


def test_leaderboard_and_players(client_factory, user_factory, settings):
    me = client_factory()
    a, b = user_factory(display_name="Ann"), user_factory(display_name="Ben")
    for _ in range(3):
        services.game_result_apply(result=game((a, 1), ("expert", 2), (b, 3)))
    services.game_result_apply(result=game((b, 1), (a, 2), rated=False))

    assert me.get("/api/v1/leaderboard").json()["count"] == 0
    settings.WHIST_LEADERBOARD_MIN_GAMES = 3
    board = me.get("/api/v1/leaderboard").json()
    assert [(r["user_id"], r["ai_level"]) for r in board["results"]] == [
        (a.pk, None),
        (None, "expert"),
        (b.pk, None),
    ]
    assert board["results"][1]["display_name"] == "AI (expert)"
    entry = board["results"][0]
    assert entry["score"] == pytest.approx(entry["mu"] - 3 * entry["sigma"])
    assert entry["games"] == 3 and entry["position"] == 1
    ai_only = me.get("/api/v1/leaderboard", {"kind": "ai", "min_games": 0}).json()
    assert [r["ai_level"] for r in ai_only["results"]] == ["expert"]
    assert_error(me.get("/api/v1/leaderboard", {"min_games": -1}), 400, "invalid")
    assert_error(me.get("/api/v1/leaderboard", {"kind": "robots"}), 400, "invalid")

    player = me.get(f"/api/v1/players/{a.pk}").json()
    assert player["display_name"] == "Ann"
    assert player["stats"]["games"] == 4 and player["stats"]["wins"] == 3
    assert player["stats"]["average_position"] == 1.25
    assert player["rating"]["games"] == 3  # the unrated game did not count
    history = me.get(f"/api/v1/players/{a.pk}/ratings", {"page_size": 2}).json()
    assert history["count"] == 3 and len(history["results"]) == 2
    first, second = history["results"]
    assert first["mu_before"] == second["mu_after"]

    newcomer = user_factory()
    body = me.get(f"/api/v1/players/{newcomer.pk}").json()
    assert body["stats"]["games"] == 0 and body["rating"] is None
    assert_error(me.get("/api/v1/players/999999"), 404, "player_not_found")

    levels = me.get("/api/v1/ai-levels").json()
    assert levels["results"][0]["ai_level"] == "expert"
    assert levels["results"][0]["stats"]["games"] == 3
    assert levels["results"][0]["rating"]["games"] == 3


def test_rating_history_of_a_private_league_is_hidden(client_factory, user_factory):
    owner = client_factory()
    league = create_league(owner)
    stranger = client_factory()
    response = stranger.get(f"/api/v1/players/{owner.user.pk}/ratings", {"league": league["id"]})
    assert_error(response, 404, "league_not_found")
    response = owner.get(f"/api/v1/players/{owner.user.pk}/ratings", {"league": league["id"]})
    assert response.status_code == 200 and response.json()["count"] == 0


def test_authentication_required(api_client):
    for path in (LEAGUES, "/api/v1/leaderboard", "/api/v1/players/1", "/api/v1/ai-levels"):
        assert_error(api_client.get(path), 401, "not_authenticated")
    assert_error(api_client.post(JOIN, {"invite_code": "x"}), 401, "not_authenticated")


def test_schema_lists_every_players_path(api_client):
    paths = set(api_client.get("/api/v1/schema", {"format": "json"}).json()["paths"])
    expected = {
        "/api/v1/leagues",
        "/api/v1/leagues/join",
        "/api/v1/leagues/{league_id}",
        "/api/v1/leagues/{league_id}/leave",
        "/api/v1/leagues/{league_id}/invite-code",
        "/api/v1/leagues/{league_id}/members",
        "/api/v1/leagues/{league_id}/seasons",
        "/api/v1/leagues/{league_id}/seasons/{season_id}",
        "/api/v1/leagues/{league_id}/seasons/{season_id}/table",
        "/api/v1/leagues/{league_id}/table",
        "/api/v1/leagues/{league_id}/leaderboard",
        "/api/v1/leaderboard",
        "/api/v1/ai-levels",
        "/api/v1/players/{user_id}",
        "/api/v1/players/{user_id}/ratings",
    }
    assert expected <= paths
    schema = api_client.get("/api/v1/schema", {"format": "json"}).json()
    listed = schema["paths"]["/api/v1/leagues/{league_id}/seasons/{season_id}/table"]["get"]
    ref = listed["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
    assert ref.endswith("PaginatedStandingOutputList")


def test_league_writes_are_throttled_but_reads_are_not(client_factory, throttle_rates):
    """Joining takes an invite code, so without a limit anyone could guess a private league's
    code; the lists a client polls stay unthrottled."""
    throttle_rates(league_write="2/min")
    guesser = client_factory()
    for code in ("guess-1", "guess-2"):
        assert_error(guesser.post(JOIN, {"invite_code": code}, format="json"), 404,
                     "invite_not_found")
    throttled = guesser.post(JOIN, {"invite_code": "guess-3"}, format="json")
    error = assert_error(throttled, 429, "throttled")
    assert error["details"]["wait"] > 0 and "Retry-After" in throttled
    assert_error(guesser.post(LEAGUES, {"name": "Mine"}, format="json"), 429, "throttled")
    for _ in range(3):
        assert guesser.get(LEAGUES).status_code == 200

    owner = client_factory()  # the allowance is per user
    lid = create_league(owner)["id"]
    assert create_season(owner, lid).status_code == 201
    assert_error(create_season(owner, lid, 10, 20, "Summer"), 429, "throttled")
    assert owner.get(f"{LEAGUES}/{lid}/seasons").status_code == 200


def test_owner_renames_a_league_and_changes_its_visibility(client_factory):
    owner, member, stranger = client_factory(), client_factory(), client_factory()
    league = create_league(owner, name="Friday Whsit")
    lid = league["id"]
    member.post(JOIN, {"invite_code": league["invite_code"]}, format="json")
    assert_error(stranger.get(f"{LEAGUES}/{lid}"), 404, "league_not_found")

    response = owner.patch(f"{LEAGUES}/{lid}", {"name": "  Friday Whist "}, format="json")
    assert response.status_code == 200
    assert response.json()["name"] == "Friday Whist" and response.json()["is_private"] is True
    opened = owner.patch(f"{LEAGUES}/{lid}", {"is_private": False}, format="json").json()
    assert opened["is_private"] is False and opened["name"] == "Friday Whist"
    assert stranger.get(f"{LEAGUES}/{lid}").json()["name"] == "Friday Whist"  # now public


def test_league_update_errors_change_nothing(client_factory):
    owner, member, stranger = client_factory(), client_factory(), client_factory()
    league = create_league(owner, scoring="fixed", fixed_points=[3, 1])
    lid = league["id"]
    member.post(JOIN, {"invite_code": league["invite_code"]}, format="json")
    url = f"{LEAGUES}/{lid}"

    assert_error(member.patch(url, {"name": "Mine now"}, format="json"), 403, "not_league_owner")
    assert_error(stranger.patch(url, {"name": "Mine now"}, format="json"), 404,
                 "league_not_found")
    # "Scoring and rules are fixed at creation so every game of the league is scored and
    # played the same way."
    fixed = assert_error(owner.patch(url, {"name": "X", "scoring": "beaten"}, format="json"),
                         400, "invalid")
    assert "scoring" in fixed["details"]
    assert "colour" in assert_error(owner.patch(url, {"colour": "red"}, format="json"), 400,
                                    "invalid")["details"]
    assert_error(owner.patch(url, {}, format="json"), 400, "invalid")
    assert_error(owner.patch(url, {"name": "   "}, format="json"), 400, "invalid")
    assert_error(owner.patch(url, {"is_private": "perhaps"}, format="json"), 400, "invalid")

    assert owner.get(url).json() == league


@pytest.mark.django_db
def test_the_leaderboard_lists_a_bounded_top(client_factory, settings):
    """Bounded pagination: counting a board reads at most its listed places."""
    from datetime import timedelta

    from django.utils import timezone

    from players.models import Competitor, Rating

    settings.WHIST_LEADERBOARD_SIZE = 3
    client = client_factory()
    for i in range(5):
        competitor = Competitor.objects.create(ai_level=f"level-{i}")
        Rating.objects.create(competitor=competitor, mu=20 + i, sigma=1, score=17 + i, games=10,
                              last_played=timezone.now() - timedelta(hours=i), ai=True)
    page = client.get("/api/v1/leaderboard?page_size=2").json()
    assert page["count"] == 3
    assert [r["position"] for r in page["results"]] == [1, 2]
    second = client.get("/api/v1/leaderboard?page_size=2&page=2").json()
    assert [(r["position"], r["ai_level"]) for r in second["results"]] == [(3, "level-2")]
