"""Where a benchmark's CPU went, by process: web, PostgreSQL, Redis and the client itself."""

from __future__ import annotations

import time

from games.perf.process_cpu import _group, cpu_read, cpu_spent


def test_processes_are_grouped_by_what_they_run_and_other_databases_are_left_out():
    assert _group("/srv/.venv/bin/python /srv/.venv/bin/gunicorn whist_service.asgi:application",
                  "whist") == "web"
    assert _group("postgres: 15/main: postgres whist 127.0.0.1(60016) idle", "whist") \
        == "postgres"
    assert _group("postgres: 15/main: postgres whist [local] idle in transaction", "whist") \
        == "postgres"
    assert _group("postgres: 15/main: postgres other 127.0.0.1(60016) idle", "whist") is None
    assert _group("postgres: 15/main: walwriter", "whist") == "postgres"
    assert _group("redis-server 127.0.0.1:6379", "whist") == "redis"
    assert _group("/usr/bin/python3 -m pytest", "whist") is None


def test_the_cpu_this_process_burns_between_two_readings_is_the_clients():
    before = cpu_read("whist")
    deadline = time.process_time() + 0.3
    while time.process_time() < deadline:
        pass
    spent = cpu_spent(before, cpu_read("whist"))
    assert 0.2 <= spent["client"] <= 2.0, spent


def test_a_process_started_between_readings_counts_whole_and_one_ended_is_not_seen():
    before = {1: ("web", 5.0), 2: ("postgres", 1.0), 3: ("postgres", 4.0)}
    after = {1: ("web", 5.5), 3: ("postgres", 4.25), 4: ("postgres", 0.5)}
    assert cpu_spent(before, after) == {"web": 0.5, "postgres": 0.75, "redis": 0.0,
                                        "client": 0.0}
