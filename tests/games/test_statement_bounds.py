"""A move in a handful of statements, counted as the database receives them:
BEGIN, COMMIT and savepoints included, token authentication too.  Every move of a whole
four-player game is counted, so "constant over the game" is checked, not assumed."""

from __future__ import annotations

import pytest

from games.perf.move_statements import BOUNDS, move_statements

pytestmark = pytest.mark.django_db(transaction=True)


def test_moves_stay_within_their_statement_bounds_all_game_long():
    counts = move_statements(seed="bounds-1")
    print("\n" + counts.table())
    for kind, bound in BOUNDS.items():
        assert counts.by_kind[kind], f"the game had no {kind}"
        assert max(counts.by_kind[kind]) <= bound, (kind, counts.samples[kind])
        # Constant over the game: the first move of a kind costs what the last one does.
        assert min(counts.by_kind[kind]) == max(counts.by_kind[kind]), (kind, counts.by_kind)
