"""At most one queued task per outbound row (a webhook delivery, a mail, a push).

The retry sweeps run every few seconds and queue every row whose retry is due. A row's task
may wait in its lane's queue behind others for longer than that (a slow receiver holds the
webhook worker for its whole timeout), and each sweep would queue the row again. The copies
are not harmless: each finds the row due again after the attempt before it, so each one makes
an attempt of its own, and a row whose first task was lost waited behind all of them.

A sweep marks what it queues (one Redis key per row, for the row's lease), and the task clears
the mark as it starts. A task that is lost leaves its mark to expire, and the row is queued
again after that. Without Redis (the embedded default's SQLite broker), nothing is marked and
a sweep queues every due row, as before.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from live import bus

logger = logging.getLogger(__name__)


def _key(kind: str, row_id: int) -> str:
    return f"{bus.prefix()}queued:{kind}:{row_id}"


def queued_mark(*, kind: str, ids: Sequence[int], seconds: float) -> list[int]:
    """The ``ids`` not queued already, each now marked as queued for ``seconds``."""
    if not ids or not bus.enabled():
        return list(ids)
    try:
        pipe = bus.redis_client().pipeline(transaction=False)
        for row_id in ids:
            pipe.set(_key(kind, row_id), 1, nx=True, ex=max(1, round(seconds)))
        marked = pipe.execute()
    except Exception:  # noqa: BLE001 - Redis down: queue them all, as without the marks
        logger.exception("could not mark %d %s rows as queued", len(ids), kind)
        return list(ids)
    return [row_id for row_id, fresh in zip(ids, marked, strict=True) if fresh]


def queued_clear(*, kind: str, row_id: int) -> None:
    """The row's task has started: a later sweep may queue the row again."""
    if not bus.enabled():
        return
    try:
        bus.redis_client().delete(_key(kind, row_id))
    except Exception:  # noqa: BLE001 - the mark expires on its own
        logger.exception("could not clear the queued mark of %s %s", kind, row_id)
