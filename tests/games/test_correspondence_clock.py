"""Correspondence clocks: days per decision or a bank of days, what a timeout does, the
reminders at half the time and a tenth left, and the vacation that holds a person's clocks.

Time is moved by the test: it writes the game's clock (its start, the deadline and the next
reminder) that much earlier, as if that much time had passed; nothing sleeps.
"""

from __future__ import annotations

import json
import threading
import time
from datetime import timedelta

import pytest
from django.db import connection
from django.db.models import F
from django.utils import timezone

from core.domain_errors import Conflict
from games import services
from games.clock import DAY, Clock
from games.kinds import game_kind
from games.models import Game, GameEvent, GamePause, Seat, Vacation
from live.models import Notification
from players.models import Profile
from tests.games.helpers import assert_error, first_legal

pytestmark = pytest.mark.django_db(transaction=True)

GAMES = "/api/v1/games"
VACATION = "/api/v1/me/vacation"


def time_passes(game_id: int, delta: timedelta) -> None:
    """As if ``delta`` had passed: the game's clock, deadline and next reminder are that much
    nearer (earlier)."""
    Game.objects.filter(pk=game_id).update(
        clock_started_at=F("clock_started_at") - delta, deadline=F("deadline") - delta,
        remind_at=F("remind_at") - delta)


def reminders(user) -> list[dict]:
    return [n.data for n in Notification.objects.filter(user=user, type="turn_reminder")
            .order_by("seq")]


def waiting(table) -> tuple[int, object]:
    """The seat the game waits on and its client."""
    seat = table.view(0)["game"]["to_act"]
    return seat, table.clients[seat]


# --- time controls -------------------------------------------------------------------------

def test_a_correspondence_game_is_created_with_days_per_decision_and_shows_it(client_factory):
    alice, bob = client_factory(), client_factory()
    response = alice.post(GAMES, {"max_players": 2, "time_control": {"type": "days", "days": 3},
                                  "on_timeout": "play"}, format="json")
    assert response.status_code == 201, response.content
    game = response.json()
    assert game["time_control"] == {"type": "days", "days": 3}
    assert game["on_timeout"] == "play" and game["turn_time_limit"] == 3 * 86400
    listed = [g for g in bob.get(f"{GAMES}/open").json()["results"] if g["id"] == game["id"]]
    assert listed[0]["time_control"] == {"type": "days", "days": 3}
    assert bob.post(f"{GAMES}/{game['id']}/join", {}, format="json").status_code == 200
    started = alice.post(f"{GAMES}/{game['id']}/start", {}, format="json").json()
    to_act = started["game"]["to_act"]
    clock = started["seats"][to_act]["clock"]
    assert clock["running"] and 3 * 86400 - 60 < clock["remaining_seconds"] <= 3 * 86400
    other = started["seats"][1 - to_act]["clock"]
    assert not other["running"] and other["remaining_seconds"] == 3 * 86400


@pytest.mark.parametrize("time_control, field", [
    ({"type": "days", "days": 4}, "days"),
    ({"type": "days"}, "days"),
    ({"type": "days", "days": 3, "seconds": 60}, "seconds"),
    ({"type": "bank", "initial_days": 3, "increment_days": 1}, "max_days"),
    ({"type": "bank", "initial_days": 5, "increment_days": 1, "max_days": 3}, "max_days"),
    ({"type": "bank", "initial_days": 0, "increment_days": 1, "max_days": 3}, "initial_days"),
    ({"type": "fortnightly"}, "type"),
])
def test_a_bad_time_control_is_400_naming_its_field_and_creates_nothing(client_factory,
                                                                       time_control, field):
    response = client_factory().post(GAMES, {"max_players": 2, "time_control": time_control},
                                     format="json")
    error = assert_error(response, 400, "invalid")
    assert field in error["details"]["time_control"], error
    assert not Game.objects.exists()


@pytest.mark.parametrize("body, field", [
    ({"time_control": {"type": "days", "days": 1}, "turn_time_limit": 60}, "turn_time_limit"),
    ({"on_timeout": "pass"}, "on_timeout"),
    ({"on_timeout": "play", "timeouts_to_resign": 2}, "timeouts_to_resign"),
    ({"timeouts_to_resign": 11}, "timeouts_to_resign"),
])
def test_bad_timeout_options_are_400_naming_the_field(client_factory, body, field):
    response = client_factory().post(GAMES, {"max_players": 2, **body}, format="json")
    assert field in assert_error(response, 400, "invalid")["details"]
    assert not Game.objects.exists()


def test_a_bank_seat_keeps_what_it_did_not_use_plus_the_increment_up_to_the_cap(table_factory):
    table = table_factory(players=2, clock=Clock("bank", None, 3 * DAY, DAY, 4 * DAY))
    seat, client = waiting(table)
    view = table.view(seat)
    assert view["time_control"] == {"type": "bank", "initial_days": 3, "increment_days": 1,
                                    "max_days": 4}
    time_passes(table.game_id, timedelta(days=1))  # a day of the three is used
    response = table.act(seat, view["game"]["legal_actions"][0], view["version"])
    assert response.status_code == 200, response.content
    bank = Seat.objects.get(game_id=table.game_id, index=seat).clock_bank
    assert 3 * DAY - 60 < bank <= 3 * DAY  # two days left plus one, under the cap of four
    assert response.json()["seats"][seat]["clock"]["remaining_seconds"] == bank


def test_on_timeout_play_decides_for_the_seat_and_it_never_resigns(table_factory):
    table = table_factory(players=2, clock=Clock("days", DAY), on_timeout="play")
    for _ in range(4):
        Game.objects.filter(pk=table.game_id).update(
            deadline=timezone.now() - timedelta(seconds=1))
        assert services.deadlines_settle(choose=first_legal) == 1
    assert GameEvent.objects.filter(game_id=table.game_id, type="timeout").count() == 4
    assert not Seat.objects.filter(game_id=table.game_id, resigned=True).exists()


def test_on_timeout_resign_after_n_resigns_at_the_nth_timeout_in_a_row(table_factory):
    table = table_factory(players=2, clock=Clock("days", DAY), timeouts_to_resign=1)
    seat, _client = waiting(table)
    Game.objects.filter(pk=table.game_id).update(deadline=timezone.now() - timedelta(seconds=1))
    assert services.deadlines_settle(choose=first_legal) == 1
    resigned = GameEvent.objects.get(game_id=table.game_id, type="resigned").data
    assert resigned == {"type": "resigned", "seat": seat, "reason": "timeouts"}


# --- reminders -----------------------------------------------------------------------------

def test_a_waiting_decision_is_reminded_at_half_and_at_a_tenth_left_once_each(table_factory):
    table = table_factory(players=2, clock=Clock("days", 10 * DAY))
    seat, client = waiting(table)
    assert services.reminders_send() == 0  # nothing is due on the first day
    time_passes(table.game_id, timedelta(days=5, minutes=1))
    assert services.reminders_send() == 1
    assert services.reminders_send() == 0
    time_passes(table.game_id, timedelta(days=4))
    assert services.reminders_send() == 1
    time_passes(table.game_id, timedelta(hours=12))
    assert services.reminders_send() == 0
    sent = reminders(client.user)
    assert [r["reminder"] for r in sent] == ["half", "tenth"]
    assert {r["game_id"] for r in sent} == {table.game_id} and sent[0]["seat"] == seat
    other = table.clients[1 - seat].user
    assert reminders(other) == []


def test_a_move_starts_the_next_decisions_reminders_afresh(table_factory):
    table = table_factory(players=2, clock=Clock("days", 2 * DAY))
    seat, client = waiting(table)
    time_passes(table.game_id, timedelta(days=1, minutes=1))
    assert services.reminders_send() == 1
    view = table.view(seat)
    table.act(seat, view["game"]["legal_actions"][0], view["version"])
    game = Game.objects.get(pk=table.game_id)
    assert game.reminders_sent == 0 and game.remind_at > timezone.now() + timedelta(hours=23)


def test_a_live_game_is_never_reminded(table_factory):
    table = table_factory(players=2, turn_time_limit=60)
    assert Game.objects.get(pk=table.game_id).remind_at is None


# --- vacation ------------------------------------------------------------------------------

def test_a_person_on_vacation_loses_no_game_and_the_others_see_it(table_factory, settings):
    settings.WHIST_VACATION_DAYS_PER_YEAR = 365
    table = table_factory(players=2, clock=Clock("days", DAY), timeouts_to_resign=1)
    seat, away = waiting(table)
    before = Game.objects.get(pk=table.game_id).deadline
    until = timezone.now() + timedelta(days=5)
    response = away.post(VACATION, {"until": until.isoformat()}, format="json")
    assert response.status_code == 201, response.content
    assert response.json()["current"]["until"] is not None
    game = Game.objects.get(pk=table.game_id)
    assert game.deadline - before > timedelta(days=4, hours=23)  # held for the five days
    other = table.view(1 - seat)
    assert other["seats"][seat]["clock"]["on_vacation_until"] is not None
    assert GameEvent.objects.filter(game_id=table.game_id, type="clock_paused").exists()
    # Four days on, the sweep has nothing to do with the game.
    assert services.deadlines_settle(now=timezone.now() + timedelta(days=4)) == 0
    # Even a deadline that passes while they are away is held, not timed out.
    Game.objects.filter(pk=table.game_id).update(deadline=timezone.now() - timedelta(minutes=1))
    assert services.deadlines_settle(choose=first_legal) == 1
    assert not GameEvent.objects.filter(game_id=table.game_id, type="timeout").exists()
    assert not Seat.objects.get(game_id=table.game_id, index=seat).resigned
    assert Game.objects.get(pk=table.game_id).deadline > until
    shown = away.get(VACATION).json()
    assert {p["game_id"] for p in shown["pauses"]} == {table.game_id}
    assert shown["used_days"] < 0.01 and shown["left_days"] > 300
    # The vacation and its pause are in the person's data export too.
    export = away.get("/api/v1/me/export")
    [vacation] = json.loads(b"".join(export.streaming_content))["vacations"]
    assert {p["game_id"] for p in vacation["pauses"]} == {table.game_id}


def test_back_early_the_clock_runs_again_with_the_time_it_had(table_factory, settings):
    settings.WHIST_VACATION_DAYS_PER_YEAR = 365
    table = table_factory(players=2, clock=Clock("days", 3 * DAY))
    seat, away = waiting(table)
    before = Game.objects.get(pk=table.game_id).deadline
    assert away.post(VACATION, {"until": (timezone.now() + timedelta(days=7)).isoformat()},
                     format="json").status_code == 201
    response = away.delete(VACATION)
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["current"] is None and body["vacations"][0]["ended_at"] is not None
    after = Game.objects.get(pk=table.game_id).deadline
    assert abs(after - before) < timedelta(minutes=1)
    assert table.view(1 - seat)["seats"][seat]["clock"]["on_vacation_until"] is None
    assert_error(away.delete(VACATION), 409, "not_on_vacation")


def test_a_turn_that_reaches_someone_away_waits_for_their_return(table_factory, settings):
    settings.WHIST_VACATION_DAYS_PER_YEAR = 365
    table = table_factory(players=2, clock=Clock("days", DAY))
    seat, _client = waiting(table)
    other = table.clients[1 - seat]
    until = timezone.now() + timedelta(days=3)
    assert other.post(VACATION, {"until": until.isoformat()}, format="json").status_code == 201
    view = table.view(seat)
    assert view["game"]["decision"] == "play"  # a lead: the other seat follows
    table.act(seat, view["game"]["legal_actions"][0], view["version"])
    game = Game.objects.get(pk=table.game_id)
    assert game.to_act_seat == 1 - seat
    assert game.deadline > until + timedelta(hours=23)  # a whole day after the return
    pause = GamePause.objects.get(game=game, seat=1 - seat)
    assert pause.vacation == Vacation.objects.get(user=other.user)
    assert game.remind_at > until  # nobody is reminded while away


def test_a_live_game_is_not_held(table_factory, settings):
    settings.WHIST_VACATION_DAYS_PER_YEAR = 365
    table = table_factory(players=2, turn_time_limit=60)
    seat, away = waiting(table)
    before = Game.objects.get(pk=table.game_id).deadline
    assert away.post(VACATION, {}, format="json").status_code == 201
    assert Game.objects.get(pk=table.game_id).deadline == before
    assert table.view(1 - seat)["seats"][seat]["clock"]["on_vacation_until"] is None


def test_vacation_starts_by_itself_at_a_deadline_when_asked_and_days_are_left(table_factory,
                                                                             settings):
    settings.WHIST_VACATION_DAYS_PER_YEAR = 365
    table = table_factory(players=2, clock=Clock("days", DAY), timeouts_to_resign=1)
    seat, away = waiting(table)
    assert away.patch(VACATION, {"auto": True}, format="json").json()["auto"] is True
    Game.objects.filter(pk=table.game_id).update(deadline=timezone.now() - timedelta(seconds=1))
    assert services.deadlines_settle(choose=first_legal) == 1
    vacation = Vacation.objects.get(user=away.user)
    assert vacation.automatic
    assert not GameEvent.objects.filter(game_id=table.game_id, type="timeout").exists()
    assert Profile.objects.get(user=away.user).vacation_until == vacation.until


def test_without_days_left_a_vacation_is_refused(client_factory, settings):
    settings.WHIST_VACATION_DAYS_PER_YEAR = 0
    assert_error(client_factory().post(VACATION, {}, format="json"), 409, "no_vacation_left")


def test_a_vacation_longer_than_the_days_left_is_400_naming_until(client_factory, settings):
    settings.WHIST_VACATION_DAYS_PER_YEAR = 14
    client = client_factory()
    until = timezone.now() + timedelta(days=40)
    error = assert_error(client.post(VACATION, {"until": until.isoformat()}, format="json"),
                         400, "vacation_too_long")
    assert error["details"]["field"] == "until"
    assert not Vacation.objects.exists()
    shown = client.get(VACATION).json()
    assert shown["days_per_year"] == 14 and 0 < shown["accrued_days"] <= 14


def test_vacations_started_and_ended_while_both_people_move_leave_no_clock_held(
        table_factory, settings):
    """Three devices of one person start and end vacations while both people play: however
    the writes interleave, a pause open while the person is away is the current vacation's,
    and once they are back no game's clock is held for them (every pause is closed)."""
    settings.WHIST_VACATION_DAYS_PER_YEAR = 365
    table = table_factory(players=2, clock=Clock("days", DAY))
    person = table.clients[0].user
    stop = threading.Event()
    failures: list[BaseException] = []

    def repeatedly(work) -> None:
        try:
            while not stop.is_set():
                work()
        except BaseException as exc:  # reported by the test, not lost in a thread
            failures.append(exc)
        finally:
            connection.close()

    def away_and_back() -> None:
        for change in (lambda: services.vacation_start(
                user=person, until=timezone.now() + timedelta(days=3)),
                lambda: services.vacation_end(user=person)):
            try:
                change()
            except Conflict:
                pass  # another device was first

    def play() -> None:
        game = Game.objects.get(pk=table.game_id)
        if game.status != "active":
            stop.set()
            return
        kind = game_kind(game.kind)
        action = kind.legal_actions(kind.state_from_dict(game.state))[0]
        try:
            services.action_apply(game_id=game.pk, user=game.seats.get(
                index=game.to_act_seat).user, action=action.to_dict(),
                expected_version=game.version)
        except Conflict:
            pass  # the game moved on meanwhile (a pause): read it again

    threads = [threading.Thread(target=repeatedly, args=(away_and_back,)) for _ in range(3)]
    threads.append(threading.Thread(target=repeatedly, args=(play,)))
    for thread in threads:
        thread.start()
    time.sleep(4)
    stop.set()
    for thread in threads:
        thread.join()
    assert not failures, failures

    current = Vacation.objects.filter(user=person, ended_at__isnull=True,
                                      until__gt=timezone.now()).first()
    held = [(p.vacation_id, p.started_at) for p in
            GamePause.objects.filter(game_id=table.game_id, ended_at__isnull=True)]
    assert all(vacation == getattr(current, "pk", None) for vacation, _ in held), held
    if current is not None:
        services.vacation_end(user=person)
    assert GamePause.objects.filter(game_id=table.game_id).exists()  # the race was run
    assert not GamePause.objects.filter(game_id=table.game_id, ended_at__isnull=True).exists()
