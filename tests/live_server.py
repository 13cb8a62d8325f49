"""The service as a real server process, for the tests that talk to it over HTTP (a generated
client, a real browser): against the test database, with the broker of the test run, logging
one JSON line a request whose statuses join the run's check against the schema."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tests.celery_worker import ROOT, Processes, celery_processes, wait_for


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """gunicorn with a uvicorn worker (ASGI, as in the image) serving the project against the
    test database, logging one JSON line a request (whose statuses join the run's check
    against the schema)."""

    def __init__(self, procs: Processes) -> None:
        self.port = _free_port()
        self.log_path = procs.logdir / "web.log"
        log = open(self.log_path, "ab")  # noqa: SIM115 - closed with the process
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "whist_service.asgi:application", "--bind",
             f"127.0.0.1:{self.port}", "--workers", "1", "--worker-class",
             "whist_service.workers.UvicornWorker", "--graceful-timeout", "2"],
            cwd=ROOT, env={**procs.env, "LOG_FORMAT": "json", "DEBUG": "1"}, stdout=log,
            stderr=subprocess.STDOUT, start_new_session=True)
        self.url = f"http://127.0.0.1:{self.port}"
        wait_for(self._healthy, timeout=60, message=f"gunicorn (log: {self.log_path})")

    def _healthy(self) -> bool:
        assert self.proc.poll() is None, self.log_path.read_text(errors="replace")
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                return True
        except OSError:
            return False

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, 15)
            self.proc.wait(timeout=20)

    def requests(self) -> list[dict[str, Any]]:
        lines = []
        for line in self.log_path.read_text(errors="replace").splitlines():
            try:
                data = json.loads(line)
            except ValueError:
                continue
            if isinstance(data, dict) and data.get("logger") == "whist.request":
                lines.append(data)
        return lines


@contextmanager
def site_running() -> Iterator[Server]:
    """The service, a worker for the AI seats and beat for the deadlines (a short grace: an AI
    move whose task got lost is played by the sweep soon after), on the test database (tests
    using it must be ``transaction=True``); the server's statuses join the run's check."""
    from tests.conftest import STATUS_LOG

    with celery_processes(WHIST_SERVER_TURN_GRACE="2") as procs:
        procs.start_worker()
        procs.start_beat()
        web = Server(procs)
        try:
            yield web
        finally:
            web.stop()
            for line in web.requests():
                STATUS_LOG.observe(line["method"], line["path"], line["status"])
