"""A move's statements are prepared once per connection, not parsed and planned once per move.

With parameters bound on the server (``server_side_binding``), psycopg prepares a statement it
has run ``prepare_threshold`` times (5) on a connection; PostgreSQL then skips parsing and,
once it settles on a plan, planning.  The move path's statements are fixed SQL (the lock, the
seats, an ordinary card's write), so a game's worth of moves must find them prepared.  Under a
transaction pooler a prepared statement would outlive its server connection: none is made."""

from __future__ import annotations

import pytest
from django.db import connection

from games.perf.move_statements import move_statements

pytestmark = pytest.mark.django_db(transaction=True)


def _prepared() -> list[tuple[str, int]]:
    """What this connection holds prepared by psycopg (``from_sql`` false: by the protocol,
    not by an SQL ``PREPARE``), and how often each ran on a plan."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement, generic_plans + custom_plans "
                       "FROM pg_prepared_statements WHERE NOT from_sql")
        return cursor.fetchall()


def test_a_games_moves_run_their_lock_seats_and_write_as_prepared_statements():
    move_statements(seed="prepared-1")
    prepared = _prepared()
    lock = [runs for sql, runs in prepared if "FOR UPDATE" in sql and '"games_game"' in sql]
    seats = [runs for sql, runs in prepared
             if sql.startswith("SELECT") and 'FROM "games_seat" s' in sql]
    writes = [runs for sql, runs in prepared if sql.startswith("WITH w0 AS (INSERT")]
    # Four-player game: some 80 moves, each locking the game and reading its seats.
    assert lock and max(lock) >= 50, prepared
    assert seats and max(seats) >= 50, prepared
    # An ordinary card's write has the same shape move after move.
    assert writes and max(writes) >= 20, [sql[:80] for sql, _ in prepared]


def test_parameters_are_bound_by_the_server_and_statements_prepared_on_a_direct_connection():
    options = connection.settings_dict["OPTIONS"]
    assert options["server_side_binding"] is True
    assert options["prepare_threshold"] == 5
    connection.ensure_connection()
    assert connection.connection.prepare_threshold == 5
