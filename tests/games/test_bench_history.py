"""``manage.py bench_history`` at a toy size: it builds its history, times the empty copy and
the full database in alternating spells, drops the copy, and ends with the line the docs
name (docs/contributors/what-a-move-costs.md).  (It broke once unnoticed when a new profile
column became NOT NULL; the figures themselves are a benchmark's, not a test's.)"""

from __future__ import annotations

import io
import re
from typing import Any

import psycopg
import pytest
from django.core.management import call_command
from django.db import connection
from rest_framework.settings import api_settings

pytestmark = pytest.mark.django_db(transaction=True)


def test_bench_history_times_both_databases_and_drops_the_copy(monkeypatch: Any) -> None:
    """Even where a person may make two moves a minute: the probe's moves are more (a bench of
    a hundred rounds a side makes more than the real limit's 120), and are let through."""
    monkeypatch.setitem(api_settings.DEFAULT_THROTTLE_RATES, "game_write", "2/min")
    out = io.StringIO()
    call_command("bench_history", games=12, players=40, rounds=2, stdout=out, stderr=io.StringIO())
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("history: 12 games, 40 players")
    assert any(line.startswith("leaderboard_ai ") for line in lines)
    assert re.fullmatch(r"worst_p50_ratio=\d+\.\d\d worst_p95_ratio=\d+\.\d\d seq_scans=\d+",
                        lines[-1])
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_database WHERE datname = %s",
                       [f"{connection.settings_dict['NAME']}_empty"])
        assert cursor.fetchone()[0] == 0


def test_a_copy_is_made_while_a_finished_thread_left_its_connection_open() -> None:
    """A thread of an earlier test that ended without closing its connection is still a
    session on the scratch database, and Postgres refuses to copy a template with anybody on
    it (CI once failed here: 'source database is being accessed by other users')."""
    from games.perf.database_copy import database_copy, database_drop

    params = connection.get_connection_params()
    kept = {k: params[k] for k in ("host", "port", "user", "password") if params.get(k)}
    left_open = psycopg.connect(dbname=connection.settings_dict["NAME"], **kept)
    copy = f"{connection.settings_dict['NAME']}_left_open"
    try:
        database_copy(copy)
        with connection.cursor() as cursor:
            cursor.execute("SELECT count(*) FROM pg_database WHERE datname = %s", [copy])
            assert cursor.fetchone()[0] == 1
    finally:
        database_drop(copy)
        left_open.close()
