"""URL configuration.

Conventions: every API path lives under /api/v1/ and has NO trailing slash
(APPEND_SLASH is False), e.g. /api/v1/auth/register, /api/v1/me.
"""

from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView

from whist_service.site.export_view import MyExportView
from whist_service.site.health import healthz

urlpatterns = [
    path("admin/", admin.site.urls),
    path("healthz", healthz, name="healthz"),
    path("api/v1/schema", SpectacularAPIView.as_view(), name="schema"),
    path("api/v1/docs", SpectacularSwaggerView.as_view(url_name="schema"), name="docs"),
    path("api/v1/redoc", SpectacularRedocView.as_view(url_name="schema"), name="redoc"),
    # Everything about me, from every app.
    path("api/v1/me/export", MyExportView.as_view(), name="me-export"),
    # Accounts: /api/v1/auth/register, /api/v1/auth/token, /api/v1/me
    path("api/v1/", include("players.api.urls")),
    # ---- Games API: games/api/urls.py (app_name "games") is mounted here. -------------
    path("api/v1/", include("games.api.urls")),
    path("api/v1/", include("drives.api.urls")),
    # Streams, notifications, stream tickets, webhooks: live/api/urls.py.
    path("api/v1/", include("live.api.urls")),
    # Table talk, following, muting, blocking, invitations: social/api/urls.py.
    path("api/v1/", include("social.api.urls")),
]

# JSON errors ({"error": {...}}) for /api/ paths, Django's default pages elsewhere.
handler400 = "core.errors.handler400"
handler403 = "core.errors.handler403"
handler404 = "core.errors.handler404"
handler500 = "core.errors.handler500"
