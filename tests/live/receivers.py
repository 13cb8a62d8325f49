"""Webhook receivers on 127.0.0.1 for the tests: one that answers at once (or once several
requests are in), and one that dribbles its answer a byte at a time, as the slow receiver an
outside probe used did."""

from __future__ import annotations

import select
import socket
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class Receiver:
    """A webhook receiver on 127.0.0.1 answering 500 to the first ``failures`` requests.
    With ``together``, it holds each request until that many have arrived, then answers them
    all: attempts that are under way at the same time."""

    def __init__(self, failures: int = 1, together: int = 1) -> None:
        self.requests: list[tuple[dict[str, str], bytes, int]] = []
        gate = threading.Barrier(together, timeout=20)
        lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with lock:
                    code = 500 if len(outer.requests) < failures else 204
                    outer.requests.append(({k.lower(): v for k, v in self.headers.items()},
                                           body, code))
                gate.wait()
                self.send_response(code)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks/whist"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()


@dataclass
class Connection:
    """One request the slow receiver took: its ``webhook-id``, the bytes of the answer sent,
    and whether the sender hung up before the answer was complete."""

    message_id: str = ""
    sent: int = 0
    hung_up: bool = False
    done: bool = False
    opened: float = field(default_factory=time.monotonic)
    closed: float | None = None


class SlowReceiver:
    """Reads each request whole, then sends a 204 one byte every ``interval`` seconds: every
    single read of the sender gets a byte well within any per-read timeout, while the whole
    answer takes ``len(ANSWER) * interval`` seconds."""

    ANSWER = b"HTTP/1.1 204 No Content\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"

    def __init__(self, interval: float = 1.0) -> None:
        self.interval = interval
        self.connections: list[Connection] = []
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.sock.settimeout(0.2)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/hooks/slow"
        threading.Thread(target=self._accept, daemon=True).start()

    def open_count(self) -> int:
        with self._lock:
            return sum(1 for c in self.connections if c.closed is None)

    def _accept(self) -> None:
        while not self._closing.is_set():
            try:
                conn, _ = self.sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            record = Connection()
            with self._lock:
                self.connections.append(record)
            threading.Thread(target=self._serve, args=(conn, record), daemon=True).start()

    def _serve(self, conn: socket.socket, record: Connection) -> None:
        try:
            record.message_id = self._request_read(conn)
            for byte in self.ANSWER:
                # Wait ``interval`` for the sender to hang up (readable, and nothing to read).
                readable, _, _ = select.select([conn], [], [], self.interval)
                if self._closing.is_set():
                    return
                if readable and not conn.recv(1):
                    record.hung_up = True
                    return
                conn.sendall(bytes([byte]))
                record.sent += 1
            record.done = True
        except OSError:
            record.hung_up = True
        finally:
            record.closed = time.monotonic()
            conn.close()

    @staticmethod
    def _request_read(conn: socket.socket) -> str:
        data = b""
        conn.settimeout(10)
        while b"\r\n\r\n" not in data:
            chunk = conn.recv(4096)
            if not chunk:
                break
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        headers = {}
        for line in head.decode("latin-1").split("\r\n")[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        length = int(headers.get("content-length", 0))
        while len(body) < length:
            chunk = conn.recv(4096)
            if not chunk:
                break
            body += chunk
        conn.settimeout(None)
        return headers.get("webhook-id", "")

    def close(self) -> None:
        self._closing.set()
        self.sock.close()
