"""Signed-out devices lose what their tokens opened: stream tickets and the push subscriptions
and phone tokens they registered at once, and open streams as soon as the sign-out commits
(every web process is told through Redis; without Redis each stream checks its token whenever
it polls the database)."""

from __future__ import annotations

from django.db import transaction

from core.domain_events import TokensRevoked
from live import bus
from live.push import push_registrations_void
from live.tickets import tickets_void


def tokens_revoked_close(event: TokensRevoked) -> None:
    """The subscriber to ``TokensRevoked``, in the revoking transaction."""
    digests = list(event.digests)
    tickets_void(tokens=digests)
    push_registrations_void(user_id=event.user_id, tokens=digests)
    transaction.on_commit(
        lambda: bus.publish_many([(bus.revoked_channel(), {"tokens": digests})]))
