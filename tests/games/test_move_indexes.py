"""Every index on a table a move writes is one more entry written by every move: none of them
may be redundant, that is a plain index whose columns begin another index on the same table
(which serves the same lookups).  The idempotency records carried one: Django's index for the
``user`` foreign key, beside the unique (user, key) index."""

from __future__ import annotations

import pytest
from django.db import connection

from games.models import Game, GameAction, GameEvent, Hand, IdempotencyRecord, Play, Seat, Trick
from live.models import Notification, NotificationCounter

pytestmark = pytest.mark.django_db

WRITTEN_BY_A_MOVE = (Game, Seat, Hand, Trick, Play, GameAction, GameEvent, IdempotencyRecord,
                     Notification, NotificationCounter)

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


def test_no_table_a_move_writes_has_an_index_another_one_makes_redundant():
    if connection.vendor != "postgresql":
        pytest.skip("reads PostgreSQL's catalogue")
    tables = [model._meta.db_table for model in WRITTEN_BY_A_MOVE]
    with connection.cursor() as cursor:
        cursor.execute(REDUNDANT, [tables])
        redundant = cursor.fetchall()
        cursor.execute("SELECT count(*) FROM pg_index WHERE indrelid::regclass::text = ANY(%s)",
                       [tables])
        indexes = cursor.fetchone()[0]
    assert indexes >= 2 * len(tables)  # the query did find the tables' indexes
    assert not redundant, redundant
