"""What a league's organiser can do with its members and the league itself: hand it on,
remove a member, delete a league nobody has played in.  Every refusal changes nothing."""

from __future__ import annotations

import pytest

from players import services
from players.models import League, LeagueMembership, Standing
from tests.players.factories import game
from tests.players.test_accounts import assert_error
from tests.players.test_leagues_api import JOIN, LEAGUES, create_league, create_season

pytestmark = pytest.mark.django_db


def _members(lid: int) -> set[int]:
    return set(LeagueMembership.objects.filter(league_id=lid).values_list("user_id", flat=True))


def test_the_owner_hands_the_league_on_and_may_then_leave(client_factory):
    owner, member, stranger = client_factory(), client_factory(), client_factory()
    league = create_league(owner)
    lid = league["id"]
    member.post(JOIN, {"invite_code": league["invite_code"]}, format="json")
    url = f"{LEAGUES}/{lid}"

    error = assert_error(owner.patch(url, {"owner_id": stranger.user.pk}, format="json"), 400,
                         "invalid")
    assert error["details"] == {"owner_id": ["The new owner must be a member of the league."]}
    assert_error(owner.patch(url, {"owner_id": "bob"}, format="json"), 400, "invalid")
    assert_error(member.patch(url, {"owner_id": member.user.pk}, format="json"), 403,
                 "not_league_owner")
    assert owner.get(url).json() == league  # nothing changed

    handed = owner.patch(url, {"owner_id": member.user.pk}, format="json")
    assert handed.status_code == 200, handed.content
    assert handed.json()["owner"]["id"] == member.user.pk
    assert _members(lid) == {owner.user.pk, member.user.pk}  # the old owner stays a member
    assert_error(owner.patch(url, {"name": "Mine"}, format="json"), 403, "not_league_owner")
    assert member.patch(url, {"name": "Ours"}, format="json").status_code == 200
    assert owner.post(f"{url}/leave").status_code == 204  # now it may leave
    assert _members(lid) == {member.user.pk}


def test_the_owner_removes_a_member(client_factory):
    owner, member, other = client_factory(), client_factory(), client_factory()
    league = create_league(owner)
    lid = league["id"]
    for client in (member, other):
        client.post(JOIN, {"invite_code": league["invite_code"]}, format="json")
    season = create_season(owner, lid).json()
    services.game_result_apply(result=game((member.user, 1), (owner.user, 2),
                                           season=League.objects.get(pk=lid).seasons.get(
                                               pk=season["id"])))
    url = f"{LEAGUES}/{lid}/members"

    assert_error(member.delete(f"{url}/{other.user.pk}"), 403, "not_league_owner")
    assert_error(owner.delete(f"{url}/{owner.user.pk}"), 409, "owner_cannot_leave")
    assert_error(owner.delete(f"{url}/999999"), 404, "member_not_found")
    assert _members(lid) == {owner.user.pk, member.user.pk, other.user.pk}

    assert owner.delete(f"{url}/{member.user.pk}").status_code == 204
    assert owner.delete(f"{url}/{other.user.pk}").status_code == 204
    assert _members(lid) == {owner.user.pk}
    assert_error(member.get(f"{LEAGUES}/{lid}"), 404, "league_not_found")
    # As when leaving: the table keeps the game the member played, not the empty rows.
    assert Standing.objects.filter(league_id=lid, user=member.user, played=1).count() == 2
    assert not Standing.objects.filter(league_id=lid, user=other.user).exists()


def test_a_league_nobody_has_played_in_can_be_deleted(client_factory):
    owner, member = client_factory(), client_factory()
    league = create_league(owner)
    lid = league["id"]
    member.post(JOIN, {"invite_code": league["invite_code"]}, format="json")
    create_season(owner, lid)
    assert_error(member.delete(f"{LEAGUES}/{lid}"), 403, "not_league_owner")
    assert owner.delete(f"{LEAGUES}/{lid}").status_code == 204
    assert not League.objects.filter(pk=lid).exists()
    assert_error(owner.get(f"{LEAGUES}/{lid}"), 404, "league_not_found")
    assert_error(owner.delete(f"{LEAGUES}/{lid}"), 404, "league_not_found")


def test_a_league_with_games_stays(client_factory):
    """Its tables and league ratings are the members' record."""
    owner, member = client_factory(), client_factory()
    league = create_league(owner)
    lid = league["id"]
    member.post(JOIN, {"invite_code": league["invite_code"]}, format="json")
    season = League.objects.get(pk=lid).seasons.get(pk=create_season(owner, lid).json()["id"])
    services.game_result_apply(result=game((owner.user, 1), (member.user, 2), season=season))
    assert_error(owner.delete(f"{LEAGUES}/{lid}"), 409, "league_has_games")
    assert owner.get(f"{LEAGUES}/{lid}").json() == league
    assert Standing.objects.filter(league_id=lid, played=1).count() == 4


def test_a_league_with_a_game_in_progress_stays(client_factory):
    from games import services as game_services

    owner, member = client_factory(), client_factory()
    league = create_league(owner)
    lid = league["id"]
    member.post(JOIN, {"invite_code": league["invite_code"]}, format="json")
    season_id = create_season(owner, lid).json()["id"]
    game_services.game_create(user=owner.user, max_players=2,
                              season=League.objects.get(pk=lid).seasons.get(pk=season_id))
    assert_error(owner.delete(f"{LEAGUES}/{lid}"), 409, "league_has_games")
    assert League.objects.filter(pk=lid).exists()
