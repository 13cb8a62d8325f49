"""Logs an operator can follow: one JSON object a line, each tagged with the request that
caused it, across the web process and the Celery tasks the request enqueued.

The request id comes from the ``X-Request-ID`` header when a proxy set a sane one, else a new
one; it is sent back in the same header, travels in the headers of every task the request
enqueues (and of the tasks those enqueue: a chain of AI moves keeps the id of the move that
started it), and is added to every log record made meanwhile.
"""

from __future__ import annotations

import json
import logging
import re
import uuid
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any

REQUEST_ID_HEADER = "X-Request-ID"
TASK_HEADER = "request_id"
_SANE_ID = re.compile(r"^[A-Za-z0-9._:-]{8,64}$")

request_id_var: ContextVar[str | None] = ContextVar("request_id", default=None)


def request_id_from(header: str | None) -> str:
    """A proxy's id when it looks like one (never anything a log line could be forged with)."""
    if header and _SANE_ID.match(header):
        return header
    return uuid.uuid4().hex


class RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if not getattr(record, "request_id", None):
            record.request_id = request_id_var.get()
        return True


_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    """A record as one line of JSON: time, level, logger, message, request id, and whatever the
    caller passed in ``extra`` (game_id, status, duration_ms, ...)."""

    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(
                timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", None) or request_id_var.get(),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and key not in data:
                data[key] = value
        if record.exc_info:
            data["exception"] = self.formatException(record.exc_info)
        return json.dumps(data, default=str)


def task_headers_add(headers: dict[str, Any] | None) -> None:
    """Celery ``before_task_publish``: carry the current request id to the task."""
    current = request_id_var.get()
    if current and headers is not None:
        headers.setdefault(TASK_HEADER, current)


def task_request_id_set(task: Any) -> None:
    """Celery ``task_prerun``: the task logs under the id of the request that enqueued it."""
    request_id_var.set(getattr(task.request, TASK_HEADER, None))
