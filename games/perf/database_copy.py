"""A copy of the scratch database, and Django's connection pointed at one or the other.

``bench_history`` compares the same reads on an empty database and on one with a long history.
Timed minutes apart, the two differ by whatever else the shared machine was doing then; the
copy of the empty database, made before the history is built, lets the bench time the two in
alternating spells instead, so that both see the same moments of a noisy machine.
"""

from __future__ import annotations

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


def database_copy(copy: str) -> None:
    """``copy`` made anew from the current database, as it is now."""
    name = connection.settings_dict["NAME"]
    connection.close()
    with _maintenance() as maintenance:
        maintenance.execute(f'DROP DATABASE IF EXISTS "{copy}"')
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
