"""Stream tickets: a browser's EventSource cannot send the Authorization header, so it asks for
a ticket (with its token) and opens the stream with ``?ticket=``.  A ticket lives
``WHIST_STREAM_TICKET_SECONDS`` (60) and works once: redeeming deletes its row in the statement
that reads it (``DELETE ... RETURNING``), so two uses racing cannot both succeed.  A ticket
belongs to the device token that asked for it: signing that device out deletes its tickets
(:func:`tickets_void`), and a stream opened with one closes with the token's other streams."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from django.conf import settings
from django.db import connection
from django.utils import timezone

from core.domain_errors import DomainError
from live.models import StreamTicket


class TicketRefused(DomainError):
    """The ticket is unknown, spent or expired (the API answers 401)."""


def _digest(ticket: str) -> str:
    return hashlib.sha256(ticket.encode()).hexdigest()


@dataclass(frozen=True)
class Redeemed:
    user_id: int
    token: str
    """The digest of the device token that asked for the ticket ("" for a session)."""


def ticket_create(*, user_id: int, token: str = "") -> tuple[str, datetime]:
    ticket = "st_" + secrets.token_urlsafe(32)
    expires_at = timezone.now() + timedelta(seconds=settings.WHIST_STREAM_TICKET_SECONDS)
    StreamTicket.objects.create(digest=_digest(ticket), user_id=user_id, expires_at=expires_at,
                                token=token)
    return ticket, expires_at


def tickets_void(*, tokens: list[str]) -> int:
    """The tickets of signed-out devices stop working."""
    return StreamTicket.objects.filter(token__in=[t for t in tokens if t]).delete()[0]


def ticket_redeem(*, ticket: str) -> Redeemed:
    """Whose ticket it is; the ticket is spent whatever the answer."""
    table = StreamTicket._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {table} WHERE digest = %s "
                       "RETURNING user_id, expires_at, token", [_digest(ticket[:200])])
        row = cursor.fetchone()
    if row is None:
        raise TicketRefused("ticket_invalid", "This stream ticket is unknown or already used.")
    expires_at = row[1]
    if isinstance(expires_at, str):  # SQLite
        expires_at = datetime.fromisoformat(expires_at)
    if timezone.is_naive(expires_at):
        expires_at = expires_at.replace(tzinfo=UTC)
    if expires_at <= timezone.now():
        raise TicketRefused("ticket_expired", "This stream ticket has expired; ask for another.")
    return Redeemed(int(row[0]), row[2])
