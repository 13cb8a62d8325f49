"""A Celery broker in a SQLite file, for the embedded default (no REDIS_URL): no server, and
nothing outside the standard library.

kombu's filesystem transport lets a consumer read a message file that its producer has created
but not yet written (the worker dies: "Unrecoverable error: JSONDecodeError"); its SQLAlchemy
transport keeps every delivered message in its table for ever (and would add SQLAlchemy to the
dependencies).  Here a message is a row: ``_put`` inserts it in one
statement, and ``_get`` takes the oldest row of a queue and deletes it in one ``BEGIN
IMMEDIATE`` transaction, so a message is either whole in the table or not there, and two
consumers never get the same one.  An idle poll only reads (WAL: no lock on anyone).  Every
connection waits for a busy database (``timeout``) rather than failing, and is opened by the
thread and process that uses it (a prefork pool's children never share their parent's).

Delivery is what kombu's virtual transports give: a message is removed when a worker takes it,
and put back if the worker stops before acknowledging it; one killed with ``kill -9`` loses the
task it held.  The service does not depend on that task: beat's sweep plays an AI turn or a
timeout whose task never ran, and webhook deliveries are retried from the database.

    CELERY_BROKER_URL = "sqlite:////abs/path/broker.sqlite3"
    CELERY_BROKER_TRANSPORT = "whist_service.sqlite_broker:Transport"
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from pathlib import Path
from queue import Empty
from typing import Any
from urllib.parse import unquote, urlsplit

from kombu.transport import virtual

SCHEMA = """
CREATE TABLE IF NOT EXISTS message (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    queue TEXT NOT NULL,
    payload TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS message_queue_id ON message (queue, id);
"""

_local = threading.local()
_ready: set[tuple[int, str]] = set()
_ready_lock = threading.Lock()


def database_path(url: str) -> str:
    """``sqlite:////abs/path`` (or ``sqlite:///relative``) to the file's path."""
    parts = urlsplit(url)
    if parts.scheme != "sqlite" or not parts.path[1:]:
        raise ValueError(f"not a SQLite broker URL: {url!r}")
    return unquote(parts.path[1:])


def _wal(conn: sqlite3.Connection, attempts: int = 60) -> None:
    """WAL mode, which the file keeps once set.  Switching to it needs the file to itself and
    SQLite answers "database is locked" at once rather than waiting when several processes
    open a new broker together (web, worker and beat starting): read the mode first, and try
    the switch again after a moment."""
    for attempt in range(attempts):
        try:
            if conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or attempt == attempts - 1:
                raise
            time.sleep(0.05)


def connect(path: str, timeout: float) -> sqlite3.Connection:
    """This thread's connection to ``path`` (a new one in a forked child: a SQLite connection
    must never be used on both sides of a fork, so the parent's is left alone, not closed)."""
    key = (os.getpid(), path)
    connections: dict[tuple[int, str], sqlite3.Connection] = getattr(_local, "connections", {})
    _local.connections = connections
    if key not in connections:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        # Autocommit (isolation_level None): each statement is its own transaction unless a
        # BEGIN says otherwise.
        conn = sqlite3.connect(path, timeout=timeout, isolation_level=None)
        _wal(conn)
        # No fsync a message: a power cut may lose the last ones, which costs what a killed
        # worker costs (see above), never the database.
        conn.execute("PRAGMA synchronous=NORMAL")
        with _ready_lock:
            if key not in _ready:
                conn.executescript(SCHEMA)
                _ready.add(key)
        connections[key] = conn
    return connections[key]


class Channel(virtual.Channel):
    """Queues as rows of one table; kombu's virtual channel does the routing and the acks."""

    def _db(self) -> sqlite3.Connection:
        client = self.connection.client
        timeout = float(client.transport_options.get("timeout", 30))
        return connect(database_path(client.hostname), timeout)

    def _put(self, queue: str, message: dict[str, Any], **kwargs: Any) -> None:
        self._db().execute("INSERT INTO message (queue, payload) VALUES (?, ?)",
                           (queue, json.dumps(message)))

    def _get(self, queue: str, timeout: float | None = None) -> dict[str, Any]:
        db = self._db()
        # Look without a lock first: an idle queue costs a read, never a wait.
        if db.execute("SELECT 1 FROM message WHERE queue = ? LIMIT 1", (queue,)).fetchone() \
                is None:
            raise Empty()
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute("SELECT id, payload FROM message WHERE queue = ? ORDER BY id "
                             "LIMIT 1", (queue,)).fetchone()
            if row is not None:
                db.execute("DELETE FROM message WHERE id = ?", (row[0],))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        if row is None:  # another consumer took it
            raise Empty()
        return json.loads(row[1])

    def _purge(self, queue: str) -> int:
        return self._db().execute("DELETE FROM message WHERE queue = ?", (queue,)).rowcount

    def _size(self, queue: str) -> int:
        return self._db().execute("SELECT count(*) FROM message WHERE queue = ?",
                                  (queue,)).fetchone()[0]


class Transport(virtual.Transport):
    Channel = Channel

    can_parse_url = True
    default_port = 0
    polling_interval = 0.1
    driver_type = "sqlite"
    driver_name = "sqlite3"
    # A database still busy after the timeout: the publish is retried like a lost connection.
    connection_errors = (*virtual.Transport.connection_errors, sqlite3.OperationalError)

    def driver_version(self) -> str:
        return sqlite3.sqlite_version
