"""Counting the SQL statements a request sends, transaction control included.

Django's query log sees what goes through a cursor (SAVEPOINT and RELEASE too) but not the
BEGIN that psycopg sends before the first statement of a transaction, nor its COMMIT or
ROLLBACK; those are counted from the connection's commit and rollback calls, one BEGIN with
each.  The sum is what the database server receives, statement by statement.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from django.db import connection


@dataclass
class Statements:
    sql: list[str] = field(default_factory=list)
    transactions: int = 0
    """COMMIT or ROLLBACK, each with its BEGIN."""

    @property
    def total(self) -> int:
        return len(self.sql) + 2 * self.transactions

    @property
    def control(self) -> int:
        """BEGIN/COMMIT/ROLLBACK/SAVEPOINT/RELEASE among them."""
        marks = ("SAVEPOINT", "RELEASE", "ROLLBACK TO")
        return 2 * self.transactions + sum(s.lstrip().upper().startswith(marks) for s in self.sql)


@contextmanager
def statements_counted() -> Iterator[Statements]:
    counted = Statements()

    def record(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        counted.sql.append(sql)
        return execute(sql, params, many, context)

    real_commit, real_rollback = connection.commit, connection.rollback

    def commit() -> None:
        counted.transactions += 1
        real_commit()

    def rollback() -> None:
        counted.transactions += 1
        real_rollback()

    connection.commit, connection.rollback = commit, rollback  # type: ignore[method-assign]
    try:
        with connection.execute_wrapper(record):
            yield counted
    finally:
        del connection.commit, connection.rollback
