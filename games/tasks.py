"""Celery tasks: thin and idempotent.  The services decide whether there is anything to do.

``server_turn`` carries the version it was enqueued for, so a duplicate, late or stale delivery
finds the game moved on and does nothing.  ``deadlines_sweep`` (run by beat every few seconds) is
the guarantee that no game waits forever: it settles overdue decisions, including AI turns whose
task was lost with a dead worker.
"""

from __future__ import annotations

import time

from celery import shared_task
from django.conf import settings
from django.db import DatabaseError, InterfaceError, OperationalError

from games import services


@shared_task(acks_late=True, autoretry_for=(OperationalError, InterfaceError, DatabaseError),
             retry_backoff=True, retry_backoff_max=30, max_retries=8, retry_jitter=True)
def server_turn(game_id: int, expected_version: int) -> dict[str, object]:
    move = services.server_action_apply(game_id=game_id, expected_version=expected_version)
    return {"applied": move.applied, "version": move.version, "reason": move.reason}


@shared_task(acks_late=True, autoretry_for=(OperationalError, InterfaceError),
             retry_backoff=True, max_retries=3)
def deadlines_sweep(limit: int | None = None, seconds: float = 20.0) -> int:
    """Settle overdue decisions, a batch per transaction, until none is due or a cap is hit."""
    limit = limit or settings.WHIST_SWEEP_LIMIT
    settled = 0
    stop_at = time.monotonic() + seconds
    while settled < limit and time.monotonic() < stop_at:
        claimed = services.deadlines_settle(batch=settings.WHIST_SWEEP_BATCH)
        if not claimed:
            break
        settled += claimed
    return settled
