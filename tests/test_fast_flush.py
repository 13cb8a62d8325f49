"""After a ``transaction=True`` test the database is empty again (tests/fast_flush.py), as
Django's ``flush`` would leave it: a game with its seats, a league, a token and a chat message
written and committed, then every table but the content types and permissions empty."""

from __future__ import annotations

import pytest
from django.contrib.contenttypes.models import ContentType
from django.db import connection

from tests.fast_flush import KEPT, flush_fast, tables_of

pytestmark = pytest.mark.django_db(transaction=True)


def _rows() -> dict[str, int]:
    with connection.cursor() as cursor:
        counts = {}
        for table in tables_of("default"):
            cursor.execute(f"SELECT count(*) FROM {connection.ops.quote_name(table)}")
            counts[table] = cursor.fetchone()[0]
    return counts


def test_every_table_a_test_wrote_to_is_empty_afterwards(client_factory) -> None:
    owner = client_factory()
    game = owner.post("/api/v1/games", {"max_players": 3}, format="json").json()
    owner.post("/api/v1/leagues", {"name": "L"}, format="json")
    owner.post(f"/api/v1/games/{game['id']}/chat", {"phrase": "hello"}, format="json")
    written = {t for t, n in _rows().items() if n}
    assert {"games_game", "games_seat", "players_league"} <= written

    emptied = flush_fast()

    assert set(emptied) == written
    assert not {t for t, n in _rows().items() if n}
    assert ContentType.objects.filter(app_label="games", model="game").exists()
    assert not KEPT & set(tables_of("default"))
