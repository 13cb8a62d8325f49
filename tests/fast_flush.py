"""Emptying the test database after a ``transaction=True`` test, in milliseconds rather than
seconds.

Django's own teardown runs ``flush``: one ``TRUNCATE`` of every table (54 here), which gives
each table a new file and takes an exclusive lock on all of them, then recreates the content
types and permissions it has just removed.  Measured on this 2-core machine under load:
1.5-1.7 s a test, for some 150 such tests.  Most tests write to a handful of tables, so this
asks in one statement which tables hold rows and deletes from those only, in one transaction
with the foreign keys checked at its end (Django creates them ``DEFERRABLE INITIALLY
DEFERRED``).  Content types and permissions are left as they are: they are what ``flush``
would have recreated.  Rows left behind would show up as another test's surprise, so
``tests/test_fast_flush.py`` checks that every table is empty after a flush.
"""

from __future__ import annotations

from typing import Any

from django.db import OperationalError, connections, transaction
from django.test import testcases

KEPT = frozenset({"django_content_type", "auth_permission"})
"""Rows written by ``post_migrate`` for every model, the same before and after any test."""

_tables: dict[str, list[str]] = {}


def tables_of(alias: str) -> list[str]:
    """The project's tables that a test may fill (its models' tables; asked once a process:
    no test changes the schema)."""
    if alias not in _tables:
        connection = connections[alias]
        names = connection.introspection.django_table_names(only_existing=True,
                                                            include_views=False)
        _tables[alias] = sorted(set(names) - KEPT)
    return _tables[alias]


def flush_fast(alias: str = "default", tries: int = 5) -> list[str]:
    """Delete every row of the tables that hold any; the tables emptied.

    A site's worker may still be writing (an AI move of the test's game): the tables are
    locked against writers first, as ``TRUNCATE`` locks them, so no row arrives between the
    look and the delete; a deadlock with such a writer is tried again."""
    for attempt in range(tries):
        try:
            return _flush(alias)
        except OperationalError:
            if attempt == tries - 1:
                raise
    return []


def _flush(alias: str) -> list[str]:
    connection = connections[alias]
    quote = connection.ops.quote_name
    tables = tables_of(alias)
    with transaction.atomic(using=alias), connection.cursor() as cursor:
        cursor.execute(f"LOCK TABLE {', '.join(quote(t) for t in tables)} "
                       "IN SHARE ROW EXCLUSIVE MODE")
        cursor.execute(" UNION ALL ".join(
            f"SELECT %s WHERE EXISTS (SELECT 1 FROM {quote(t)})" for t in tables), tables)
        full = [row[0] for row in cursor.fetchall()]
        cursor.execute("SET CONSTRAINTS ALL DEFERRED")
        for table in full:
            cursor.execute(f"DELETE FROM {quote(table)}")
    return full


def _fixture_teardown(self: Any) -> None:
    aliases = list(self._databases_names(include_mirrors=False))
    if any(connections[alias].vendor != "postgresql" for alias in aliases):
        _django_teardown(self)
        return
    for alias in aliases:
        flush_fast(alias)


_django_teardown = testcases.TransactionTestCase._fixture_teardown


def install() -> None:
    """Every ``TransactionTestCase`` (pytest-django's ``transaction=True`` tests) flushes so."""
    testcases.TransactionTestCase._fixture_teardown = _fixture_teardown  # type: ignore[method-assign]
