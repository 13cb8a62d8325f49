"""Streams at scale, on one ASGI worker process that this command starts itself.

``python manage.py bench_streams --streams 2000 --listeners 200 --moves 40`` (real PostgreSQL
and Redis from DATABASE_URL / REDIS_URL; use a scratch database):

1. starts ``uvicorn whist_service.asgi:application`` (one process) on a free port;
2. opens ``--streams`` idle game streams on a lobby nobody plays, and reports the server's
   memory per connection (its RSS after, less its RSS with one stream open, over N) and the
   database connections the idle streams hold (``pg_stat_activity`` for this database: before
   and after opening them, which must be the same);
3. opens ``--listeners`` streams on one running game and makes ``--moves`` moves in it from
   this process; for every move and every stream, the time from the move's COMMIT to the
   arrival of its first event on that stream.

Last line: ``streams=N rss_per_stream_kb=N db_connections_held=N fanout_p50_ms=N
fanout_p95_ms=N`` (goals: 2,000 streams on one worker; p95 under 100 ms for 200 listeners).
"""

from __future__ import annotations

import asyncio
import os
import re
import resource
import socket
import statistics
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction

ROOT = Path(__file__).resolve().parents[3]
ID_LINE = re.compile(rb"id: (\d+)\n")


def _rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise CommandError("no VmRSS in /proc (Linux only)")


def _db_connections() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = "
                       "current_database() AND pid <> pg_backend_pid()")
        return int(cursor.fetchone()[0])


class Listener:
    def __init__(self) -> None:
        self.arrived: dict[int, float] = {}
        self.buffer = b""


async def _open(port: int, path: str, token: str, listener: Listener | None) -> Any:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Token {token}\r\n"
                 "Accept: text/event-stream\r\n\r\n".encode())
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    if b" 200 " not in head.split(b"\r\n", 1)[0]:
        raise CommandError(f"stream refused: {head[:200]!r}")
    if listener is not None:
        asyncio.get_running_loop().create_task(_read(reader, listener))
    return writer


async def _read(reader: asyncio.StreamReader, listener: Listener) -> None:
    while True:
        chunk = await reader.read(65536)
        if not chunk:
            return
        now = time.perf_counter()
        listener.buffer += chunk
        for match in ID_LINE.finditer(listener.buffer):
            listener.arrived.setdefault(int(match.group(1)), now)
        listener.buffer = listener.buffer[-64:]


class Loop:
    """An asyncio loop in a thread of its own, holding the client side of every stream."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()

    def run(self, coro: Any, timeout: float = 600) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def close(self, writers: list[Any]) -> None:
        async def stop() -> None:
            for writer in writers:
                writer.close()
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        self.run(stop())
        self.loop.call_soon_threadsafe(self.loop.stop)


class Command(BaseCommand):
    help = "Idle streams per worker (memory, DB connections) and fan-out latency."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--streams", type=int, default=2000)
        parser.add_argument("--listeners", type=int, default=200)
        parser.add_argument("--moves", type=int, default=40)
        parser.add_argument("--port", type=int, default=0)

    def handle(self, *args: Any, **opts: Any) -> None:
        if connection.vendor != "postgresql" or not settings.REDIS_URL:
            raise CommandError("needs PostgreSQL (DATABASE_URL) and Redis (REDIS_URL)")
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        want = 2 * opts["streams"] + 2 * opts["listeners"] + 200
        resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(want, hard)), hard))
        port = opts["port"] or _free_port()
        log = open(f"/tmp/bench_streams-{port}.log", "wb")  # noqa: SIM115
        server = subprocess.Popen(
            [sys.executable, "-m", "uvicorn", "whist_service.asgi:application", "--host",
             "127.0.0.1", "--port", str(port), "--no-access-log", "--log-level", "warning",
             "--backlog", "4096", "--timeout-graceful-shutdown", "1", "--no-proxy-headers"],
            cwd=ROOT, env={**os.environ, "LOG_LEVEL": "WARNING"}, stdout=log,
            stderr=subprocess.STDOUT, start_new_session=True)
        try:
            _wait_port(port, server)
            self._bench(server, port, opts)
        finally:
            server.terminate()
            server.wait(timeout=30)

    def _bench(self, server: subprocess.Popen[bytes], port: int, opts: dict[str, Any]) -> None:
        from games import services
        from players.services import tokens, user_register

        tag = uuid.uuid4().hex[:8]
        owner = user_register(username=f"bs-{tag}-a", password="Zq7-lantern-Orbit-91")
        other = user_register(username=f"bs-{tag}-b", password="Zq7-lantern-Orbit-91")
        watcher = user_register(username=f"bs-{tag}-w", password="Zq7-lantern-Orbit-91")
        token = tokens.token_create(user=watcher)[1]
        idle = services.game_create(user=owner, max_players=4, visibility="public")
        loop = Loop()

        path = f"/api/v1/games/{idle.pk}/stream"
        held = [loop.run(_open(port, path, token, None))]
        time.sleep(1.0)
        db_before = _db_connections()
        rss_before = _rss_kb(server.pid)
        n = opts["streams"]
        started = time.perf_counter()

        async def open_many(count: int) -> list[Any]:
            found = []
            for start in range(0, count, 100):
                found += await asyncio.gather(*(_open(port, path, token, None)
                                                for _ in range(min(100, count - start))))
            return found

        held += loop.run(open_many(n - 1))
        opened_in = time.perf_counter() - started
        time.sleep(3.0)
        rss_after = _rss_kb(server.pid)
        db_after = _db_connections()
        per_stream = (rss_after - rss_before) / max(n - 1, 1)
        self.stdout.write(f"idle: {n} streams open in {opened_in:.1f} s on one process; "
                          f"RSS {rss_before / 1024:.1f} -> {rss_after / 1024:.1f} MiB "
                          f"({per_stream:.1f} KiB a stream); database connections of this "
                          f"database {db_before} before, {db_after} with every stream idle")

        game = services.game_create(user=owner, max_players=2, visibility="public",
                                    turn_time_limit=None)
        services.game_join(game_id=game.pk, user=other)
        services.game_start(game_id=game.pk, user=owner)
        listeners = [Listener() for _ in range(opts["listeners"])]
        gpath = f"/api/v1/games/{game.pk}/stream"

        async def listen_all() -> list[Any]:
            return await asyncio.gather(*(_open(port, gpath, token, li) for li in listeners))

        held += loop.run(listen_all())
        time.sleep(1.0)
        latencies = self._moves(game.pk, (owner, other), listeners, opts["moves"])
        p50 = statistics.median(latencies)
        p95 = statistics.quantiles(latencies, n=20)[18] if len(latencies) > 1 else p50
        self.stdout.write(f"fan-out: {len(latencies)} arrivals ({opts['moves']} moves x "
                          f"{len(listeners)} streams of one game), commit -> arrival "
                          f"p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {max(latencies):.1f} ms")
        loop.close(held)
        self.stdout.write(f"streams={n} rss_per_stream_kb={per_stream:.1f} "
                          f"db_connections_held={db_after - db_before} "
                          f"fanout_p50_ms={p50:.1f} fanout_p95_ms={p95:.1f}")

    def _moves(self, game_id: int, users: tuple[Any, Any], listeners: list[Listener],
               moves: int) -> list[float]:
        from games import selectors, services
        from games.models import Game

        latencies: list[float] = []
        for _ in range(moves):
            game = Game.objects.get(pk=game_id)
            if game.status != "active":
                break
            user = next(u for u in users if selectors.game_for_viewer(game_id, u)[2].index
                        == game.to_act_seat)
            _, seats, mine = selectors.game_for_viewer(game_id, user)
            view = selectors.game_view(game, seats, mine, user)
            first_seq = game.event_seq + 1
            committed: list[float] = []
            with transaction.atomic():
                transaction.on_commit(lambda c=committed: c.append(time.perf_counter()))
                services.action_apply(game_id=game_id, user=user,
                                      action=view["game"]["legal_actions"][0],
                                      expected_version=game.version)
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and \
                    not all(first_seq in li.arrived for li in listeners):
                time.sleep(0.002)
            latencies += [(li.arrived[first_seq] - committed[0]) * 1000 for li in listeners
                          if first_seq in li.arrived]
            missing = sum(first_seq not in li.arrived for li in listeners)
            if missing:
                raise CommandError(f"{missing} streams never got event {first_seq}")
            time.sleep(0.05)
        return latencies


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_port(port: int, server: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise CommandError("the ASGI server exited; see /tmp/bench_streams-*.log")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.2)
    raise CommandError("the ASGI server did not start")
