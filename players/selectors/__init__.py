"""Reads for players.  By topic: ``accounts`` (profiles, a player's page), ``leagues`` (leagues,
members, seasons; private ones hidden from non-members), ``tables`` (league tables,
leaderboards, AI levels, rating history)."""

from players.selectors.accounts import (
    account_email_get,
    login_username,
    player_get,
    profile_get,
    username_exists,
    verified_email_owner,
)
from players.selectors.leagues import (
    league_get_for_member,
    league_get_visible,
    league_is_member,
    league_list_for_user,
    league_members,
    league_season_for_game,
    season_get,
    season_list,
)
from players.selectors.tables import (
    ai_levels,
    leaderboard,
    league_table,
    rating_history,
    season_table,
)

__all__ = [
    "account_email_get", "ai_levels", "leaderboard", "league_get_for_member",
    "league_get_visible", "league_is_member", "league_list_for_user", "league_members",
    "league_season_for_game", "league_table", "login_username", "player_get", "profile_get",
    "rating_history", "season_get", "season_list", "season_table", "username_exists",
    "verified_email_owner",
]
