"""Real Celery worker and beat processes for the tests that are about tasks.

They run as subprocesses of this interpreter against the test database (tests using them must
be ``transaction=True`` so that rows are committed where the worker can see them) and the real
Redis broker.  No eager mode: a task crosses the broker exactly as in production.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import connection

from live.task_names import OUTBOUND_LANES

ROOT = Path(__file__).resolve().parent.parent
OUTBOUND = ",".join(OUTBOUND_LANES)
"""Every outbound lane's queue, for one worker taking them all."""


def _database_url() -> str:
    db = connection.settings_dict
    auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
    return f"postgres://{auth}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"


def wait_for(predicate: Callable[[], Any], *, timeout: float, interval: float = 0.1,
             message: str = "condition") -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout}s waiting for {message}")


class Processes:
    def __init__(self, env: dict[str, str], logdir: Path) -> None:
        self.env = env
        self.logdir = logdir
        self.procs: dict[str, subprocess.Popen[bytes]] = {}

    def _start(self, name: str, args: list[str]) -> subprocess.Popen[bytes]:
        log = open(self.logdir / f"{name}.log", "ab")  # noqa: SIM115 - closed with the process
        proc = subprocess.Popen([sys.executable, "-m", "celery", "-A", "whist_service", *args],
                                cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
        self.procs[name] = proc
        return proc

    def start_worker(self, name: str = "worker", queues: str = "celery"
                     ) -> subprocess.Popen[bytes]:
        """A worker for ``queues`` (comma separated): the default queue, or ``OUTBOUND`` for
        one worker taking every outbound lane (as ``dev.py serve``'s does)."""
        return self.start_workers({name: queues})[name]

    def start_workers(self, queues_of: dict[str, str]) -> dict[str, subprocess.Popen[bytes]]:
        """A worker for each name (its queues comma separated), started together and each
        waited for: one per outbound lane is how production runs them."""
        from whist_service.celery import app

        nodes = {}
        for name, queues in queues_of.items():
            node = f"{name}-{uuid.uuid4().hex[:8]}@{socket.gethostname()}"
            nodes[name] = node, self._start(name, [
                "worker", "-l", "info", "--pool", "solo", "-Q", queues, "-n", node,
                "--without-gossip", "--without-mingle"])
        for name, (node, proc) in nodes.items():
            wait_for(lambda node=node, proc=proc: proc.poll() is None
                     and app.control.ping([node], timeout=0.5),
                     timeout=60, message=f"celery {name} to answer a ping (log: {self.logdir})")
        return {name: proc for name, (_, proc) in nodes.items()}

    def start_beat(self) -> subprocess.Popen[bytes]:
        return self._start("beat", ["beat", "-l", "info", "-s",
                                    str(self.logdir / "beat-schedule"), "--pidfile="])

    def kill(self, name: str) -> None:
        proc = self.procs.pop(name)
        os.killpg(proc.pid, signal.SIGKILL)  # like a crash: no chance to ack or clean up
        proc.wait(timeout=10)

    def stop_all(self) -> None:
        for name in list(self.procs):
            proc = self.procs.pop(name)
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait(timeout=10)

    def log(self, name: str) -> str:
        path = self.logdir / f"{name}.log"
        return path.read_text(errors="replace") if path.exists() else ""


@contextmanager
def celery_processes(**env_overrides: str) -> Iterator[Processes]:
    """Worker/beat processes sharing the test database and the broker of this process."""
    from whist_service.celery import app

    assert settings.REDIS_URL, "worker tests need the real Redis broker: set REDIS_URL"
    app.control.purge()  # messages left by other tests must not be run against this database
    env = os.environ.copy()
    env.update({
        "DATABASE_URL": _database_url(),
        "REDIS_URL": settings.REDIS_URL,
        "WHIST_SERVER_TURN_GRACE": str(settings.WHIST_SERVER_TURN_GRACE),
        "WHIST_SWEEP_SECONDS": "1",
        "CELERY_TASK_ALWAYS_EAGER": "0",
        **env_overrides,
    })
    with tempfile.TemporaryDirectory(prefix="whist-celery-") as logdir:
        procs = Processes(env, Path(logdir))
        try:
            yield procs
        finally:
            procs.stop_all()
            app.control.purge()
