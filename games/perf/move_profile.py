"""Where a move's time goes: the moves of ``unit_costs`` profiled (``cProfile``, wall clock,
the profiler's own overhead included), as milliseconds a move in each part of the request.

The parts are named by the functions that do them, so a renamed function shows as 0 here
rather than being silently counted elsewhere (``tests/games/test_move_profile.py``).
"""

from __future__ import annotations

import pstats

PARTS = (
    ("the whole request", "rest_framework/test.py", "post"),
    ("authentication (token from the cache)", "rest_framework/views.py",
     "perform_authentication"),
    ("throttle (one Redis script)", "rest_framework/views.py", "check_throttles"),
    ("input validation", "core/serializers.py", "input_valid"),
    ("lock + seats (one round trip after BEGIN's)", "games/services/access.py", "game_lock"),
    ("engine state parsed", "games/engine/serialize.py", "state_from_dict"),
    ("rows built (change_record)", "games/services/recording.py", "change_record"),
    ("the write statement (rows_write)", "core/db.py", "rows_write"),
    ("answer built (game_view)", "games/selectors/presentation.py", "game_view"),
    ("Idempotency-Key record", "games/api/idempotency.py", "_record"),
    ("COMMIT", "django/db/backends/base/base.py", "commit"),
    ("after the commit (Redis publishes)", "django/db/backends/base/base.py",
     "run_and_clear_commit_hooks"),
    ("rendering (JSON)", "rest_framework/response.py", "rendered_content"),
)


def breakdown(stats: pstats.Stats, moves: int) -> list[tuple[str, float]]:
    """``(part, milliseconds a move)`` for each of :data:`PARTS`."""
    found = []
    for name, path, function in PARTS:
        total = max((entry[3] for (file, _line, func), entry in
                     stats.stats.items()  # type: ignore[attr-defined]
                     if func == function and file.endswith(path)), default=0.0)
        found.append((name, total / max(moves, 1) * 1000))
    return found
