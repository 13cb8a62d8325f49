"""``GET /api/v1/me/export``: everything the service holds about me, as one JSON document
written a piece at a time (each app's sections: ``<app>/api/export.py``)."""

from __future__ import annotations

from typing import Any

from django.http import StreamingHttpResponse
from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.views import APIView

from core.export import export_chunks, export_serializer
from drives.api.export import SECTIONS as DRIVES
from games.api.export import SECTIONS as GAMES
from live.api.export import SECTIONS as LIVE
from players.api.export import SECTIONS as PLAYERS
from social.api.export import SECTIONS as SOCIAL

SECTIONS = [*PLAYERS, *GAMES, *DRIVES, *LIVE, *SOCIAL]


class MyExportView(APIView):
    throttle_scope = "export"  # it reads every game of mine: expensive

    def get_throttles(self) -> list[Any]:
        # Only the export itself uses up the allowance: another method is a 405, not a 429.
        return super().get_throttles() if self.request.method == "GET" else []

    @extend_schema(
        operation_id="me_export",
        responses={200: export_serializer(SECTIONS)},
        summary="Everything the service holds about me, as JSON (a data-portability request).",
        description="The account (never the password hash), profile, email, signed-in devices "
        "(never a token), stats, ratings and their history, leagues and table rows, my games "
        "with their records as I may see them (a running game's public part only), drives, "
        "notifications, webhooks (never their secrets), mail choices and the mail sent to me, "
        "what I said at tables, whom I follow, muted and blocked, invitations and my reports. "
        "Streamed: the answer starts at once and is written a game at a time.  Throttled "
        "(scope export).",
    )
    def get(self, request: Request) -> StreamingHttpResponse:
        response = StreamingHttpResponse(export_chunks(request.user, SECTIONS),
                                         content_type="application/json")
        name = f"whist-export-{request.user.get_username()}.json"
        response["Content-Disposition"] = f'attachment; filename="{name}"'
        return response
