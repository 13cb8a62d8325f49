"""Table talk: a game's players talk in their room, its spectators in theirs, and neither reads
the other; quick phrases always, free text when the creator allows it (off by default in rated
classic Whist, a partnership game: "partners ... must not communicate with each other except
through the cards they play", as the rules of Whist have it); a person mutes or blocks whom
they like, for themselves only; nobody reads a game's talk who may not read the game."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from games import services
from games.models import Game, GameStatus
from social.models import ChatMessage, ChatReport
from social.services.upkeep import chat_prune
from tests.games.helpers import assert_error

pytestmark = pytest.mark.django_db


def _say(client, game_id, **body):
    return client.post(f"/api/v1/games/{game_id}/chat", body, format="json")


def _read(client, game_id, after=0):
    response = client.get(f"/api/v1/games/{game_id}/chat?after={after}")
    assert response.status_code == 200, response.content
    return response.json()


def _texts(client, game_id):
    return [(m["username"], m["text"]) for m in _read(client, game_id)["messages"]]


def test_players_and_spectators_talk_in_rooms_of_their_own(table_factory, client_factory):
    table = table_factory(players=3)
    alice, bob, carol = table.clients
    watcher, other_watcher = client_factory(), client_factory()
    assert _say(alice, table.game_id, phrase="good_luck").status_code == 201
    assert _say(watcher, table.game_id, text="Who do you think wins?").status_code == 201
    answer = _say(bob, table.game_id, text="You too!")
    assert answer.status_code == 201, answer.content
    assert answer.json()["room"] == "players"

    players_room = [(alice.user.username, "Good luck"), (bob.user.username, "You too!")]
    for player in (alice, bob, carol):
        chat = _read(player, table.game_id)
        assert chat["room"] == "players"
        assert [(m["username"], m["text"]) for m in chat["messages"]] == players_room
    for spectator in (watcher, other_watcher):
        chat = _read(spectator, table.game_id)
        assert chat["room"] == "spectators"
        assert [(m["username"], m["text"]) for m in chat["messages"]] == [
            (watcher.user.username, "Who do you think wins?")]
    ids = [m["id"] for m in _read(alice, table.game_id)["messages"]]
    assert ids == sorted(ids)
    assert [m["text"] for m in _read(alice, table.game_id, after=ids[0])["messages"]] == [
        "You too!"]


def test_every_game_has_the_quick_phrases(table_factory):
    table = table_factory(players=2)
    chat = _read(table.clients[0], table.game_id)
    phrases = {p["id"]: p["text"] for p in chat["phrases"]}
    assert {"good_luck": "Good luck", "well_played": "Well played", "thanks": "Thanks",
            "slow_today": "Sorry, slow today"}.items() <= phrases.items()
    error = assert_error(_say(table.clients[0], table.game_id, phrase="your_trumps"), 400,
                         "invalid")
    assert "phrase" in error["details"]


def test_free_text_is_off_in_rated_classic_whist_and_the_creator_decides_elsewhere(
        table_factory):
    """Partners at rated classic Whist could tell each other their cards in a word: their
    room takes quick phrases only, even a game made before that was refused."""
    rated = table_factory(players=4, kind="whist")
    assert _read(rated.clients[0], rated.game_id)["free_text"] is False
    assert rated.view(0)["chat_free_text"] is False
    assert_error(_say(rated.clients[2], rated.game_id, text="lead hearts"), 403,
                 "free_text_off")
    assert _say(rated.clients[2], rated.game_id, phrase="thanks").status_code == 201
    Game.objects.filter(pk=rated.game_id).update(chat_free_text=True)  # made before the rule
    assert _read(rated.clients[0], rated.game_id)["free_text"] is False
    assert_error(_say(rated.clients[2], rated.game_id, text="lead hearts"), 403,
                 "free_text_off")

    unrated = table_factory(players=4, kind="whist", rated=False, chat_free_text=True)
    assert _read(unrated.clients[0], unrated.game_id)["free_text"] is True
    assert _say(unrated.clients[1], unrated.game_id, text="Hi all").status_code == 201
    knockout = table_factory(players=3)
    assert _read(knockout.clients[0], knockout.game_id)["free_text"] is True


def test_the_creator_sets_free_text_when_creating_the_game(client_factory):
    creator = client_factory()
    created = creator.post("/api/v1/games", {"max_players": 4, "kind": "whist", "rated": False,
                                              "chat_free_text": True}, format="json")
    assert created.status_code == 201, created.content
    assert created.json()["chat_free_text"] is True
    default = creator.post("/api/v1/games", {"max_players": 4, "kind": "whist"}, format="json")
    assert default.json()["chat_free_text"] is False
    before = Game.objects.count()
    refused = creator.post("/api/v1/games", {"max_players": 4, "kind": "whist",
                                              "chat_free_text": True}, format="json")
    error = assert_error(refused, 400, "free_text_in_rated_partnership")
    assert error["details"] == {"field": "chat_free_text"}
    assert Game.objects.count() == before
    wrong = creator.post("/api/v1/games", {"max_players": 4, "chat_free_text": "yes please"},
                         format="json")
    assert "chat_free_text" in assert_error(wrong, 400, "invalid")["details"]


def test_a_message_is_at_most_500_characters_and_one_of_phrase_or_text(table_factory):
    table = table_factory(players=2)
    alice = table.clients[0]
    assert _say(alice, table.game_id, text="x" * 500).status_code == 201
    before = ChatMessage.objects.count()
    assert "text" in assert_error(_say(alice, table.game_id, text="x" * 501), 400,
                                  "invalid")["details"]
    assert "text" in assert_error(_say(alice, table.game_id), 400, "invalid")["details"]
    assert "text" in assert_error(_say(alice, table.game_id, text="hi", phrase="thanks"),
                                  400, "invalid")["details"]
    assert "text" in assert_error(_say(alice, table.game_id, text=""), 400, "invalid")["details"]
    assert ChatMessage.objects.count() == before


def test_a_muted_or_blocked_player_is_not_shown_to_the_one_who_chose_it_only(table_factory):
    table = table_factory(players=3)
    alice, bob, carol = table.clients
    assert alice.post("/api/v1/me/muted", {"username": bob.user.username},
                      format="json").status_code == 201
    assert carol.post("/api/v1/me/blocked", {"username": alice.user.username},
                      format="json").status_code == 201
    _say(alice, table.game_id, phrase="hello")
    _say(bob, table.game_id, phrase="good_luck")
    _say(carol, table.game_id, phrase="thanks")
    assert _texts(alice, table.game_id) == [(alice.user.username, "Hello!"),
                                            (carol.user.username, "Thanks")]
    assert _texts(bob, table.game_id) == [(alice.user.username, "Hello!"),
                                          (bob.user.username, "Good luck"),
                                          (carol.user.username, "Thanks")]
    assert _texts(carol, table.game_id) == [(bob.user.username, "Good luck"),
                                            (carol.user.username, "Thanks")]
    assert [p["username"] for p in alice.get("/api/v1/me/muted").json()] == [bob.user.username]
    assert alice.delete(f"/api/v1/me/muted/{bob.user.username}").status_code == 204
    assert (bob.user.username, "Good luck") in _texts(alice, table.game_id)


def test_nobody_reads_the_talk_of_a_game_they_may_not_read(table_factory, client_factory):
    private = table_factory(players=2, visibility="private")
    _say(private.clients[0], private.game_id, phrase="hello")
    outsider = client_factory()
    assert_error(outsider.get(f"/api/v1/games/{private.game_id}/chat"), 404, "game_not_found")
    assert_error(_say(outsider, private.game_id, phrase="hello"), 404, "game_not_found")

    # A whist drive's table is sealed: its organiser, an entrant too, reads it from a seat only.
    organiser = client_factory()
    sealed = services.game_create(user=organiser.user, max_players=2, visibility="private",
                                  join=False, sealed=True)
    assert_error(organiser.get(f"/api/v1/games/{sealed.pk}/chat"), 404, "game_not_found")


def test_a_report_reaches_the_moderators_with_the_conversation_around_it(
        table_factory, admin_client):
    table = table_factory(players=2)
    alice, bob = table.clients
    for n in range(3):
        _say(alice, table.game_id, text=f"before {n}")
    rude = _say(bob, table.game_id, text="something rude").json()
    _say(alice, table.game_id, text="after")
    response = alice.post(f"/api/v1/games/{table.game_id}/chat/{rude['id']}/report",
                          {"reason": "rude"}, format="json")
    assert response.status_code == 201, response.content
    report = ChatReport.objects.get()
    assert (report.message_id, report.reporter_id) == (rude["id"], alice.user.pk)

    page = admin_client.get(f"/admin/social/chatreport/{report.pk}/change/")
    assert page.status_code == 200
    html = page.content.decode()
    conversation = html[html.index("before 0"):]
    assert conversation.index("before 2") < conversation.index("something rude") < \
        conversation.index("after")

    answer = admin_client.post("/admin/social/chatreport/", {
        "action": "suspend_authors", "_selected_action": [report.pk]})
    assert answer.status_code == 302
    bob.user.refresh_from_db()
    assert bob.user.is_active is False
    assert bob.get("/api/v1/me").status_code == 401  # every device of theirs signed out


def test_a_spectator_cannot_report_the_players_talk(table_factory, client_factory):
    table = table_factory(players=2)
    line = _say(table.clients[0], table.game_id, phrase="hello").json()
    watcher = client_factory()
    assert_error(watcher.post(f"/api/v1/games/{table.game_id}/chat/{line['id']}/report", {},
                              format="json"), 404, "message_not_found")


def test_talk_is_kept_30_days_after_the_game_ends(table_factory):
    ended, running = table_factory(players=2), table_factory(players=2)
    for table in (ended, running):
        _say(table.clients[0], table.game_id, phrase="hello")
    Game.objects.filter(pk=ended.game_id).update(
        status=GameStatus.FINISHED, finished_at=timezone.now() - timedelta(days=29))
    assert chat_prune() == 0
    Game.objects.filter(pk=ended.game_id).update(
        finished_at=timezone.now() - timedelta(days=31))
    assert chat_prune() == 1
    assert list(ChatMessage.objects.values_list("game_id", flat=True)) == [running.game_id]


def test_talk_has_a_throttle_of_its_own(table_factory, throttle_rates):
    throttle_rates(chat="2/min")
    table = table_factory(players=2)
    for _ in range(2):
        assert _say(table.clients[0], table.game_id, phrase="hello").status_code == 201
    assert _say(table.clients[0], table.game_id, phrase="hello").status_code == 429
    assert table.view(0)["status"] == "active"  # moves are not counted with talk
    assert _read(table.clients[0], table.game_id)["messages"]  # nor reads
