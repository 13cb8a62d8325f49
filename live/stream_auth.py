"""Who opens a stream, and from where: a token (``Authorization: Token ...``) or a stream
ticket (``?ticket=``), and the last seq the client saw (``Last-Event-ID`` or ``?after=``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from django.db.models import Q
from django.utils import timezone
from rest_framework import serializers
from rest_framework.exceptions import AuthenticationFailed

from core.domain_errors import NotFound
from core.errors import error_body
from core.serializers import MAX_QUERY_INTEGER, QuerySerializer
from live.sources import Source, UserSource, game_source, user_by_id
from live.tickets import TicketRefused, ticket_redeem
from players.authentication import TokenAuthentication
from players.models import DeviceToken


class StreamRefused(Exception):
    def __init__(self, status: int, code: str, message: str,
                 details: dict[str, Any] | None = None,
                 field_codes: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.details = status, code, message, details
        self.field_codes = field_codes

    def body(self) -> bytes:
        return json.dumps(error_body(self.code, self.message, self.details,
                                     self.field_codes)).encode()


@dataclass
class Opened:
    source: Source
    user_id: int
    after: int
    token: str = ""
    """The digest of the device token the stream was opened with, directly or through a
    ticket ("" for a session's ticket): revoking it closes the stream."""


class _Cursor(QuerySerializer):
    """A stream's cursor read as ``GET /games/{id}/events`` reads ``?after=``: the same
    refusals, in the same words."""

    after = serializers.IntegerField(min_value=0, max_value=MAX_QUERY_INTEGER)


def _cursor(name: str, raw: str) -> int:
    cursor = _Cursor(data={"after": raw})
    if not cursor.is_valid():
        raise StreamRefused(400, "invalid", "Invalid input.",
                            {name: [str(m) for m in cursor.errors["after"]]},
                            {name: [m.code for m in cursor.errors["after"]]})
    return cursor.validated_data["after"]


def stream_after(headers: dict[str, str], query: dict[str, list[str]]) -> int:
    """The last seq the client saw: the larger of ``Last-Event-ID`` and ``?after=``, ASCII
    digits only.  ``?after=`` given empty is refused, as on ``GET /events``; an empty
    ``Last-Event-ID`` is none (a browser sends the header only once it has an id)."""
    seen = 0
    after = (query.get("after") or [None])[-1]
    if after is not None:
        seen = _cursor("after", after)
    header = headers.get("last-event-id")
    if header:
        seen = max(seen, _cursor("Last-Event-ID", header))
    return seen


def _user(headers: dict[str, str], query: dict[str, list[str]]) -> tuple[Any, str]:
    """Who opens the stream, and the digest of the device token it comes from."""
    ticket = (query.get("ticket") or [None])[-1]
    if ticket:
        try:
            redeemed = ticket_redeem(ticket=ticket)
        except TicketRefused as refused:
            raise StreamRefused(401, refused.code, refused.message) from None
        return user_by_id(redeemed.user_id), redeemed.token
    header = headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if not header:
        raise StreamRefused(401, "not_authenticated",
                            "Authentication credentials were not provided.")
    if scheme != "Token" or not token.strip() or " " in token.strip():
        raise StreamRefused(401, "authentication_failed", "Invalid token header.")
    try:
        user, device = TokenAuthentication().authenticate_credentials(token.strip().encode())
    except AuthenticationFailed as exc:
        raise StreamRefused(401, "authentication_failed", str(exc.detail)) from None
    return user, device.digest


def token_valid(token: str) -> bool:
    """Whether the device token a stream was opened with still works (a session's: yes)."""
    return not token or DeviceToken.objects.filter(digest=token).filter(
        Q(expiry__isnull=True) | Q(expiry__gt=timezone.now())).exists()


def stream_open(game_id: int | None, headers: dict[str, str], query: dict[str, list[str]]
                ) -> Opened:
    after = stream_after(headers, query)
    user, token = _user(headers, query)
    if not user.is_active:
        raise StreamRefused(401, "authentication_failed", "User inactive or deleted.")
    try:
        source = UserSource(user) if game_id is None else game_source(game_id, user)
    except NotFound as exc:
        raise StreamRefused(404, exc.code, exc.message) from None
    # A cursor past the end is taken as the end (GET /events answers the real last seq):
    # one from elsewhere must not make the stream drop the events to come until they pass it.
    return Opened(source, user.pk, min(after, source.last_seq()), token)
