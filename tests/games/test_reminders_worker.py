"""Turn reminders sent by beat's periodic sweep on a real Celery worker, over the real broker.

A correspondence game whose deadline is days away is reminded when half of the decision's time
is gone and again when a tenth is left, once each: the test moves the game's clock (its start,
the deadline and the next reminder) earlier, as if the days had passed.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import close_old_connections

from games.clock import DAY, Clock
from games.models import Game
from live.models import Notification
from tests.celery_worker import celery_processes, wait_for
from tests.games.test_correspondence_clock import time_passes

pytestmark = pytest.mark.django_db(transaction=True)


def _reminders(user_id: int) -> list[dict]:
    close_old_connections()
    return [n.data for n in Notification.objects.filter(user_id=user_id, type="turn_reminder")
            .order_by("seq")]


def _sweeps_done(procs) -> int:
    return sum(1 for line in procs.log("worker").splitlines()
               if "games.tasks.reminders_sweep[" in line and "succeeded" in line)


def test_a_correspondence_decision_is_reminded_at_half_and_a_tenth_left_once_each(
        table_factory):
    table = table_factory(players=2, clock=Clock("days", 7 * DAY))
    view = table.view(0)
    seat = view["game"]["to_act"]
    waiting, other = table.clients[seat].user.pk, table.clients[1 - seat].user.pk
    deadline = Game.objects.get(pk=table.game_id).deadline
    with celery_processes(WHIST_REMINDER_SWEEP_SECONDS="1") as procs:
        procs.start_worker()
        procs.start_beat()
        time_passes(table.game_id, timedelta(days=3, hours=13))  # half of seven days
        half = wait_for(lambda: _reminders(waiting), timeout=60,
                        message="the reminder at half the time")
        assert half == [{"game_id": table.game_id, "seat": seat, "reminder": "half",
                         "deadline": half[0]["deadline"]}]
        time_passes(table.game_id, timedelta(days=2, hours=19))  # 16 hours left of 168
        both = wait_for(lambda: len(r := _reminders(waiting)) == 2 and r, timeout=60,
                        message="the reminder with a tenth left")
        assert [r["reminder"] for r in both] == ["half", "tenth"]
        runs = _sweeps_done(procs)
        wait_for(lambda: _sweeps_done(procs) >= runs + 2, timeout=60,
                 message="two more runs of the reminder sweep")
        assert len(_reminders(waiting)) == 2  # never sent twice
    assert _reminders(other) == []
    close_old_connections()
    game = Game.objects.get(pk=table.game_id)
    assert game.deadline > game.clock_started_at and game.status == "active"
    assert deadline - game.deadline > timedelta(days=6)  # the days were moved, not slept
