"""A pytest plugin (``-p tests.parallel`` in pyproject.toml) for running the suite in parallel
processes (pytest-xdist): each worker gets a Redis database of its own, as pytest-django gives
it a database of its own (``test_<name>_gw<N>``).

Loaded before Django's settings are read, which is why it is a plugin and not conftest.py: the
settings take ``REDIS_URL`` as they load.  The workers' Celery brokers, their stream fan-out and
their purges must not meet: a task sent by one worker's tests would otherwise be run by another
worker's Celery processes against the wrong database.  Worker N takes database ``base - N`` of
the configured ``REDIS_URL`` (15, 14, ... by default).
"""

from __future__ import annotations

import os
from urllib.parse import urlsplit, urlunsplit


def worker_redis_url(url: str, worker: str) -> str:
    number = int(worker.removeprefix("gw") or 0)
    parts = urlsplit(url)
    base = int(parts.path.strip("/") or 0)
    return urlunsplit(parts._replace(path=f"/{(base - number) % 16}"))


_worker = os.environ.get("PYTEST_XDIST_WORKER", "")
if _worker and os.environ.get("REDIS_URL"):
    os.environ["REDIS_URL"] = worker_redis_url(os.environ["REDIS_URL"], _worker)
