"""``CELERY_TASK_ALWAYS_EAGER``: a task runs in the process that sends it, for a developer
without a worker.

Found from outside: the setting did nothing, because the services send tasks by name
(``app.send_task``, which ignores it; they cannot import the task modules, which import them).
One helper sends every task and honours it.  Every test of what the tasks do runs a real worker
(tests/celery_worker.py); these only check the switch.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from games import services
from games.models import Game

ROOT = Path(__file__).resolve().parent.parent


def test_every_task_is_sent_through_the_one_helper():
    sent = []
    for package in ("core", "games", "players", "live", "social", "drives", "whist_service"):
        for path in (ROOT / package).rglob("*.py"):
            if re.search(r"\.send_task\(", path.read_text()):
                sent.append(str(path.relative_to(ROOT)))
    assert sent == ["core/task_send.py"], sent


@pytest.mark.django_db(transaction=True)
def test_with_eager_tasks_a_table_of_ai_seats_plays_to_its_end_in_the_request(user):
    from whist_service.celery import app

    before = app.conf.task_always_eager
    app.conf.task_always_eager = True
    try:
        game = services.game_create(user=user, max_players=4, join=False, seed="eager")
        for _ in range(4):
            services.ai_seat_add(game_id=game.pk, user=user, level="heuristic")
        services.game_start(game_id=game.pk, user=user)  # every move follows, one at a time
    finally:
        app.conf.task_always_eager = before
    game = Game.objects.get(pk=game.pk)
    assert game.status == "finished", game.status
    assert game.version > 50
