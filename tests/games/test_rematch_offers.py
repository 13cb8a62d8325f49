"""A rematch is an offer the other players accept: nobody is seated in a rated game they did
not ask for or accept, a finished game has one open offer however often it is asked for, and
an offer that is declined or left unanswered is cancelled.  And a rating moves only when every
person at the table made a decision of their own: timeouts alone earn nothing."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone
from rest_framework.test import APIClient

from games import services
from games.clock import DAY, Clock
from games.models import Game, GameEvent, GameStatus
from live.models import Notification
from players.models import FinishedGame, Rating, RatingChange
from tests.games.conftest import Table
from tests.games.helpers import assert_error, first_legal

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games"


def finished_pair(table_factory, **create):
    table = table_factory(players=2, options={"start_hand_size": 2}, **create)
    table.play_out()
    return table


def told(user, kind: str) -> list[dict]:
    return [n.data for n in Notification.objects.filter(user=user, type=kind).order_by("seq")]


def test_a_rematch_holds_the_other_player_s_seat_and_cannot_start_until_they_accept(
        table_factory):
    table = finished_pair(table_factory)
    alice, bob = table.clients

    response = alice.post(table.url("/rematch"), {}, format="json")
    assert response.status_code == 200, response.content
    offer = response.json()
    assert offer["status"] == "lobby" and offer["rated"] is True
    assert [(s["user_id"], s["accepted"]) for s in offer["seats"]] == [
        (alice.user.pk, True), (bob.user.pk, False)]
    assert offer["offer_expires_at"] is not None
    [invited] = told(bob.user, "invited")
    assert invited["game_id"] == offer["id"] and invited["rematch_of"] == table.game_id
    assert invited["expires_at"] == offer["offer_expires_at"].replace("Z", "+00:00")

    # Bob never asked: the rated game cannot start with him in it.
    assert_error(alice.post(f"{GAMES}/{offer['id']}/start", {}, format="json"), 409,
                 "rematch_not_accepted")
    assert Game.objects.get(pk=offer["id"]).status == GameStatus.LOBBY

    accepted = bob.post(f"{GAMES}/{offer['id']}/join", {}, format="json")
    assert accepted.status_code == 200, accepted.content
    assert [s["accepted"] for s in accepted.json()["seats"]] == [True, True]
    assert accepted.json()["offer_expires_at"] is None
    assert [n["user_id"] for n in told(alice.user, "seat_taken")
            if n["game_id"] == offer["id"]] == [bob.user.pk]
    started = alice.post(f"{GAMES}/{offer['id']}/start", {}, format="json")
    assert started.status_code == 200 and started.json()["status"] == "active"


def test_asking_for_a_rematch_already_offered_is_accepting_that_offer(table_factory):
    table = finished_pair(table_factory)
    alice, bob = table.clients
    offer = alice.post(table.url("/rematch"), {}, format="json").json()

    again = alice.post(table.url("/rematch"), {}, format="json").json()
    assert again["id"] == offer["id"] and again["seats"][1]["accepted"] is False
    answer = bob.post(table.url("/rematch"), {}, format="json").json()
    assert answer["id"] == offer["id"] and answer["seats"][1]["accepted"] is True
    assert Game.objects.filter(rematch_of=table.game_id).count() == 1
    assert told(bob.user, "invited") and not told(alice.user, "invited")


def test_a_declined_rematch_is_cancelled_and_the_asker_is_told(table_factory):
    table = finished_pair(table_factory)
    alice, bob = table.clients
    offer = alice.post(table.url("/rematch"), {}, format="json").json()

    declined = bob.post(f"{GAMES}/{offer['id']}/leave", {}, format="json")
    assert declined.status_code == 200, declined.content
    assert declined.json()["status"] == "cancelled"
    event = GameEvent.objects.filter(game_id=offer["id"]).latest("seq").data
    assert event == {"type": "game_cancelled", "reason": "declined", "by": bob.user.pk}
    assert [n["reason"] for n in told(alice.user, "game_cancelled")] == ["declined"]
    assert told(bob.user, "game_cancelled") == []
    # A new offer may be made after a refusal.
    second = alice.post(table.url("/rematch"), {}, format="json").json()
    assert second["id"] != offer["id"] and second["status"] == "lobby"


def test_an_unanswered_offer_lapses_and_cannot_be_accepted_late(table_factory):
    table = finished_pair(table_factory)
    alice, bob = table.clients
    offer = alice.post(table.url("/rematch"), {}, format="json").json()
    assert services.rematch_offers_expire() == 0  # not yet due
    Game.objects.filter(pk=offer["id"]).update(
        offer_expires_at=timezone.now() - timedelta(seconds=1))

    assert_error(bob.post(f"{GAMES}/{offer['id']}/join", {}, format="json"), 409,
                 "rematch_expired")
    assert services.rematch_offers_expire() == 1
    assert services.rematch_offers_expire() == 0
    assert Game.objects.get(pk=offer["id"]).status == GameStatus.CANCELLED
    for person in (alice, bob):
        assert [n["reason"] for n in told(person.user, "game_cancelled")] == ["expired"]


def test_a_rematch_against_the_computer_needs_nobody_s_answer(client_factory):
    alice = client_factory()
    game = services.game_create(user=alice.user, max_players=2, seed="vs-ai",
                                options={"start_hand_size": 2})
    services.ai_seat_add(game_id=game.pk, user=alice.user, level="random")
    services.game_start(game_id=game.pk, user=alice.user)
    table = Table(game.pk, [alice])
    while (view := table.view(0))["status"] == "active":
        if view["game"]["to_act"] == 0:
            table.act(0, view["game"]["legal_actions"][0], view["version"])
        else:
            services.server_action_apply(game_id=game.pk, expected_version=None,
                                         choose=first_legal)

    offer = alice.post(f"{GAMES}/{game.pk}/rematch", {}, format="json").json()
    assert offer["offer_expires_at"] is None
    assert all(s["accepted"] for s in offer["seats"])
    assert alice.post(f"{GAMES}/{offer['id']}/start", {}, format="json").status_code == 200


@pytest.mark.django_db(transaction=True)
def test_sixteen_concurrent_rematch_requests_make_one_offer(table_factory):
    table = finished_pair(table_factory)
    tokens = [c._credentials["HTTP_AUTHORIZATION"] for c in table.clients]
    answers: list[tuple[int, int | None]] = []
    gate = threading.Barrier(16)

    def ask(n: int) -> None:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=tokens[n % 2])
        try:
            gate.wait()
            response = client.post(table.url("/rematch"), {}, format="json")
            answers.append((response.status_code, response.json().get("id")))
        finally:
            connection.close()

    threads = [threading.Thread(target=ask, args=(n,)) for n in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert len(answers) == 16
    assert {status for status, _ in answers} == {200}
    [offer_id] = {game_id for _, game_id in answers}
    assert Game.objects.filter(rematch_of=table.game_id).count() == 1
    # Bob asked too: asking is accepting, so his seat is his.
    assert all(s.accepted for s in Game.objects.get(pk=offer_id).seats.all())


# --- ratings earned by playing ----------------------------------------------------------------

def _timeouts_until_the_end(table, *, plays: set[int]) -> None:
    """Seats in ``plays`` decide for themselves; every other decision times out."""
    for _ in range(200):
        view = table.view(0)
        if view["status"] != "active":
            return
        seat = view["game"]["to_act"]
        if seat in plays:
            mine = table.view(seat)
            response = table.act(seat, mine["game"]["legal_actions"][0], mine["version"])
            assert response.status_code == 200, response.content
        else:
            Game.objects.filter(pk=table.game_id).update(
                deadline=timezone.now() - timedelta(seconds=1))
            assert services.deadlines_settle(choose=first_legal) == 1
    raise AssertionError("the game did not end")


def test_a_rated_game_ended_by_timeouts_alone_moves_no_rating(table_factory):
    table = table_factory(players=2, clock=Clock("days", DAY), timeouts_to_resign=1)
    _timeouts_until_the_end(table, plays=set())

    record = FinishedGame.objects.get(game_id=table.game_id)
    assert record.rated is False
    assert not RatingChange.objects.exists() and not Rating.objects.exists()


def test_a_rating_moves_only_when_every_person_made_a_decision(table_factory):
    table = table_factory(players=2, clock=Clock("days", DAY), timeouts_to_resign=3)
    _timeouts_until_the_end(table, plays={0})
    assert FinishedGame.objects.get(game_id=table.game_id).rated is False
    assert not RatingChange.objects.exists()

    both = table_factory(players=2, options={"start_hand_size": 2})
    both.play_out()
    assert FinishedGame.objects.get(game_id=both.game_id).rated is True
    assert RatingChange.objects.filter(game__game_id=both.game_id).count() == 2
