"""DELETE /api/v1/me: a player deletes their account (app stores require the option).

The login, token, name, avatar and league memberships go; the games still being played are
given up; what happened with other players stays, under "Deleted player"."""

from __future__ import annotations

import pytest

from players import selectors, services
from players.models import LeagueMembership, Profile, Standing
from tests.players.factories import game
from tests.players.test_accounts import assert_error
from tests.players.test_results import league_with, make_season

pytestmark = pytest.mark.django_db

ME = "/api/v1/me"
TOKEN = "/api/v1/auth/token"


def delete_me(client, password):
    body = {} if password is None else {"password": password}
    return client.delete(ME, body, format="json")


def test_a_wrong_or_missing_password_deletes_nothing(client_factory):
    client = client_factory()
    user = client.user
    error = assert_error(delete_me(client, "guess"), 400, "wrong_password")
    assert error["details"] == {"password": ["Wrong password."]}
    assert "password" in assert_error(delete_me(client, None), 400, "invalid")["details"]
    user.refresh_from_db()
    assert user.is_active and user.check_password(user.raw_password)
    assert client.get(ME).status_code == 200  # the token still works
    assert Profile.objects.get(user=user).display_name == user.username


def test_deleting_needs_a_login_and_is_throttled(api_client, client_factory, throttle_rates):
    assert api_client.delete(ME, {"password": "x"}, format="json").status_code == 401
    throttle_rates(login="2/min")
    client = client_factory()
    for _ in range(2):
        assert delete_me(client, "guess").status_code == 400
    assert_error(delete_me(client, "guess"), 429, "throttled")
    assert client.get(ME).status_code == 200  # reading the profile is not throttled


def test_the_account_goes_and_its_results_stay_anonymised(api_client, client_factory,
                                                          user_factory):
    client = client_factory()
    gone = client.user
    others = [user_factory() for _ in range(2)]
    league = league_with(others[0], gone, others[1])
    season = make_season(league, others[0])
    for _ in range(5):
        services.game_result_apply(result=game((gone, 1), (others[0], 2), (others[1], 3),
                                               ("expert", 4), season=season))
    assert gone.pk in [r.competitor.user_id for r in selectors.leaderboard(min_games=1)]

    username = gone.username
    assert delete_me(client, gone.raw_password).status_code == 204

    gone.refresh_from_db()
    assert not gone.is_active and not gone.has_usable_password()
    assert gone.username == f"deleted-{gone.pk}"
    assert client.get(ME).status_code == 401  # the token is revoked
    assert_error(api_client.post(TOKEN, {"username": username, "password": gone.raw_password},
                                 format="json"), 400, "invalid_credentials")
    assert Profile.objects.get(user=gone).display_name == services.DELETED_DISPLAY_NAME
    viewer = client_factory(others[0])
    assert viewer.get(f"/api/v1/players/{gone.pk}").status_code == 404
    assert not LeagueMembership.objects.filter(user=gone).exists()
    # The league table keeps the five games it played, anonymised; the leaderboard drops it.
    row = Standing.objects.get(league=league, season=season, user=gone)
    assert row.played == 5 and row.won == 5
    table = viewer.get(
        f"/api/v1/leagues/{league.pk}/seasons/{season.pk}/table").json()
    assert [(r["user_id"], r["display_name"], r["played"]) for r in table["results"]][0] == \
        (gone.pk, services.DELETED_DISPLAY_NAME, 5)
    board = selectors.leaderboard(min_games=1)
    assert gone.pk not in [r.competitor.user_id for r in board]
    assert {o.pk for o in others} <= {r.competitor.user_id for r in board}
    assert "expert" in [r.competitor.ai_level for r in board]  # AI levels have no account


def test_the_username_is_freed(api_client, client_factory):
    client = client_factory()
    name = client.user.username
    assert delete_me(client, client.user.raw_password).status_code == 204
    again = api_client.post("/api/v1/auth/register",
                            {"username": name, "password": "N3w-Passw0rd!"}, format="json")
    assert again.status_code == 201, again.content


def test_an_owned_league_passes_to_its_longest_standing_member(client_factory, user_factory):
    client = client_factory()
    first, second = user_factory(), user_factory()
    league = league_with(client.user, first, second)
    alone = services.league_create(owner=client.user, name="Solo")
    assert delete_me(client, client.user.raw_password).status_code == 204
    league.refresh_from_db()
    assert league.owner_id == first.pk
    assert set(LeagueMembership.objects.filter(league=league).values_list("user_id", flat=True)) \
        == {first.pk, second.pk}
    alone.refresh_from_db()
    assert alone.owner_id == client.user.pk  # nobody to pass it to: it stays, memberless
