"""Players routes, mounted at /api/v1/ (no trailing slashes)."""

from django.urls import path

from players.api import views

app_name = "players"

urlpatterns = [
    # Accounts
    path("auth/register", views.RegisterView.as_view(), name="register"),
    path("auth/token", views.TokenView.as_view(), name="token"),
    path("auth/logout", views.LogoutView.as_view(), name="logout"),
    path("auth/verify-email", views.VerifyEmailView.as_view(), name="verify-email"),
    path("auth/password-reset", views.PasswordResetView.as_view(), name="password-reset"),
    path("auth/password-reset/confirm", views.PasswordResetConfirmView.as_view(),
         name="password-reset-confirm"),
    path("me", views.MeView.as_view(), name="me"),
    path("me/password", views.PasswordChangeView.as_view(), name="password-change"),
    path("me/tokens", views.MyTokensView.as_view(), name="tokens"),
    path("me/tokens/<str:token_id>", views.MyTokenView.as_view(), name="token"),
    # Leagues and seasons
    path("leagues", views.LeagueListCreateView.as_view(), name="leagues"),
    path("leagues/join", views.LeagueJoinView.as_view(), name="league-join"),
    path("leagues/<int:league_id>", views.LeagueDetailView.as_view(), name="league"),
    path("leagues/<int:league_id>/leave", views.LeagueLeaveView.as_view(), name="league-leave"),
    path(
        "leagues/<int:league_id>/invite-code",
        views.LeagueInviteCodeView.as_view(),
        name="league-invite-code",
    ),
    path(
        "leagues/<int:league_id>/members", views.LeagueMembersView.as_view(), name="league-members"
    ),
    path(
        "leagues/<int:league_id>/members/<int:user_id>",
        views.LeagueMemberView.as_view(),
        name="league-member",
    ),
    path("leagues/<int:league_id>/seasons", views.SeasonListCreateView.as_view(), name="seasons"),
    path(
        "leagues/<int:league_id>/seasons/<int:season_id>",
        views.SeasonDetailView.as_view(),
        name="season",
    ),
    path(
        "leagues/<int:league_id>/seasons/<int:season_id>/table",
        views.SeasonTableView.as_view(),
        name="season-table",
    ),
    path("leagues/<int:league_id>/table", views.LeagueTableView.as_view(), name="league-table"),
    path(
        "leagues/<int:league_id>/leaderboard",
        views.LeagueLeaderboardView.as_view(),
        name="league-leaderboard",
    ),
    # Ratings and players
    path("leaderboard", views.LeaderboardView.as_view(), name="leaderboard"),
    path("ai-levels", views.AiLevelListView.as_view(), name="ai-levels"),
    path("players/<int:user_id>", views.PlayerView.as_view(), name="player"),
    path(
        "players/<int:user_id>/ratings",
        views.PlayerRatingHistoryView.as_view(),
        name="player-ratings",
    ),
]
