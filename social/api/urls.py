"""Social routes, mounted at /api/v1/ (no trailing slashes)."""

from django.urls import path

from social.api import views

app_name = "social"

urlpatterns = [
    path("games/<int:game_id>/chat", views.ChatView.as_view(), name="chat"),
    path("games/<int:game_id>/chat/<int:message_id>/report", views.ChatReportView.as_view(),
         name="chat-report"),
    path("games/<int:game_id>/invitations", views.GameInvitationsView.as_view(),
         name="game-invitations"),
    path("leagues/<int:league_id>/invitations", views.LeagueInvitationsView.as_view(),
         name="league-invitations"),
    path("me/following", views.FollowingView.as_view(), name="following"),
    path("me/following/<str:username>", views.FollowingOneView.as_view(), name="following-one"),
    path("me/muted", views.MutedView.as_view(), name="muted"),
    path("me/muted/<str:username>", views.MutedOneView.as_view(), name="muted-one"),
    path("me/blocked", views.BlockedView.as_view(), name="blocked"),
    path("me/blocked/<str:username>", views.BlockedOneView.as_view(), name="blocked-one"),
    path("me/invitations", views.MyInvitationsView.as_view(), name="invitations"),
    path("me/invitations/<int:invitation_id>/accept", views.InvitationAcceptView.as_view(),
         name="invitation-accept"),
    path("me/invitations/<int:invitation_id>/decline", views.InvitationDeclineView.as_view(),
         name="invitation-decline"),
]
