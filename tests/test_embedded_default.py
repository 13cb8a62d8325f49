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
            # Read, then write what was read: the request that 500ed did so, and two of them
            # at once must neither fail nor lose an update.
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

