"""Writes for players.  Each public function is one transaction.  By topic: ``accounts``
(registration, sign-in, passwords, profiles, closing an account), ``tokens`` (per-device API
tokens), ``emails`` (the account's address, its verification, password resets by mail),
``leagues`` (leagues and seasons), ``results`` (finished games into stats, tables and
ratings).  A finished game arrives as the ``GameFinished`` domain event (subscribed in
``PlayersConfig.ready``); a closed account is announced as ``AccountClosed``."""

from players.services.accounts import (
    DELETED_DISPLAY_NAME,
    UNCHANGED,
    account_delete,
    account_suspend,
    password_change,
    profile_ensure,
    profile_update,
    token_obtain,
    user_register,
)
from players.services.emails import (
    email_request,
    email_verify,
    password_reset_confirm,
    password_reset_request,
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
    "DELETED_DISPLAY_NAME", "MAX_FIXED_POINTS", "MAX_POINTS_PER_GAME", "UNCHANGED",
    "account_delete", "account_suspend", "email_request", "email_verify", "game_result_apply",
    "league_create",
    "league_delete", "league_invite_code_rotate", "league_join", "league_leave",
    "league_member_remove", "league_update", "password_change", "password_reset_confirm",
    "password_reset_request", "profile_ensure", "profile_update", "ratings_recompute",
    "ratings_snapshot", "season_create", "token_obtain", "user_register",
]
