"""AI seats and turn deadlines driven by a real Celery worker over the real Redis broker.

Issue: "A game never gets stuck": AI seats act on their own, an absent player's deadline is
settled by beat's sweep, and a lost task is recovered by the sweep.
"""

from __future__ import annotations

import time

import pytest
from django.db import close_old_connections

from games import services
from games.engine import ForcedDeal, Setup
from games.engine.serialize import setup_to_dict
from games.models import Game, GameAction, GameEvent
from tests.celery_worker import celery_processes, wait_for

pytestmark = pytest.mark.django_db(transaction=True)


def _game(game_id: int) -> Game:
    close_old_connections()
    return Game.objects.get(pk=game_id)


def _ai_table(user, levels: list[str], **create) -> Game:
    game = services.game_create(user=user, max_players=len(levels), join=False, **create)
    for level in levels:
        services.ai_seat_add(game_id=game.pk, user=user, level=level)
    return game


@pytest.fixture
def fast_grace(settings):
    settings.WHIST_SERVER_TURN_GRACE = 2
    return settings


def test_one_player_and_three_ai_seats_play_to_the_end_through_the_api(client_factory,
                                                                      fast_grace):
    human = client_factory()
    # Every move of seat 0 is asserted to be the player's own: no auto-play of its only cards.
    services.auto_play_setting_update(user=human.user, correspondence=False)
    game = services.game_create(user=human.user, max_players=4, options={"start_hand_size": 3})
    for _ in range(3):
        services.ai_seat_add(game_id=game.pk, user=human.user, level="heuristic")
    url = f"/api/v1/games/{game.pk}"
    with celery_processes() as procs:
        procs.start_worker()
        assert human.post(f"{url}/start", {}, format="json").status_code == 200
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline:
            view = human.get(url).json()
            if view["status"] == "finished":
                break
            if view["game"]["is_my_turn"]:
                action = view["game"]["legal_actions"][0]
                response = human.post(f"{url}/actions", {"action": action,
                                                         "expected_version": view["version"]},
                                      format="json")
                assert response.status_code in (200, 409), response.content
            else:
                time.sleep(0.05)
        assert view["status"] == "finished", procs.log("worker")[-3000:]
    record = human.get(f"{url}/record").json()
    actors = {(a["seat"], a["actor"]) for a in record["actions"]}
    assert {(1, "ai"), (2, "ai"), (3, "ai")} <= actors
    assert all(a["actor"] == ("player" if a["seat"] == 0 else "ai") for a in record["actions"])


def test_an_all_ai_table_finishes_with_nobody_calling_the_api(user_factory, fast_grace):
    organiser = user_factory()
    game = _ai_table(organiser, ["random", "heuristic", "random", "heuristic"],
                     options={"start_hand_size": 3})
    with celery_processes() as procs:
        procs.start_worker()
        services.game_start(game_id=game.pk, user=organiser)
        wait_for(lambda: _game(game.pk).status == "finished", timeout=180,
                 message="the all-AI game to finish")
    finished = _game(game.pk)
    assert finished.winner_seat is not None
    assert GameAction.objects.filter(game=finished).exclude(actor="ai").count() == 0


def test_a_one_second_deadline_is_played_by_the_sweep_then_the_seat_resigns(client_factory,
                                                                           fast_grace):
    absent = client_factory()
    game = services.game_create(user=absent.user, max_players=2, turn_time_limit=1)
    services.ai_seat_add(game_id=game.pk, user=absent.user, level="heuristic")
    with celery_processes(WHIST_TIMEOUTS_BEFORE_RESIGN="2") as procs:
        procs.start_worker()
        procs.start_beat()
        services.game_start(game_id=game.pk, user=absent.user)

        def events(kind: str) -> list[dict]:
            close_old_connections()
            return [e.data for e in GameEvent.objects.filter(game_id=game.pk, type=kind)]

        first = wait_for(lambda: events("timeout"), timeout=60,
                         message="the sweep to play the absent seat")[0]
        assert first == {"type": "timeout", "seat": 0, "consecutive": 1,
                         "played_by": "heuristic"}
        resigned = wait_for(lambda: events("resigned"), timeout=60,
                            message="the seat to resign after two timeouts")[0]
        assert resigned == {"type": "resigned", "seat": 0, "reason": "timeouts"}
        wait_for(lambda: _game(game.pk).status == "finished", timeout=120,
                 message="the game to finish after the resignation")
    finished = _game(game.pk)
    assert finished.winner_seat == 1  # "the player counts as knocked out at its end"
    assert GameAction.objects.filter(game=finished, seat=0, actor="timeout").exists()


def test_duplicate_and_stale_ai_tasks_change_nothing(client_factory, fast_grace):
    """The AI seat (seat 1, eldest hand) leads; its task is delivered three times: the one the
    service enqueued, a duplicate, and one for an older version."""
    from games.tasks import server_turn

    human = client_factory()
    setup = Setup(seed="dup", first_dealer=0, forced_deals=((1, ForcedDeal.of(
        hands=["2C 3C 4C 5C 6C 7C 8C", "2D 3D 4D 5D 6D 7D 8D"], turn_up="AS")),))
    game = services.game_create(user=human.user, max_players=2,
                                forced_setup=setup_to_dict(setup))
    services.ai_seat_add(game_id=game.pk, user=human.user, level="heuristic")
    with celery_processes() as procs:
        started = services.game_start(game_id=game.pk, user=human.user)  # enqueues the AI turn
        assert started.to_act_seat == 1
        version = started.version
        server_turn.delay(game.pk, version)
        server_turn.delay(game.pk, version - 1)
        procs.start_worker()
        after = wait_for(lambda: (g := _game(game.pk)).to_act_seat == 0 and g, timeout=60,
                         message="the AI's lead")
        time.sleep(2)  # let every copy of the task run
        close_old_connections()
        assert GameAction.objects.filter(game_id=game.pk).count() == 1
        assert _game(game.pk).version == after.version == version + 1


def test_a_killed_worker_loses_nothing_the_sweep_finishes_the_game(user_factory, fast_grace):
    organiser = user_factory()
    game = _ai_table(organiser, ["heuristic"] * 4, options={"start_hand_size": 4})
    with celery_processes() as procs:
        procs.start_worker("first")
        services.game_start(game_id=game.pk, user=organiser)
        wait_for(lambda: GameAction.objects.filter(game_id=game.pk).count() >= 10, timeout=60,
                 message="some AI moves")
        procs.kill("first")
        moves_at_crash = GameAction.objects.filter(game_id=game.pk).count()
        assert _game(game.pk).status == "active"
        procs.start_worker("second")
        procs.start_beat()
        wait_for(lambda: _game(game.pk).status == "finished", timeout=180,
                 message="the game to finish after the crash")
    assert GameAction.objects.filter(game_id=game.pk).count() > moves_at_crash


def test_a_server_move_failing_in_the_worker_is_recorded_on_the_game(user_factory,
                                                                     fast_grace):
    """Bad data (a league stored before the limits, whose table cannot hold its points) fails
    the final move every time: the task records it on the game at once instead of retrying
    in silence, and the sweep takes over with its backoff."""
    from datetime import date, timedelta

    from players.models import League, ScoringScheme, Season

    organiser = user_factory()
    league = League.objects.create(owner=organiser, name="Legacy", scoring=ScoringScheme.FIXED,
                                   fixed_points=[10**30, 10**30])
    season = Season.objects.create(league=league, name="S", starts_on=date.today(),
                                   ends_on=date.today() + timedelta(days=1))
    game = services.game_create(user=organiser, max_players=2, season=season,
                                turn_time_limit=3600)
    services.ai_seat_add(game_id=game.pk, user=organiser, level="random")
    with celery_processes() as procs:
        procs.start_worker()
        services.game_start(game_id=game.pk, user=organiser)
        services.seat_resign(game_id=game.pk, user=organiser)  # the server plays both seats
        failed = wait_for(lambda: _game(game.pk).server_failures and _game(game.pk),
                          timeout=120, message="the failing move to be recorded")
        wait_for(lambda: f"the server's move in game {game.pk} failed" in procs.log("worker"),
                 timeout=10, message="the error in the worker's log")
    assert failed.status == "active" and "DataError" in failed.server_error
    assert failed.deadline is not None
