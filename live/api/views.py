"""Thin views: notifications, stream tickets and the stream endpoints' contract.

The streams themselves are served by :mod:`live.sse` under ASGI (``whist_service.asgi`` routes
them there before Django); the views here describe them in the schema and, under a WSGI server,
answer with what is there so far and close (a client reconnects with ``?after=``)."""

from __future__ import annotations

from typing import Any

from django.http import StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import ApiError, error_responses
from core.serializers import EmptyInputSerializer, input_valid
from live import notify, tickets
from live.api import serializers as s
from live.sources import Source, UserSource, game_source
from live.stream_auth import StreamRefused, stream_after

NOTIFICATIONS_PAGE = 100


class NotificationsView(APIView):
    @extend_schema(parameters=[s.NotificationsQuerySerializer],
                   responses={200: s.NotificationsPageSerializer},
                   operation_id="notifications_list",
                   summary="My notifications after seq N (for clients that cannot hold a "
                           "stream)")
    def get(self, request: Request) -> Response:
        after = input_valid(s.NotificationsQuerySerializer, request.query_params)["after"]
        rows = notify.notifications_after(user_id=request.user.pk, after=after,
                                          limit=NOTIFICATIONS_PAGE + 1)
        has_more = len(rows) > NOTIFICATIONS_PAGE
        rows = rows[:NOTIFICATIONS_PAGE]
        # Past the end, the real last seq: a cursor from elsewhere shows as last_seq < after.
        last = rows[-1]["seq"] if rows else notify.last_seq(user_id=request.user.pk)
        return Response({"last_seq": last, "has_more": has_more, "results": rows})


class StreamTicketsView(APIView):
    throttle_scope = "stream_ticket"  # its own: a busy client must still be able to reconnect

    @extend_schema(request=EmptyInputSerializer, responses={201: s.StreamTicketSerializer},
                   operation_id="stream_tickets_create",
                   summary="A single-use ticket (60 s) to open a stream with ?ticket=")
    def post(self, request: Request) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        token = getattr(request.auth, "digest", "")  # the device's token; none for a session
        ticket, expires_at = tickets.ticket_create(user_id=request.user.pk, token=token)
        return Response({"ticket": ticket, "expires_at": expires_at},
                        status=status.HTTP_201_CREATED)


class EventStreamRenderer(BaseRenderer):
    media_type = "text/event-stream"
    format = "sse"
    charset = "utf-8"

    def render(self, data: Any, accepted_media_type: str | None = None,
               renderer_context: dict[str, Any] | None = None) -> bytes:
        return data if isinstance(data, bytes) else b""


LAST_EVENT_ID = OpenApiParameter(
    "Last-Event-ID", int, OpenApiParameter.HEADER, required=False,
    description="The last seq seen (browsers send it when they reconnect by themselves).")

STREAM_TEXT = (
    "Server-Sent Events (text/event-stream).  Each message is `id: <seq>` and `data: <JSON>`; "
    "a line starting with `:` is a heartbeat comment (every 15 s).  Resume with "
    "`Last-Event-ID` or `?after=<seq>`: every event after it comes once, in order, then the "
    "live ones.  Authenticate with the Authorization header or a `?ticket=` from "
    "POST /stream-tickets.  When the device is signed out (sign out, a password change, "
    "DELETE /me/tokens, a closed account) the stream sends `event: revoked` and closes; do "
    "not reconnect with that token.  An account holds at most WHIST_STREAMS_PER_USER (24) "
    "streams at once: one more is refused with 429 `too_many_streams`.")


class _Stream(APIView):
    renderer_classes = [JSONRenderer, EventStreamRenderer]

    def _fallback(self, source: Source, request: Request) -> Any:
        """Under WSGI: what is there so far, then the end of the response."""
        try:  # read as the ASGI server reads them
            after = stream_after({"last-event-id": request.headers.get("Last-Event-ID")},
                                 dict(request.query_params.lists()))
        except StreamRefused as refused:
            raise ApiError(status=refused.status, code=refused.code, message=refused.message,
                           details=refused.details, field_codes=refused.field_codes) from None
        batch = source.backlog(after)
        chunks = [b": stream\n\n", *(f for _, f in batch.frames)]
        if batch.ended:
            chunks.append(b"event: end\ndata: {}\n\n")
        return StreamingHttpResponse(iter(chunks), content_type="text/event-stream")


class GameStreamView(_Stream):
    @extend_schema(parameters=[s.StreamQuerySerializer, LAST_EVENT_ID],
                   responses={200: OpenApiResponse(OpenApiTypes.STR, description=(
                       STREAM_TEXT + "  Each `data` is an event exactly as "
                       "GET /games/{id}/events returns it to the caller (redacted for them). "
                       "The table talk of the caller's room comes as `event: chat` frames "
                       "without an id (each `data` a message as GET /games/{id}/chat lists "
                       "it). After the game's last event comes `event: end` and the stream "
                       "closes.")), **error_responses(404, 429)},
                   operation_id="games_stream", summary="The game's events, live (SSE)")
    def get(self, request: Request, game_id: int) -> Any:
        return self._fallback(game_source(game_id, request.user), request)


class UserStreamView(_Stream):
    @extend_schema(parameters=[s.StreamQuerySerializer, LAST_EVENT_ID],
                   responses={200: OpenApiResponse(OpenApiTypes.STR, description=(
                       STREAM_TEXT + "  Each `data` is a Notification, as "
                       "GET /notifications lists them.")), **error_responses(429)},
                   operation_id="me_stream", summary="My notifications, live (SSE)")
    def get(self, request: Request) -> Any:
        return self._fallback(UserSource(request.user), request)
