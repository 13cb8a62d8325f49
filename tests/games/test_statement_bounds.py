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


EMBEDDED_BOUNDS = {"play": 7, "trick_end": 8}
"""Without Redis (the embedded default) and without the token cache: the token and the game
read, the move written in one statement, and its notifications routed in one more (a UNION of
webhook owners, push subscriptions, phones and muted kinds; ``live.routing``)."""


ROUTING_TABLES = ("live_webhook", "live_pushsubscription", "live_pushdevice",
                  "live_notificationpreference")


def test_a_move_without_redis_nor_the_token_cache_stays_within_its_bounds(settings):
    settings.REDIS_URL = ""  # the routing's sets off: the database answers
    settings.WHIST_TOKEN_CACHE_SECONDS = 0
    counts = move_statements(seed="bounds-embedded")
    print("\n" + counts.table())
    for kind, bound in EMBEDDED_BOUNDS.items():
        assert counts.by_kind[kind], f"the game had no {kind}"
        assert max(counts.by_kind[kind]) <= bound, (kind, counts.samples[kind])
        routed = [s for s in counts.samples[kind] if any(
            f'"{table}"' in s for table in ROUTING_TABLES)]
        assert len(routed) <= 1, (kind, routed)
