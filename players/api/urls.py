"""Account routes, mounted at /api/v1/ (no trailing slashes)."""

from django.urls import path

from players.api.views import MeView, RegisterView, TokenView

app_name = "players"

urlpatterns = [
    path("auth/register", RegisterView.as_view(), name="register"),
    path("auth/token", TokenView.as_view(), name="token"),
    path("me", MeView.as_view(), name="me"),
]
