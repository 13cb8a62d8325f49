"""The embedded default (no DATABASE_URL, no REDIS_URL) under concurrent use: its SQLite
database and its broker, each driven from several threads or processes at once, in a fresh
interpreter with exactly the environment ``dev.py serve`` gives them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def embedded(code: str, data_dir: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    """Run ``code`` with the embedded default's settings, its files in ``data_dir``."""
    env = {k: v for k, v in os.environ.items()
           if k not in {"DATABASE_URL", "REDIS_URL", "CACHE_URL", "CELERY_TASK_ALWAYS_EAGER"}}
    env.update(WHIST_DATA_DIR=str(data_dir), DJANGO_SETTINGS_MODULE="whist_service.settings")
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


SQLITE_WRITERS = """
import json, threading
import django
django.setup()
from django.db import connection, transaction

with connection.cursor() as cursor:
    cursor.execute("CREATE TABLE counter (n integer)")
    cursor.execute("INSERT INTO counter VALUES (0)")
    mode = cursor.execute("PRAGMA journal_mode").fetchone()[0]
connection.close()
errors = []

def writer():
    try:
        for _ in range(25):
            # Read, then write what was read, as a move does: two at once must neither fail
            # nor lose an update.
            with transaction.atomic(), connection.cursor() as cursor:
                n = cursor.execute("SELECT n FROM counter").fetchone()[0]
                cursor.execute("UPDATE counter SET n = %s", [n + 1])
    except Exception as exc:
        errors.append(repr(exc))
    finally:
        connection.close()

threads = [threading.Thread(target=writer) for _ in range(8)]
for t in threads: t.start()
for t in threads: t.join()
with connection.cursor() as cursor:
    n = cursor.execute("SELECT n FROM counter").fetchone()[0]
print(json.dumps({"mode": mode, "n": n, "errors": sorted(set(errors))}))
"""


def test_sqlite_takes_concurrent_writes_without_database_is_locked(tmp_path):
    result = embedded(SQLITE_WRITERS, tmp_path)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found == {"mode": "wal", "n": 200, "errors": []}


BROKER_PRODUCER = """
import sys, threading
from whist_service.celery import app

def busy():  # the web process publishes from one of several busy threads
    while True:
        sum(range(1000))

for _ in range(2):
    threading.Thread(target=busy, daemon=True).start()

with app.connection_for_write() as conn:
    queue = conn.SimpleQueue("probe")
    for i in range(300):
        queue.put({"id": f"{sys.argv[1]}-{i}", "pad": "x" * 2000})
"""

BROKER_CONSUMER = """
import json, sys, time
from queue import Empty
from whist_service.celery import app

got = []
with app.connection_for_read() as conn:
    queue = conn.SimpleQueue("probe")
    idle_until = time.monotonic() + 60
    while time.monotonic() < idle_until:
        try:
            message = queue.get(timeout=1)
        except Empty:
            continue
        got.append(message.payload["id"])
        message.ack()
        idle_until = time.monotonic() + 3  # done once nothing came for 3 s
print(json.dumps(got))
"""


def test_broker_delivers_every_message_once_under_concurrent_producers(tmp_path):
    """Three processes publish while two consume, as the web process, beat and the worker do:
    every message arrives whole, once (kombu's filesystem transport fails this: its consumer
    reads a file its producer has not finished writing, and dies)."""
    env = {k: v for k, v in os.environ.items()
           if k not in {"DATABASE_URL", "REDIS_URL", "CACHE_URL", "CELERY_TASK_ALWAYS_EAGER"}}
    env.update(WHIST_DATA_DIR=str(tmp_path), DJANGO_SETTINGS_MODULE="whist_service.settings")

    def start(code: str, *args: str) -> subprocess.Popen[str]:
        return subprocess.Popen([sys.executable, "-c", code, *args], cwd=ROOT, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    consumers = [start(BROKER_CONSUMER) for _ in range(2)]
    producers = [start(BROKER_PRODUCER, str(p)) for p in range(3)]
    for proc in producers:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    received: list[str] = []
    for proc in consumers:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err[-3000:]
        received += json.loads(out)
    assert len(received) == len(set(received))
    assert set(received) == {f"{p}-{i}" for p in range(3) for i in range(300)}
