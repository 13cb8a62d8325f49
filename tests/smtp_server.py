"""A real SMTP server for the tests of the mail the service sends: aiosmtpd in a process of its
own on 127.0.0.1, which writes every message it accepts to a directory (``<n>.eml``, the bytes
received, and ``<n>.json``, the envelope), where the test reads them.

    python -m tests.smtp_server --port 2525 --dir /tmp/mails [--fail-first 1]

``--fail-first N`` answers the first N messages ``451`` (a transient failure the sender must
retry) and stores nothing of them.  :class:`SmtpServer` starts it and reads what it stored.
"""

from __future__ import annotations

import argparse
import email
import email.policy
import json
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path
from typing import Any


@dataclass
class Received:
    """One message the server accepted: the envelope and the parsed message."""

    mail_from: str
    rcpt_tos: list[str]
    message: EmailMessage
    raw: bytes

    @property
    def to(self) -> str:
        return self.rcpt_tos[0]

    def part(self, content_type: str) -> str:
        """The text of the message's part of ``content_type`` (text/plain, text/html)."""
        for part in self.message.walk():
            if part.get_content_type() == content_type and not part.is_multipart():
                return part.get_content()
        raise AssertionError(f"no {content_type} part in {self.message['Subject']!r}")


class SmtpServer:
    """The server process, and what it received."""

    def __init__(self, directory: Path, *, fail_first: int = 0) -> None:
        from tests.celery_worker import ROOT, wait_for
        from tests.live_server import _free_port

        self.directory = directory
        directory.mkdir(parents=True, exist_ok=True)
        self.port = _free_port()
        self.log_path = directory.parent / f"smtp-{self.port}.log"
        log = open(self.log_path, "ab")  # noqa: SIM115 - closed with the process
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.smtp_server", "--port", str(self.port), "--dir",
             str(directory), "--fail-first", str(fail_first)],
            cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        wait_for(lambda: (directory / ".ready").exists() or self.proc.poll() is not None,
                 timeout=30, message=f"the SMTP server (log: {self.log_path})")
        assert self.proc.poll() is None, self.log_path.read_text()

    @property
    def url(self) -> str:
        return f"smtp://127.0.0.1:{self.port}"

    def messages(self, to: str | None = None) -> list[Received]:
        """Every message received so far (to ``to`` only, when given), in order."""
        found = []
        stored = [p for p in self.directory.glob("*.json") if not p.name.startswith(".")]
        for meta in sorted(stored, key=lambda p: int(p.stem)):
            envelope = json.loads(meta.read_text())
            raw = meta.with_suffix(".eml").read_bytes()
            message = email.message_from_bytes(raw, policy=email.policy.default)
            assert isinstance(message, EmailMessage)
            received = Received(envelope["mail_from"], envelope["rcpt_tos"], message, raw)
            if to is None or to.casefold() in (r.casefold() for r in received.rcpt_tos):
                found.append(received)
        return found

    def wait(self, to: str, count: int = 1, timeout: float = 30.0) -> list[Received]:
        """The messages to ``to`` once there are ``count`` of them."""
        from tests.celery_worker import wait_for

        wait_for(lambda: len(self.messages(to)) >= count, timeout=timeout,
                 message=f"{count} message(s) to {to}")
        return self.messages(to)

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(timeout=10)


class _Store:
    """aiosmtpd's handler: each accepted message to a file (written whole, then renamed, so
    that a reader never sees half of one)."""

    def __init__(self, directory: Path, fail_first: int) -> None:
        self.directory, self.failures_left = directory, fail_first
        self.count = 0
        self.lock = threading.Lock()

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802
        with self.lock:
            if self.failures_left > 0:
                self.failures_left -= 1
                return "451 4.3.0 Try again later"
            self.count += 1
            n = self.count
        raw = envelope.original_content or envelope.content
        for suffix, data in ((".eml", raw), (".json", json.dumps(
                {"mail_from": envelope.mail_from, "rcpt_tos": envelope.rcpt_tos}).encode())):
            temporary = self.directory / f".{n}{suffix}"
            temporary.write_bytes(data)
            temporary.rename(self.directory / f"{n}{suffix}")
        return "250 2.0.0 OK"


def main() -> None:
    from aiosmtpd.controller import Controller

    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--dir", type=Path, required=True)
    parser.add_argument("--fail-first", type=int, default=0)
    args = parser.parse_args()
    controller = Controller(_Store(args.dir, args.fail_first), hostname="127.0.0.1",
                            port=args.port)
    controller.start()
    (args.dir / ".ready").touch()
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    while not stop.is_set():
        time.sleep(0.2)
    controller.stop()


if __name__ == "__main__":
    main()
