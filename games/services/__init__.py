"""Writes.  Each public function is one transaction: lock the game row, check, apply, record.

Every change a client could observe bumps ``Game.version``; a write that carries a stale
``expected_version`` is refused (``Conflict``) and changes nothing.  Services raise domain errors
(:mod:`core.domain_errors`) and let the engine's errors through; only the API layer
knows HTTP statuses.  By topic:

* ``lobby``: create, join, leave, AI seats, start, rematch;
* ``rematch``: a rematch as an offer: held seats, accepting, declining, expiring;
* ``play``: a player's decisions, resigning, giving up every game of a closed account;
* ``server_turns``: the server's moves (AI seats, timeouts) and failures to make them;
* ``recording``: the engine's events as rows, what follows a move;
* ``chores`` and ``auto_play``: the moves that are no choice, made for those who asked;
* ``access``: locking a game and checking who may act;
* ``upkeep``: keeping storage bounded (expired idempotency records);
* ``reminders``, ``vacation``: correspondence clocks (turn reminders, holidays).
"""

from games.services.auto_play import auto_play_apply
from games.services.chores import auto_play_applies, auto_play_setting_update
from games.services.lobby import (
    AI_LEVELS,
    ai_seat_add,
    game_create,
    game_join,
    game_join_by_code,
    game_leave,
    game_rematch,
    game_start,
    games_unseal,
)
from games.services.play import action_apply, seat_resign, user_games_abandon
from games.services.rematch import rematch_offers_expire
from games.services.reminders import reminders_send
from games.services.server_turns import (
    SERVER_RETRY_BACKOFF,
    ServerMove,
    deadlines_settle,
    server_action_apply,
    server_failure_record,
    server_retry_backoff,
)
from games.services.upkeep import idempotency_records_expire
from games.services.vacation import (
    vacation_allowance,
    vacation_auto_set,
    vacation_end,
    vacation_start,
    vacation_summary,
)

__all__ = [
    "auto_play_applies", "auto_play_apply", "auto_play_setting_update",
    "AI_LEVELS", "SERVER_RETRY_BACKOFF", "ServerMove", "action_apply", "ai_seat_add",
    "deadlines_settle", "game_create", "game_join", "game_join_by_code", "game_leave",
    "game_rematch", "game_start", "games_unseal", "idempotency_records_expire", "seat_resign",
    "server_action_apply", "server_failure_record", "server_retry_backoff", "user_games_abandon",
    "rematch_offers_expire", "reminders_send", "vacation_allowance", "vacation_auto_set",
    "vacation_end", "vacation_start", "vacation_summary",
]
