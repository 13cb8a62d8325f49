"""Every index is one more entry written by every insert into its table: none of the
service's own tables may carry a redundant one, that is a plain index whose columns begin
another index of the same table (which serves the same lookups).  Django adds an index to each
foreign key, and many of ours were covered by a unique constraint or a list's index that begins
with the same column; the idempotency records' one cost every keyed move an entry."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.apps import apps
from django.conf import settings
from django.db import connection

from games.models import IdempotencyRecord

pytestmark = pytest.mark.django_db


def _service_tables() -> list[str]:
    """The tables of the service's own apps (Django's and other packages' are theirs)."""
    ours = [config for config in apps.get_app_configs()
            if Path(config.path).is_relative_to(Path(settings.BASE_DIR))
            and ".venv" not in Path(config.path).parts]
    return [model._meta.db_table for config in ours for model in config.get_models()]


REDUNDANT = """
WITH idx AS (
    SELECT i.indrelid::regclass::text AS tbl, c.relname AS name, i.indisunique AS uniq,
           i.indpred IS NOT NULL OR i.indexprs IS NOT NULL AS special,
           string_to_array(i.indkey::text, ' ')::int[] AS cols,
           split_part(i.indclass::text, ' ', 1) AS first_opclass
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid::regclass::text = ANY(%s))
SELECT a.tbl, a.name, b.name FROM idx a JOIN idx b ON a.tbl = b.tbl AND a.name <> b.name
WHERE NOT a.uniq AND NOT a.special AND NOT b.special
  AND cardinality(a.cols) <= cardinality(b.cols)
  AND b.cols[1:cardinality(a.cols)] = a.cols AND a.first_opclass = b.first_opclass
"""


def test_no_table_of_the_service_has_an_index_another_one_makes_redundant():
    if connection.vendor != "postgresql":
        pytest.skip("reads PostgreSQL's catalogue")
    tables = _service_tables()
    assert IdempotencyRecord._meta.db_table in tables and len(tables) > 30, tables
    with connection.cursor() as cursor:
        cursor.execute(REDUNDANT, [tables])
        redundant = cursor.fetchall()
        cursor.execute("SELECT count(*) FROM pg_index WHERE indrelid::regclass::text = ANY(%s)",
                       [tables])
        indexes = cursor.fetchone()[0]
    assert indexes >= 2 * len(tables)  # the query did find the tables' indexes
    assert not redundant, redundant
