"""Following, blocking and invitations.  A person follows players and sees which of them are
playing now (a public game only: a private one is never named); invites people by username to a
lobby or a league, and they accept (a seat, a membership) or decline; a person blocks another:
no invitations from them, no talk from them shown, and no seat for them in a lobby the blocker
created or sits in."""

from __future__ import annotations

import pytest

from games import services
from games.models import Game
from live.models import Notification
from social.models import Invitation
from tests.games.helpers import assert_error

pytestmark = pytest.mark.django_db


def _follow(client, username):
    return client.post("/api/v1/me/following", {"username": username}, format="json")


def test_following_shows_who_is_playing_now_in_public(client_factory, table_factory):
    me = client_factory()
    public = table_factory(players=2)
    private = table_factory(players=2, visibility="private")
    idle = client_factory()
    star, hidden = public.clients[0], private.clients[0]
    for person in (star, hidden, idle):
        answer = _follow(me, person.user.username.upper())  # names are matched without case
        assert answer.status_code == 201, answer.content
        assert answer.json()["username"] == person.user.username
    _follow(me, star.user.username)  # again: no change
    following = {p["username"]: p["playing_now"] for p in me.get("/api/v1/me/following").json()}
    assert following == {star.user.username: [public.game_id], hidden.user.username: [],
                         idle.user.username: []}
    assert me.delete(f"/api/v1/me/following/{idle.user.username}").status_code == 204
    assert idle.user.username not in [p["username"]
                                      for p in me.get("/api/v1/me/following").json()]


def test_following_refuses_nobody_and_oneself(client_factory):
    me = client_factory()
    error = assert_error(_follow(me, "no_such_person"), 404, "player_not_found")
    assert error["details"] == {"username": "no_such_person"}
    assert_error(_follow(me, me.user.username), 400, "cannot_follow_yourself")
    assert "username" in assert_error(_follow(me, ""), 400, "invalid")["details"]
    assert_error(me.delete("/api/v1/me/following/no_such_person"), 404, "player_not_found")


def test_an_invitation_to_a_lobby_is_a_notification_then_a_seat(client_factory):
    host, guest, other = client_factory(), client_factory(), client_factory()
    game = services.game_create(user=host.user, max_players=3, visibility="private")
    answer = host.post(f"/api/v1/games/{game.pk}/invitations",
                       {"usernames": [guest.user.username, other.user.username]},
                       format="json")
    assert answer.status_code == 201, answer.content
    made = {i["id"]: i for i in answer.json()}
    notice = Notification.objects.get(user=guest.user, type="invited")
    assert notice.data == {"game_id": game.pk, "by": host.user.pk,
                           "invitation_id": notice.data["invitation_id"]}
    assert notice.data["invitation_id"] in made

    [waiting] = guest.get("/api/v1/me/invitations").json()
    assert (waiting["game_id"], waiting["from_username"]) == (game.pk, host.user.username)
    accepted = guest.post(f"/api/v1/me/invitations/{waiting['id']}/accept", {}, format="json")
    assert accepted.status_code == 200, accepted.content
    assert accepted.json()["status"] == "accepted"
    assert guest.get(f"/api/v1/games/{game.pk}").json()["my_seat"] == 1  # a private game
    assert_error(guest.post(f"/api/v1/me/invitations/{waiting['id']}/accept", {},
                            format="json"), 409, "invitation_answered")
    [theirs] = other.get("/api/v1/me/invitations").json()
    declined = other.post(f"/api/v1/me/invitations/{theirs['id']}/decline", {}, format="json")
    assert declined.json()["status"] == "declined"
    assert other.get(f"/api/v1/games/{game.pk}").status_code == 404
    assert_error(host.post(f"/api/v1/me/invitations/{theirs['id']}/accept", {},
                           format="json"), 404, "invitation_not_found")


def test_only_a_lobbys_people_invite_to_it_and_only_while_it_is_a_lobby(client_factory,
                                                                        table_factory):
    host, stranger, guest = client_factory(), client_factory(), client_factory()
    game = services.game_create(user=host.user, max_players=3)
    body = {"usernames": [guest.user.username]}
    assert_error(stranger.post(f"/api/v1/games/{game.pk}/invitations", body, format="json"),
                 403, "not_a_player")
    started = table_factory(players=2)
    assert_error(started.clients[0].post(f"/api/v1/games/{started.game_id}/invitations", body,
                                         format="json"), 409, "game_not_open")
    unknown = host.post(f"/api/v1/games/{game.pk}/invitations",
                        {"usernames": [guest.user.username, "nobody_here"]}, format="json")
    assert assert_error(unknown, 404, "player_not_found")["details"] == {
        "usernames": "nobody_here"}
    assert not Invitation.objects.exists()  # all or nothing


def test_an_invitation_to_a_league_joins_it(client_factory):
    owner, friend = client_factory(), client_factory()
    league = owner.post("/api/v1/leagues", {"name": "Tuesday club"}, format="json").json()
    answer = owner.post(f"/api/v1/leagues/{league['id']}/invitations",
                        {"usernames": [friend.user.username]}, format="json")
    assert answer.status_code == 201, answer.content
    [waiting] = friend.get("/api/v1/me/invitations").json()
    assert waiting["league_id"] == league["id"]
    friend.post(f"/api/v1/me/invitations/{waiting['id']}/accept", {}, format="json")
    assert league["id"] in [m["id"] for m in friend.get("/api/v1/leagues").json()["results"]]


def test_a_blocked_person_cannot_invite_nor_sit_at_the_blockers_tables(client_factory):
    alice, bob, carol = client_factory(), client_factory(), client_factory()
    assert alice.post("/api/v1/me/blocked", {"username": bob.user.username},
                      format="json").status_code == 201
    bobs = services.game_create(user=bob.user, max_players=4)
    answer = bob.post(f"/api/v1/games/{bobs.pk}/invitations",
                      {"usernames": [carol.user.username, alice.user.username]}, format="json")
    assert assert_error(answer, 403, "blocked")["details"] == {
        "usernames": [alice.user.username]}
    assert not Notification.objects.filter(type="invited").exists()

    alices = services.game_create(user=alice.user, max_players=4)
    assert_error(bob.post(f"/api/v1/games/{alices.pk}/join", {}, format="json"), 403,
                 "blocked")
    carols = services.game_create(user=carol.user, max_players=4)
    services.game_join(game_id=carols.pk, user=alice.user)
    assert_error(bob.post(f"/api/v1/games/{carols.pk}/join", {}, format="json"), 403,
                 "blocked")
    assert alice.delete(f"/api/v1/me/blocked/{bob.user.username}").status_code == 204
    assert bob.post(f"/api/v1/games/{alices.pk}/join", {}, format="json").status_code == 200


def test_blocking_ends_following_and_the_pending_invitations_from_them(client_factory):
    alice, bob = client_factory(), client_factory()
    _follow(alice, bob.user.username)
    _follow(bob, alice.user.username)
    game = services.game_create(user=bob.user, max_players=3)
    bob.post(f"/api/v1/games/{game.pk}/invitations", {"usernames": [alice.user.username]},
             format="json")
    alice.post("/api/v1/me/blocked", {"username": bob.user.username}, format="json")
    assert alice.get("/api/v1/me/following").json() == []
    assert bob.get("/api/v1/me/following").json() == []
    assert alice.get("/api/v1/me/invitations").json() == []
    assert [p["username"] for p in alice.get("/api/v1/me/blocked").json()] == [
        bob.user.username]


def test_public_games_being_played_now_are_listed_to_watch(client_factory, table_factory):
    watcher = client_factory()
    first = table_factory(players=2)
    second = table_factory(players=3)
    table_factory(players=2, visibility="private")
    services.game_create(user=watcher.user, max_players=3)  # a lobby: not being played
    page = watcher.get("/api/v1/games/live").json()
    assert [g["id"] for g in page["results"]] == [second.game_id, first.game_id]
    assert all(g["my_seat"] is None and g["status"] == "active" for g in page["results"])


def test_my_export_holds_what_i_said_and_chose_about_others(client_factory, table_factory,
                                                          throttle_rates):
    import json

    throttle_rates(export=None)
    table = table_factory(players=2)
    alice, bob = table.clients
    carol = client_factory()
    alice.post(f"/api/v1/games/{table.game_id}/chat", {"text": "Hi Bob"}, format="json")
    line = bob.post(f"/api/v1/games/{table.game_id}/chat", {"phrase": "hello"},
                    format="json").json()
    alice.post(f"/api/v1/games/{table.game_id}/chat/{line['id']}/report", {"reason": "test"},
               format="json")
    _follow(alice, carol.user.username)
    alice.post("/api/v1/me/blocked", {"username": bob.user.username}, format="json")
    lobby = services.game_create(user=carol.user, max_players=3)
    carol.post(f"/api/v1/games/{lobby.pk}/invitations", {"usernames": [alice.user.username]},
               format="json")

    export = alice.get("/api/v1/me/export")
    assert export.status_code == 200
    body = json.loads(b"".join(export.streaming_content))
    assert [m["text"] for m in body["chat_messages"]] == ["Hi Bob"]
    assert [p["username"] for p in body["following"]] == [carol.user.username]
    assert [p["username"] for p in body["blocked"]] == [bob.user.username]
    assert body["muted"] == []
    assert [(i["game_id"], i["from_username"]) for i in body["invitations"]] == [
        (lobby.pk, carol.user.username)]
    assert [r["message_id"] for r in body["chat_reports"]] == [line["id"]]


def test_a_rematch_does_not_seat_together_people_one_of_whom_blocked_the_other(table_factory):
    table = table_factory(players=2)
    alice, bob = table.clients
    table.play_out()
    bob.post("/api/v1/me/blocked", {"username": alice.user.username}, format="json")
    before = Game.objects.count()
    assert_error(alice.post(table.url("/rematch"), {}, format="json"), 403, "blocked")
    assert Game.objects.count() == before
