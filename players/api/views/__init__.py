"""Thin views: validate input, call a service or selector, serialize the result.

One module per part of the API, in the order of ``players/api/urls.py``."""

from players.api.views.accounts import (
    LogoutView,
    MeView,
    MyTokensView,
    MyTokenView,
    PasswordChangeView,
    RegisterView,
    TokenView,
)
from players.api.views.email import (
    PasswordResetConfirmView,
    PasswordResetView,
    VerifyEmailView,
)
from players.api.views.leagues import (
    LeagueDetailView,
    LeagueInviteCodeView,
    LeagueJoinView,
    LeagueLeaveView,
    LeagueListCreateView,
    LeagueMembersView,
    LeagueMemberView,
    LeagueTableView,
    SeasonDetailView,
    SeasonListCreateView,
    SeasonTableView,
)
from players.api.views.ratings import (
    AiLevelListView,
    LeaderboardView,
    LeagueLeaderboardView,
    PlayerRatingHistoryView,
    PlayerView,
)

__all__ = [
    "AiLevelListView", "LeaderboardView", "LeagueDetailView", "LeagueInviteCodeView",
    "LeagueJoinView", "LeagueLeaveView", "LeagueLeaderboardView", "LeagueListCreateView",
    "LeagueMembersView", "LeagueMemberView", "LeagueTableView", "LogoutView", "MeView",
    "MyTokensView", "MyTokenView", "PasswordChangeView", "PasswordResetConfirmView",
    "PasswordResetView", "PlayerRatingHistoryView", "PlayerView", "RegisterView",
    "SeasonDetailView", "SeasonListCreateView", "SeasonTableView", "TokenView",
    "VerifyEmailView",
]
