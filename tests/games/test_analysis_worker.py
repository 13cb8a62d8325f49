"""Game reviews on a real Celery worker of their own: while one runs, AI seats keep moving at
their usual pace on the main worker (issue: "analyses queue on their own Celery queue so that
they never delay an AI seat's move")."""

from __future__ import annotations

import statistics
from typing import Any

import pytest
from django.db import close_old_connections

from games import services
from games.models import Analysis, Game, GameAction
from tests.celery_worker import celery_processes, wait_for

pytestmark = pytest.mark.django_db(transaction=True)


def _ai_game(organiser: Any) -> int:
    game = services.game_create(user=organiser, max_players=4, join=False,
                                options={"start_hand_size": 3})
    for _ in range(4):
        services.ai_seat_add(game_id=game.pk, user=organiser, level="heuristic")
    services.game_start(game_id=game.pk, user=organiser)
    return game.pk


def _move_gaps(game_id: int) -> list[float]:
    """Seconds between consecutive AI moves of a finished game."""
    close_old_connections()
    times = list(GameAction.objects.filter(game_id=game_id).order_by("seq")
                 .values_list("created_at", flat=True))
    return [(b - a).total_seconds() for a, b in zip(times, times[1:], strict=False)]


def _finished(game_id: int) -> bool:
    close_old_connections()
    return Game.objects.get(pk=game_id).status == "finished"


def _analysis(game_id: int) -> Analysis | None:
    close_old_connections()
    return Analysis.objects.filter(game_id=game_id).first()


def test_ai_moves_keep_their_pace_while_a_review_runs(table_factory: Any, user_factory: Any,
                                                      settings: Any) -> None:
    settings.WHIST_SERVER_TURN_GRACE = 2
    settings.WHIST_ANALYSIS_ITERATIONS = 300
    reviewed = table_factory(players=4)  # seven cards a hand: a review of seconds
    assert reviewed.play_out()["status"] == "finished"
    organiser = user_factory()
    with celery_processes() as procs:
        procs.start_worker()  # the main worker: the default queue only, as in production
        procs.start_worker("analysis", queues="analysis")
        before = _ai_game(organiser)
        wait_for(lambda: _finished(before), timeout=120, message="the first AI game")
        baseline = statistics.median(_move_gaps(before))

        asked = reviewed.clients[0].post(reviewed.url("/analysis"), {}, format="json")
        assert asked.status_code == 202, asked.content
        wait_for(lambda: (a := _analysis(reviewed.game_id)) and a.status == "running"
                 and a.progress > 0, timeout=60, message="the review to start")
        during = _ai_game(organiser)
        wait_for(lambda: _finished(during), timeout=120,
                 message=f"the AI game during the review ({procs.log('worker')[-2000:]})")
        running = _analysis(reviewed.game_id)
        assert running is not None and running.status == "running", \
            "the review ended before the AI game: it no longer overlaps it"
        gaps = _move_gaps(during)
        assert statistics.median(gaps) <= 4 * baseline + 0.25, (baseline, gaps)
        assert max(gaps) < 5.0, gaps

        done = wait_for(lambda: (a := _analysis(reviewed.game_id)) and a.status == "done" and a,
                        timeout=300, message=f"the review ({procs.log('analysis')[-2000:]})")
    assert done.result["decisions"] and done.progress == 1.0
    body = reviewed.clients[1].get(reviewed.url("/analysis")).json()
    assert body["status"] == "done" and body["result"]["settings"]["iterations"] == 300
