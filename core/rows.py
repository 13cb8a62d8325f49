"""Model instances from a fixed SQL statement, without the ORM's query compiler.

A queryset is compiled to SQL on every use: for the two reads every write on a game makes (its
row, locked, and its seats with their players) that was a third of a move's Python time, for
SQL that never changes.  A :class:`Loader` holds one model's columns and the database's
converters for them (JSON decoded, ...), written once, and builds instances the way the ORM
does (``Model.from_db``), so they save, compare and cache like any other.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from django.db import connection, models

Converter = Callable[[Any, Any, Any], Any]


class Loader:
    """The columns of ``model`` as ``alias."column", ...`` and the rows' conversion back."""

    def __init__(self, model: type[models.Model], alias: str) -> None:
        self.model = model
        fields = list(model._meta.concrete_fields)
        self.attnames = [f.attname for f in fields]
        self.width = len(fields)
        self._pk = self.attnames.index(model._meta.pk.attname)
        self.columns = ", ".join(f'{alias}."{f.column}"' for f in fields)
        self._fields = fields
        self._alias = alias
        self._converters: list[tuple[int, list[Converter], Any]] | None = None

    def _converters_of(self) -> list[tuple[int, list[Converter], Any]]:
        if self._converters is None:
            found = []
            for i, field in enumerate(self._fields):
                col = field.get_col(self._alias)
                converters = [*connection.ops.get_db_converters(col),
                              *col.get_db_converters(connection)]
                if converters:
                    found.append((i, converters, col))
            self._converters = found
        return self._converters

    def build(self, row: Sequence[Any], start: int = 0) -> models.Model | None:
        """The instance in ``row[start:start + width]``; ``None`` for an outer join's nulls
        (a primary key is never null in a row that exists)."""
        values = list(row[start:start + self.width])
        if values[self._pk] is None:
            return None
        for i, converters, col in self._converters_of():
            value = values[i]
            for converter in converters:
                value = converter(value, col, connection)
            values[i] = value
        return self.model.from_db(connection.alias, self.attnames, values)


def cached_set(field: Any, instance: models.Model, value: Any) -> None:
    """What ``select_related`` leaves on ``instance``: ``value`` read with it, no query later
    (``field``: a foreign key, or a reverse one-to-one relation)."""
    field.set_cached_value(instance, value)
