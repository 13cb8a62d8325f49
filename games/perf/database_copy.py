"""A copy of the scratch database, and Django's connection pointed at one or the other.

``bench_history`` compares the same reads on an empty database and on one with a long history.
Timed minutes apart, the two differ by whatever else the shared machine was doing then; the
copy of the empty database, made before the history is built, lets the bench time the two in
alternating spells instead, so that both see the same moments of a noisy machine.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
from django.db import connection


def _maintenance() -> psycopg.Connection:
    """A connection to the server's ``postgres`` database: ``CREATE DATABASE ... TEMPLATE``
    needs nobody connected to the template, this process's own connection included."""
    params = connection.get_connection_params()
    kept = {k: params[k] for k in ("host", "port", "user", "password") if params.get(k)}
    return psycopg.connect(dbname="postgres", autocommit=True, **kept)


def _others_leave(maintenance: psycopg.Connection, name: str, *, wait_seconds: float) -> None:
    """Sessions still on the template are waited for, then ended: the bench runs on a scratch
    database, where a session left behind is a thread that finished without closing its
    connection (it holds no transaction and nothing waits on it), and Postgres refuses a
    template with anybody on it."""
    others = "SELECT pid FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()"
    deadline = time.monotonic() + wait_seconds
    while maintenance.execute(others, [name]).fetchall() and time.monotonic() < deadline:
        time.sleep(0.1)
    maintenance.execute(f"SELECT pg_terminate_backend(pid) FROM ({others}) AS o", [name])


def database_copy(copy: str) -> None:
    """``copy`` made anew from the current database, as it is now."""
    name = connection.settings_dict["NAME"]
    connection.close()
    with _maintenance() as maintenance:
        maintenance.execute(f'DROP DATABASE IF EXISTS "{copy}"')
        _others_leave(maintenance, name, wait_seconds=3.0)
        maintenance.execute(f'CREATE DATABASE "{copy}" TEMPLATE "{name}"')


def database_drop(copy: str) -> None:
    with _maintenance() as maintenance:
        maintenance.execute(f'DROP DATABASE IF EXISTS "{copy}" WITH (FORCE)')


@contextmanager
def using_database(name: str) -> Iterator[None]:
    """Django's default connection on database ``name`` for the block, then back."""
    kept = connection.settings_dict["NAME"]
    connection.close()
    connection.settings_dict["NAME"] = name
    try:
        yield
    finally:
        connection.close()
        connection.settings_dict["NAME"] = kept
