"""The service under a real ASGI server (uvicorn, one process) for the stream tests, and a
small Server-Sent Events client that reads a stream in a thread of its own."""

from __future__ import annotations

import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from tests.celery_worker import ROOT, Processes, wait_for
from tests.live_server import _free_port


class AsgiServer:
    """``uvicorn whist_service.asgi:application`` against the test database and Redis."""

    def __init__(self, procs: Processes, port: int | None = None, **env: str) -> None:
        self.procs, self.env = procs, env
        self.port = port or _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = procs.logdir / f"uvicorn-{self.port}.log"
        self.proc: subprocess.Popen[bytes] | None = None
        self.start()

    def start(self) -> None:
        log = open(self.log_path, "ab")  # noqa: SIM115 - closed with the process
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "uvicorn", "whist_service.asgi:application", "--host",
             "127.0.0.1", "--port", str(self.port), "--no-access-log",
             "--timeout-graceful-shutdown", "1", "--no-proxy-headers"],
            cwd=ROOT, env={**self.procs.env, "LOG_FORMAT": "json", "DEBUG": "1",
                           "WHIST_STREAM_HEARTBEAT_SECONDS": "1", **self.env},
            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        wait_for(self._up, timeout=60, message=f"uvicorn (log: {self.log_path})")

    def _up(self) -> bool:
        assert self.proc is not None and self.proc.poll() is None, self.log()
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                return True
        except OSError:
            return False

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, 15)
            self.proc.wait(timeout=20)

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def statuses(self) -> list[dict[str, Any]]:
        found = []
        for line in self.log().splitlines():
            try:
                data = json.loads(line)
            except ValueError:
                continue
            if isinstance(data, dict) and data.get("logger") == "whist.request":
                found.append(data)
        return found


@dataclass
class Message:
    event: str
    id: int | None
    data: str

    def json(self) -> Any:
        return json.loads(self.data)


@dataclass
class Sse:
    """An open stream: ``status``, ``headers``, and ``messages`` as they arrive (comments are
    counted in ``comments``)."""

    status: int
    headers: dict[str, str]
    body: bytes = b""
    messages: list[Message] = field(default_factory=list)
    comments: int = 0
    closed: bool = False
    sock: socket.socket | None = None
    arrived: queue.Queue[Message] = field(default_factory=queue.Queue)

    def wait(self, predicate: Any, timeout: float = 30.0, what: str = "messages") -> None:
        wait_for(lambda: predicate(self), timeout=timeout, interval=0.02, message=what)

    def ended(self) -> bool:
        return any(m.event == "end" for m in self.messages)

    def data(self) -> list[Any]:
        return [m.json() for m in self.messages if m.event == "message"]

    def close(self) -> None:
        """Hang up, and wait until the reader has taken in everything it will (so what
        ``messages`` holds is what this connection delivered)."""
        if self.sock is not None:
            try:
                self.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self.sock.close()
            wait_for(lambda: self.closed, timeout=10, interval=0.01, message="the reader")


def sse_open(url: str, path: str, headers: dict[str, str] | None = None,
             timeout: float = 10.0) -> Sse:
    """GET ``path`` and read the stream in a thread (or the whole body of a refusal)."""
    host, port = url.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)), timeout=timeout)
    lines = [f"GET {path} HTTP/1.1", f"Host: {host}:{port}", "Accept: text/event-stream",
             *(f"{k}: {v}" for k, v in (headers or {}).items()), "", ""]
    sock.sendall("\r\n".join(lines).encode("latin-1"))  # header bytes as HTTP has them
    reader = sock.makefile("rb")
    status_line = reader.readline().decode()
    status = int(status_line.split()[1])
    head: dict[str, str] = {}
    while (line := reader.readline().decode().strip()):
        name, _, value = line.partition(":")
        head[name.strip().lower()] = value.strip()
    sse = Sse(status, head, sock=sock)
    if status != 200:
        length = int(head.get("content-length", "0"))
        sse.body = reader.read(length) if length else b""
        sock.close()
        return sse
    sock.settimeout(None)
    threading.Thread(target=_read, args=(sse, reader), daemon=True).start()
    return sse


def _read(sse: Sse, reader: Any) -> None:
    """Chunked transfer decoding, then SSE framing."""
    buffer = b""
    try:
        while True:
            size_line = reader.readline()
            if not size_line:
                break
            size = int(size_line.strip() or b"0", 16)
            if size == 0:
                break
            chunk = reader.read(size)
            reader.readline()
            buffer += chunk
            while b"\n\n" in buffer:
                block, buffer = buffer.split(b"\n\n", 1)
                _frame(sse, block.decode())
    except (OSError, ValueError):
        pass
    sse.closed = True


def _frame(sse: Sse, block: str) -> None:
    event, ident, data = "message", None, []
    only_comments = True
    for line in block.split("\n"):
        if line.startswith(":"):
            continue
        only_comments = False
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "event":
            event = value
        elif name == "id":
            ident = int(value)
        elif name == "data":
            data.append(value)
    if only_comments:
        sse.comments += 1
        return
    message = Message(event, ident, "\n".join(data))
    sse.messages.append(message)
    sse.arrived.put(message)
    time.sleep(0)
