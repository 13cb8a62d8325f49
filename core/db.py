"""Writing a move in few statements: a whole batch of rows in one, and no savepoints where a
failure rolls everything back anyway.

A move is the service's unit of work, and its cost is round trips to the database, not Python
(SQL round trips were 60% of a move).  :func:`rows_write` sends every row insert and
update of a move as one statement (data-modifying CTEs on PostgreSQL; one statement per model
on SQLite, the development database).  :func:`atomic_write` is the services' transaction: a
savepoint when nested in a caller's transaction that may want to catch the failure, none inside
:func:`all_or_nothing`, whose caller rolls the whole transaction back on any failure.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Protocol

from django.db import connection, models, transaction

_whole: ContextVar[bool] = ContextVar("whole_transaction", default=False)


@contextmanager
def all_or_nothing() -> Iterator[None]:
    """A transaction that its caller rolls back whole if anything in it fails, so the writes
    inside need no savepoints of their own (each would cost two statements)."""
    with transaction.atomic():
        token = _whole.set(True)
        try:
            yield
        finally:
            _whole.reset(token)


def atomic_write() -> transaction.Atomic:
    """The transaction of a service: its own when called alone; inside a caller's, a savepoint
    (so the caller may catch a refusal and go on), unless the caller rolls back whole."""
    return transaction.atomic(savepoint=not _whole.get())


Update = tuple[models.Model, Sequence[str]]


class RawWrite(Protocol):
    """Rows a model's plain insert cannot write (e.g. numbered from a counter moved on in the
    same statement): CTEs on PostgreSQL, statements of their own elsewhere."""

    @classmethod
    def combine(cls, items: list[Any]) -> list[Any]:
        """The writes of one statement merged (e.g. one counter update a row)."""
        ...

    def postgres(self, name: str) -> tuple[list[tuple[str, list[Any]]], str | None]:
        """``(["<cte name> AS (...)", params], ...)`` and a ``SELECT`` of ``(tag, value)`` rows
        the statement returns for :meth:`written` (or None)."""
        ...

    def run(self, cursor: Any) -> None:
        """Write on another database (SQLite in development), then call :meth:`written`."""
        ...

    def written(self, returned: list[tuple[Any, Any]]) -> None:
        ...


_deferred: ContextVar[tuple[list[models.Model], list[Update], list[Any]] | None] = ContextVar(
    "deferred_rows", default=None)


@contextmanager
def rows_deferred() -> Iterator[None]:
    """Gather every :func:`rows_write` made inside into one statement, sent when the block
    ends without an error: a batch of moves (the deadline sweep's) written at once.  Nothing
    inside may read back a row it wrote."""
    if _deferred.get() is not None:  # already gathering: the outer block sends them
        yield
        return
    with rows_gathered() as gathered:
        yield
    rows_write(inserts=gathered[0], updates=gathered[1], raw=gathered[2])


@contextmanager
def rows_gathered() -> Iterator[tuple[list[models.Model], list[Update], list[Any]]]:
    """Gather every :func:`rows_write` made inside, for the caller to send with a row of its
    own (:func:`rows_write` ``insert_new``): a move and its idempotency record in one
    statement.  Nothing inside may read back a row it wrote."""
    gathered: tuple[list[models.Model], list[Update], list[Any]] = ([], [], [])
    token = _deferred.set(gathered)
    try:
        yield gathered
    finally:
        _deferred.reset(token)


def _raw_combined(raw: Sequence[Any]) -> list[Any]:
    by_type: dict[type, list[Any]] = defaultdict(list)
    for item in raw:
        by_type[type(item)].append(item)
    return [merged for kind, items in by_type.items() for merged in kind.combine(items)]


def rows_write(*, inserts: Sequence[models.Model] = (), updates: Sequence[Update] = (),
               raw: Sequence[RawWrite] = (), insert_new: models.Model | None = None) -> bool:
    """Insert ``inserts`` (no primary keys are read back) and save the named fields of each
    instance in ``updates``, in one statement on PostgreSQL (later, inside
    :func:`rows_deferred`).  ``insert_new`` is inserted in the same statement unless a row
    with its unique key exists (as :func:`row_insert_new`): whether it was.

    An ``auto_now`` field named in an update is set here, as ``save`` would set it."""
    gathering = _deferred.get()
    if gathering is not None and insert_new is None:
        gathering[0].extend(inserts)
        gathering[1].extend(updates)
        gathering[2].extend(raw)
        return
    if not inserts and not updates and not raw:
        return
    raw = _raw_combined(raw)
    by_model: dict[type[models.Model], list[models.Model]] = defaultdict(list)
    for row in inserts:
        by_model[type(row)].append(row)
    statements = [_insert_sql(model, rows) for model, rows in by_model.items()]
    # A statement may change a row once: updates of one row are merged into one.
    merged: dict[tuple[type, Any], tuple[models.Model, list[str]]] = {}
    for row, fields in updates:
        _, names = merged.setdefault((type(row), row.pk), (row, []))
        names.extend(f for f in fields if f not in names)
    statements += [_update_sql(row, fields) for row, fields in merged.values()]
    if connection.vendor != "postgresql":
        with connection.cursor() as cursor:
            for sql, params in statements:
                cursor.execute(sql, params)
            for item in raw:
                item.run(cursor)
        return row_insert_new(insert_new) if insert_new is not None else True
    ctes = [f"w{i} AS ({sql})" for i, (sql, _) in enumerate(statements)]
    params = [p for _, ps in statements for p in ps]
    selects: list[str] = []
    for i, item in enumerate(raw):
        pieces, select = item.postgres(f"r{i}")
        ctes += [sql for sql, _ in pieces]
        params += [p for _, ps in pieces for p in ps]
        if select:
            selects.append(select)
    if insert_new is not None:
        # Last, so that its parameters follow every other CTE's; its row is told apart from
        # the raw writes' (user id, seq) rows by a user id no user has.
        sql, new_params = _insert_sql(type(insert_new), [insert_new])
        pk = connection.ops.quote_name(type(insert_new)._meta.pk.column)
        ctes.append(f"new_row AS ({sql} ON CONFLICT DO NOTHING RETURNING {pk})")
        params += new_params
        selects.append(f"SELECT {_NEW_ROW_TAG}, (SELECT {pk} FROM new_row)")
    with connection.cursor() as cursor:
        cursor.execute(f"WITH {', '.join(ctes)} "
                       f"{' UNION ALL '.join(selects) if selects else 'SELECT 1'}", params)
        returned = cursor.fetchall() if selects else []
    found = [value for tag, value in returned if tag == _NEW_ROW_TAG]
    returned = [row for row in returned if row[0] != _NEW_ROW_TAG]
    for item in raw:
        item.written(returned)
    if insert_new is None:
        return True
    if not found or found[0] is None:
        return False
    insert_new.pk = found[0]
    return True


_NEW_ROW_TAG = -1


@functools.cache
def _insert_template(model: type[models.Model]) -> tuple[str, str, tuple[models.Field, ...]]:
    """``INSERT INTO table (columns) VALUES``, one row's placeholders, and the fields: built
    once per model (Django's compiler costs more than the database does for a small row)."""
    fields = tuple(f for f in model._meta.concrete_fields if not isinstance(f, models.AutoField))
    quote = connection.ops.quote_name
    columns = ", ".join(quote(f.column) for f in fields)
    return (f"INSERT INTO {quote(model._meta.db_table)} ({columns}) VALUES",
            "(" + ", ".join(["%s"] * len(fields)) + ")", fields)


def _insert_sql(model: type[models.Model], rows: list[models.Model]) -> tuple[str, list[Any]]:
    head, placeholders, fields = _insert_template(model)
    params = [field.get_db_prep_save(field.pre_save(row, True), connection=connection)
              for row in rows for field in fields]
    return f"{head} {', '.join([placeholders] * len(rows))}", params


@functools.cache
def _update_template(model: type[models.Model], names: tuple[str, ...]
                     ) -> tuple[str, tuple[models.Field, ...]]:
    fields = tuple(model._meta.get_field(name) for name in names)
    quote = connection.ops.quote_name
    sets = ", ".join(f"{quote(f.column)} = %s" for f in fields)
    return (f"UPDATE {quote(model._meta.db_table)} SET {sets} "
            f"WHERE {quote(model._meta.pk.column)} = %s", fields)


def _update_sql(row: models.Model, names: Sequence[str]) -> tuple[str, list[Any]]:
    sql, fields = _update_template(type(row), tuple(names))
    params = [field.get_db_prep_save(field.pre_save(row, False), connection=connection)
              for field in fields]
    return sql, [*params, row.pk]


def row_insert_new(row: models.Model) -> bool:
    """Insert ``row`` unless one with the same unique key exists (``ON CONFLICT DO NOTHING``):
    whether it was inserted.  One statement, and no savepoint to catch an IntegrityError;
    an insert racing another transaction's waits for it to end, as a unique index does."""
    model = type(row)
    sql, params = _insert_sql(model, [row])
    if connection.vendor == "postgresql":
        pk = connection.ops.quote_name(model._meta.pk.column)
        sql = f"{sql} ON CONFLICT DO NOTHING RETURNING {pk}"
    else:
        sql = sql.replace("INSERT INTO", "INSERT OR IGNORE INTO", 1) + " RETURNING " + \
            connection.ops.quote_name(model._meta.pk.column)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        found = cursor.fetchone()
    if found is None:
        return False
    row.pk = found[0]
    return True
