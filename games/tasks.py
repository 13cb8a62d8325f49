"""Celery tasks: thin and idempotent.  The services decide whether there is anything to do.

``server_turn`` carries the version it was enqueued for, so a duplicate, late or stale delivery
finds the game moved on and does nothing.  ``deadlines_sweep`` (run by beat every few seconds) is
the guarantee that no game waits forever: it settles overdue decisions, including AI turns whose
task was lost with a dead worker.
"""

from __future__ import annotations

import logging
import time

from celery import Task, shared_task
from django.conf import settings
from django.db import InterfaceError, OperationalError

from games import services
from games.services.analysis import ANALYSIS_TIME_LIMIT, analysis_run
from games.task_names import (
    ANALYSIS_TASK,
    AUTO_PLAY_TASK,
    DEADLINES_SWEEP_TASK,
    IDEMPOTENCY_EXPIRE_TASK,
    REMATCH_OFFERS_TASK,
    REMINDERS_SWEEP_TASK,
    SERVER_TURN_TASK,
)

logger = logging.getLogger(__name__)


@shared_task(name=SERVER_TURN_TASK, bind=True, acks_late=True,
             autoretry_for=(OperationalError, InterfaceError),
             retry_backoff=True, retry_backoff_max=30, max_retries=8, retry_jitter=True)
def server_turn(self: Task, game_id: int, expected_version: int) -> dict[str, object]:
    """A lost connection is retried here; any other failure (bad data, a bug) would fail
    again, so it is recorded on the game at once and left to the sweep's growing backoff."""
    try:
        move = services.server_action_apply(game_id=game_id, expected_version=expected_version)
    except (OperationalError, InterfaceError):
        raise
    except Exception as exc:
        services.server_failure_record(game_id=game_id, error=exc)
        return {"applied": False, "version": expected_version, "reason": "failed"}
    logger.info("server move in game %s at version %s: %s", game_id, expected_version,
                move.reason or "applied", extra={"game_id": game_id, "applied": move.applied})
    return {"applied": move.applied, "version": move.version, "reason": move.reason}


@shared_task(name=AUTO_PLAY_TASK, bind=True, acks_late=True,
             autoretry_for=(OperationalError, InterfaceError),
             retry_backoff=True, retry_backoff_max=30, max_retries=8, retry_jitter=True)
def auto_play(self: Task, game_id: int, expected_version: int) -> dict[str, object]:
    """A person's chore move (the only legal card, or a decided hand played out).  A lost or
    failed one costs nothing but the chore: the person can still play, and the deadline sweep
    still settles the turn."""
    move = services.auto_play_apply(game_id=game_id, expected_version=expected_version)
    logger.info("auto-play in game %s at version %s: %s", game_id, expected_version,
                move.reason, extra={"game_id": game_id, "applied": move.applied})
    return {"applied": move.applied, "version": move.version, "reason": move.reason}


@shared_task(name=DEADLINES_SWEEP_TASK, acks_late=True,
             autoretry_for=(OperationalError, InterfaceError), retry_backoff=True, max_retries=3)
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


@shared_task(name=REMINDERS_SWEEP_TASK, acks_late=True,
             autoretry_for=(OperationalError, InterfaceError), retry_backoff=True, max_retries=3)
def reminders_sweep(limit: int = 50_000, seconds: float = 20.0) -> int:
    """Send the turn reminders that are due, a batch per transaction."""
    sent = 0
    stop_at = time.monotonic() + seconds
    while sent < limit and time.monotonic() < stop_at:
        claimed = services.reminders_send(batch=1000)
        if not claimed:
            break
        sent += claimed
    return sent


@shared_task(name=REMATCH_OFFERS_TASK, acks_late=True,
             autoretry_for=(OperationalError, InterfaceError), retry_backoff=True, max_retries=3)
def rematch_offers_expire() -> int:
    """Cancel the rematch offers whose time ran out unaccepted, and tell their players."""
    return services.rematch_offers_expire()


@shared_task(name=IDEMPOTENCY_EXPIRE_TASK, acks_late=True,
             autoretry_for=(OperationalError, InterfaceError), retry_backoff=True, max_retries=3)
def idempotency_records_expire(batch: int = 5000, limit: int = 1_000_000) -> int:
    """Delete idempotency records older than ``WHIST_IDEMPOTENCY_HOURS``, a batch per
    transaction (no long lock, no huge WAL burst), until none is left or ``limit`` went."""
    deleted = 0
    while deleted < limit:
        count = services.idempotency_records_expire(batch=batch)
        deleted += count
        if count < batch:
            break
    return deleted


@shared_task(name=ANALYSIS_TASK, acks_late=True, time_limit=ANALYSIS_TIME_LIMIT,
             soft_time_limit=ANALYSIS_TIME_LIMIT - 60,
             autoretry_for=(OperationalError, InterfaceError), retry_backoff=True, max_retries=3)
def game_analyse(analysis_id: int) -> str:
    """Review a finished game with the expert (on the ``analysis`` queue: seconds of a core,
    which no AI move may wait behind).  Its own time limit: the default two minutes is an AI
    move's, and a review at a deep setting takes longer."""
    return analysis_run(analysis_id=analysis_id)
