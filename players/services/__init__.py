"""Writes for players.  Each public function is one transaction.  By topic: ``accounts``
(registration, sign-in, passwords, profiles, closing an account), ``tokens`` (per-device API
tokens), ``leagues`` (leagues and seasons), ``results`` (finished games into stats, tables and
ratings).  A finished game arrives as the ``GameFinished`` domain event (subscribed in
``PlayersConfig.ready``); a closed account is announced as ``AccountClosed``."""

from players.services.accounts import (
    DELETED_DISPLAY_NAME,
    account_delete,
    password_change,
    profile_ensure,
    profile_update,
    token_obtain,
    user_register,
)
from players.services.leagues import (
    MAX_FIXED_POINTS,
    MAX_POINTS_PER_GAME,
    league_create,
    league_delete,
    league_invite_code_rotate,
    league_join,
    league_leave,
    league_member_remove,
    league_update,
    season_create,
)
from players.services.results import game_result_apply, ratings_recompute, ratings_snapshot

__all__ = [
    "DELETED_DISPLAY_NAME", "MAX_FIXED_POINTS", "MAX_POINTS_PER_GAME", "account_delete",
    "game_result_apply", "league_create", "league_delete", "league_invite_code_rotate",
    "league_join", "league_leave", "league_member_remove", "league_update", "password_change",
    "profile_ensure", "profile_update", "ratings_recompute", "ratings_snapshot",
    "season_create", "token_obtain", "user_register",
]
