"""The games: AI seats, clocks, deadlines, pacing, reviews and the web threads that serve them."""

from __future__ import annotations

import os

from whist_service.config import (
    env_int,
)

# --- Game service -------------------------------------------------------------------------

WHIST_ANALYSIS_ITERATIONS = env_int("WHIST_ANALYSIS_ITERATIONS", 400)
"""The depth of a game review: sampled deals per decision (games.ai.analysis; the standard
errors shrink with its square root, the cost grows with it: manage.py bench_analysis)."""
WHIST_CLASSIC_ANALYSIS_WORLDS = env_int("WHIST_CLASSIC_ANALYSIS_WORLDS", 200)
"""The depth of a classic Whist review: sampled deals per card-play decision
(games.ai.whist.review; 0 gives the double-dummy line alone: manage.py bench_analysis --kind
whist)."""
WHIST_HINT_ITERATIONS = env_int("WHIST_HINT_ITERATIONS", 200)
"""Sampled deals per hint (GET /games/{id}/hint), answered within the request."""
WHIST_TIMEOUT_BOT = os.environ.get("WHIST_TIMEOUT_BOT", "heuristic")
"""The bot that plays for a player whose deadline passed."""
WHIST_TIMEOUTS_BEFORE_RESIGN = env_int("WHIST_TIMEOUTS_BEFORE_RESIGN", 3)
WHIST_SERVER_TURN_GRACE = env_int("WHIST_SERVER_TURN_GRACE", 10)
"""Seconds after which the sweep plays an AI turn whose task never ran."""
WHIST_VOTE_SECONDS = env_int("WHIST_VOTE_SECONDS", 120)
"""How long a knocked-out player's trump vote may take when the game has no time limit."""
WHIST_REMATCH_OFFER_HOURS = env_int("WHIST_REMATCH_OFFER_HOURS", 24)
"""How long a rematch offer waits for the other players to accept it before it lapses."""
WHIST_AI_THINK_SECONDS = float(os.environ.get("WHIST_AI_THINK_SECONDS", "0"))
"""An optional pause before an AI seat acts, so that people can follow the play."""
WHIST_AUTO_PLAY_DELAY_SECONDS = float(os.environ.get("WHIST_AUTO_PLAY_DELAY_SECONDS", "2"))
"""The shortest wait before the server plays a person's only legal card for them (the
auto-play setting): it waits about as long as they take over their own cards
(games.services.chores.auto_play_delay), so that neither the table nor the timing can tell."""
WHIST_AUTO_PLAY_MAX_DELAY_SECONDS = float(
    os.environ.get("WHIST_AUTO_PLAY_MAX_DELAY_SECONDS", "60"))
"""The longest wait before an auto-played card (a correspondence player's hours are not
copied)."""
WHIST_LEADERBOARD_SIZE = env_int("WHIST_LEADERBOARD_SIZE", 1000)
"""How many places a leaderboard lists (its count never exceeds it; a player's own rating is on
their profile wherever they stand)."""
WHIST_IDEMPOTENCY_HOURS = env_int("WHIST_IDEMPOTENCY_HOURS", 24)
"""How long an Idempotency-Key's answer is kept for retries; beat deletes older ones."""
WHIST_STALLED_AFTER_FAILURES = env_int("WHIST_STALLED_AFTER_FAILURES", 3)
"""Failed server moves in a row after which a game is shown as stalled (view, admin, /healthz);
the sweep keeps retrying it with a backoff growing to an hour."""
WHIST_OVERDUE_SECONDS = env_int("WHIST_OVERDUE_SECONDS", 30)
"""A server move (an AI seat's, a timeout's) whose deadline passed longer ago than this has
been made neither by its task nor by the sweep: ``/healthz`` counts such games
(``server_moves_overdue``)."""
WHIST_SWEEP_BATCH = env_int("WHIST_SWEEP_BATCH", 100)
"""Overdue games claimed and settled per transaction."""
WHIST_SWEEP_LIMIT = env_int("WHIST_SWEEP_LIMIT", 5000)
"""Games one sweep task settles at most before it yields to the next."""
WHIST_VACATION_DAYS_PER_YEAR = env_int("WHIST_VACATION_DAYS_PER_YEAR", 14)
"""Each person's vacation allowance, accruing day by day over the calendar year: while on
vacation their correspondence clocks wait (``games.services.vacation``)."""

WHIST_WEB_THREADS = env_int("WHIST_WEB_THREADS", 4)
"""Threads per ASGI worker process running the (sync) API views (whist_service/asgi_bridge.py)."""
