"""Dropping the index Django gave a foreign key, once another index serves it.

Django indexes every foreign key. Where another index of the table begins with the same column
(a unique constraint, a list's index), that one serves every lookup by the key, and the
foreign key's own index only costs each insert one more entry
(``tests/test_redundant_indexes.py`` finds them). ``db_index=False`` on the field, migrated by
Django's ``AlterField``, would also drop and re-add the foreign key constraint, which checks
every row of the table while holding a lock on both tables: this drops the index alone.
"""

from __future__ import annotations

from typing import Any

from django.db import migrations


def fk_index_drop(*, model_name: str, name: str, field: Any, table: str, column: str,
                  index: str) -> migrations.SeparateDatabaseAndState:
    """The migration operation: ``index`` (the name Django gave it when it made it) on
    ``table`` (``column``) dropped, and the field ``model_name.name`` now ``field``
    (``db_index=False``) in the migration state."""
    return migrations.SeparateDatabaseAndState(
        database_operations=[migrations.RunSQL(
            f'DROP INDEX IF EXISTS "{index}"',
            reverse_sql=f'CREATE INDEX "{index}" ON "{table}" ("{column}")',
        )],
        state_operations=[migrations.AlterField(model_name=model_name, name=name, field=field)],
    )
