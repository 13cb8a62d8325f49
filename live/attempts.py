"""The one loop every outbound row goes through, a webhook delivery, a mail or a push alike:
each kind only says how to send one row (and what follows from its answer), so the claim, the
backoff, the lease, the giving up and the "queued once" mark are the same code for all three.

* **Queued** once the row's transaction commits (:func:`enqueue`): a task in its kind's lane, a
  queue and worker of its own (``live.task_names.OUTBOUND_LANES``), so a slow receiver, SMTP
  server or push service holds up only its own kind of work.
* **Claimed** (:func:`attempt`) in a short transaction, the row locked with ``SKIP LOCKED`` and
  its ``next_retry_at`` moved a lease ahead (longer than its task can run): no lock or
  transaction is held while the receiver answers, and a duplicate task finds it ``not_due``.
* **Counted**: every attempt, one that ends in an exception too (the task's soft time limit
  included), which is a failed attempt worth retrying, like a timeout.
* **Settled**: succeeded; pending again after a backoff doubling from the kind's
  ``..._RETRY_BASE_SECONDS`` while the outcome is worth retrying and the retry falls within
  ``..._RETRY_WINDOW_SECONDS`` of the row's creation; else failed.
* **Retried** by beat's sweep (:func:`retries_sweep`), not by long ETA tasks (a Redis broker
  redelivers those after its visibility timeout): the rows due again, and first attempts whose
  task was lost (a minute old), each queued once while its task waits (:mod:`live.queued`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from live.models import Attempted, DeliveryStatus, OutboundMail, PushDelivery, WebhookDelivery
from live.queued import queued_clear, queued_mark
from live.task_names import MAIL_SEND_TASK, PUSH_DELIVER_TASK, WEBHOOK_DELIVER_TASK

_ATTEMPT_FIELDS = ["attempts", "response_code", "last_error", "status", "next_retry_at"]
_LOST_AFTER = timedelta(minutes=1)
"""A first attempt not made this long after its row was queued: its task was lost."""


@dataclass(frozen=True)
class Outcome:
    """How one attempt went.  ``status``: the receiver's answer (an HTTP status or an SMTP
    reply code; none when there was none); ``retry``: worth trying again later; ``gone``: the
    receiver says the address is no more (never retried)."""

    ok: bool
    status: int | None
    error: str = ""
    gone: bool = False
    retry: bool = False


@dataclass(frozen=True)
class Lane:
    """One kind of outbound row and what its loop needs to know of it."""

    kind: str
    """``webhook``, ``mail`` or ``push``: names its queued marks and its log lines."""
    model: type[Attempted]
    task: str
    """The task that makes one attempt at one row (its argument: the row's id)."""
    settings_prefix: str
    """``WHIST_WEBHOOK``: its ``_TIMEOUT_SECONDS``, ``_RETRY_BASE_SECONDS`` and
    ``_RETRY_WINDOW_SECONDS`` settings."""
    longest_delay: timedelta
    related: tuple[str, ...] = ()
    """What an attempt reads with its row (the webhook, the subscription or device)."""
    kept: tuple[str, ...] = ()
    """The row's own fields a kind's ``settle`` changes, saved with the attempt."""
    logger_name: str = "live.attempts"

    def _setting(self, name: str) -> float:
        return float(getattr(settings, f"{self.settings_prefix}_{name}"))

    def retry_delay(self, attempts: int) -> timedelta:
        """The backoff after ``attempts`` failed ones: the base, doubled each time."""
        seconds = self._setting("RETRY_BASE_SECONDS") * 2 ** max(attempts - 1, 0)
        return min(timedelta(seconds=seconds), self.longest_delay)

    def window(self) -> timedelta:
        return timedelta(seconds=self._setting("RETRY_WINDOW_SECONDS"))

    def time_limits(self) -> tuple[float, float]:
        """The attempt task's soft and hard time limits: the request's own deadline, and room
        for the two short transactions around it.  The soft one is a last resort (the request
        ends at its deadline); it leaves the task time to record the attempt."""
        soft = self._setting("TIMEOUT_SECONDS") + 10
        return soft, soft + 10

    def lease(self) -> timedelta:
        """How long an attempt holds its row: longer than its task can run (the hard time
        limit), so the same row is never attempted twice at once."""
        return timedelta(seconds=self.time_limits()[1] + 30)


WEBHOOK_LANE = Lane("webhook", WebhookDelivery, WEBHOOK_DELIVER_TASK, "WHIST_WEBHOOK",
                    timedelta(hours=6), related=("webhook",), logger_name="live.webhooks")
MAIL_LANE = Lane("mail", OutboundMail, MAIL_SEND_TASK, "WHIST_MAIL", timedelta(hours=6),
                 kept=("sent_at", "text", "html"), logger_name="live.mail")
PUSH_LANE = Lane("push", PushDelivery, PUSH_DELIVER_TASK, "WHIST_PUSH", timedelta(hours=1),
                 related=("subscription", "device"), logger_name="live.push")


def enqueue(lane: Lane, ids: Sequence[int]) -> None:
    """A task for each row once the caller's transaction commits."""
    from core.task_send import task_send

    queued = list(ids)
    transaction.on_commit(lambda: [task_send(lane.task, (row_id,)) for row_id in queued])


Refuse = Callable[[Any], tuple[str, str] | None]
"""Why a claimed row is given up unsent, and what the attempt then answers (or ``None``)."""


def attempt(lane: Lane, row_id: int, *, send: Callable[[Any], Outcome],
            refuse: Refuse | None = None,
            settle: Callable[[Any, Outcome], None] | None = None) -> str:
    """One attempt at a pending row: claimed, ``send(row)`` outside any transaction, then
    counted and settled, ``settle(row, outcome)`` adding the kind's own consequences in the
    same transaction.  Returns the row's status after it, ``not_due``, or what ``refuse``
    said."""
    queued_clear(kind=lane.kind, row_id=row_id)  # a later sweep may queue the row again
    row = _claimed(lane, row_id, refuse)
    if isinstance(row, str):
        return row
    log = logging.getLogger(lane.logger_name)
    try:
        outcome = send(row)
    except SoftTimeLimitExceeded:
        log.warning("%s %s cut by the task's time limit", lane.kind, row.pk)
        outcome = Outcome(False, None, "cut by the task's time limit", retry=True)
    except Exception as exc:  # sending never raises: a bug, but still an attempt
        log.exception("%s %s failed", lane.kind, row.pk)
        outcome = Outcome(False, None, f"{type(exc).__name__}: {exc}"[:300], retry=True)
    with transaction.atomic():
        row.attempts += 1
        row.response_code, row.last_error = outcome.status, outcome.error[:300]
        row.status, row.next_retry_at = DeliveryStatus.FAILED, None
        if outcome.ok:
            row.status = DeliveryStatus.SUCCEEDED
        elif outcome.retry and not outcome.gone:
            retry_at = timezone.now() + lane.retry_delay(row.attempts)
            if retry_at - row.created_at <= lane.window():
                row.status, row.next_retry_at = DeliveryStatus.PENDING, retry_at
        if settle is not None:
            settle(row, outcome)
        row.save(update_fields=[*_ATTEMPT_FIELDS, *lane.kept])
    return row.status


def _claimed(lane: Lane, row_id: int, refuse: Refuse | None) -> Attempted | str:
    """The row, claimed for a lease; or why not (``not_due``, or what ``refuse`` said)."""
    now = timezone.now()
    with transaction.atomic():
        # The row's own lock only: locking its webhook's too made a second delivery of the
        # same webhook, claimed at that moment, skip its row as locked ("not_due").
        rows = lane.model.objects.select_for_update(skip_locked=True, of=("self",))
        if lane.related:
            rows = rows.select_related(*lane.related)
        row = rows.filter(pk=row_id, status=DeliveryStatus.PENDING).first()
        if row is None or (row.next_retry_at is not None and row.next_retry_at > now):
            return "not_due"
        refused = refuse(row) if refuse is not None else None
        if refused is not None:
            row.status, row.next_retry_at = DeliveryStatus.FAILED, None
            row.last_error, answer = refused
            row.save(update_fields=["status", "last_error", "next_retry_at"])
            return answer
        row.next_retry_at = now + lane.lease()
        row.save(update_fields=["next_retry_at"])
    return row


def retries_due(lane: Lane, *, now: datetime | None = None, limit: int = 500) -> list[int]:
    """Pending rows due again, and first attempts whose task was lost, oldest first."""
    now = now or timezone.now()
    due = Q(next_retry_at__lte=now) | Q(next_retry_at__isnull=True,
                                        created_at__lte=now - _LOST_AFTER)
    return list(lane.model.objects.filter(due, status=DeliveryStatus.PENDING)
                .order_by("created_at").values_list("pk", flat=True)[:limit])


def retries_sweep(lane: Lane) -> int:
    """Beat's sweep of a lane: each due row sent by a task of its own, unless one is queued
    for it already."""
    from core.task_send import task_send

    due = queued_mark(kind=lane.kind, ids=retries_due(lane),
                      seconds=lane.lease().total_seconds())
    for row_id in due:
        task_send(lane.task, (row_id,))
    return len(due)
