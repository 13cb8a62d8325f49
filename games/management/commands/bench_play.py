"""Move throughput of a running server, against its throughput of a cheap authenticated read.

``python manage.py bench_play --url http://127.0.0.1:8000 --clients 10 --seconds 60`` starts
nothing itself: it drives a server that is already running.  Each client (a thread with a
keep-alive connection) plays four-player games of four registered people through the API, as a
real client does: GET the to-act seat's view, POST its first legal action with
``expected_version`` and an ``Idempotency-Key``.  Play alternates with spells in which the same
clients only GET ``/api/v1/me``, so that both are measured in the same minute of a noisy
machine.  The last line is ``actions_per_second=N me_per_second=N ratio=N p95_ms=N`` (``p95_ms``:
the POSTs'); the line before it gives more, and the one before that where the CPU went: the
milliseconds a move (its view and its POST) and a ``GET /me`` cost the web processes,
PostgreSQL (the server's own processes and the connections to ``--database``), Redis and this
client, read from ``/proc`` around each spell (meaningful when the server runs on this machine).

The server must not throttle the benchmark's own clients: start it with, e.g.,
``THROTTLE_RATES=game_write=1000000/min,lobby_write=1000000/min,register=1000000/min``.
"""

from __future__ import annotations

import http.client
import json
import statistics
import threading
import time
import uuid
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from django.core.management.base import BaseCommand, CommandError
from django.db import connection

from games.perf.process_cpu import GROUPS, cpu_read, cpu_spent

SPELL_SECONDS = 2.0
PASSWORD = "bench-Passw0rd-!x"


class Client:
    """One keep-alive HTTP connection."""

    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.connection = http.client.HTTPConnection(self.host, self.port, timeout=30)

    def request(self, method: str, path: str, token: str | None = None,
                body: Any = None, headers: dict[str, str] | None = None
                ) -> tuple[int, Any, float]:
        sent = {"Content-Type": "application/json", **(headers or {})}
        if token:
            sent["Authorization"] = f"Token {token}"
        payload = json.dumps(body) if body is not None else None
        started = time.perf_counter()
        for attempt in range(2):
            try:
                self.connection.request(method, path, body=payload, headers=sent)
                response = self.connection.getresponse()
                data = response.read()
                break
            except (http.client.HTTPException, OSError):
                self.connection.close()
                self.connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
                if attempt:
                    raise
        elapsed = time.perf_counter() - started
        return response.status, json.loads(data) if data else None, elapsed


@dataclass
class Tally:
    actions: int = 0
    me: int = 0
    post_seconds: list[float] = field(default_factory=list)
    me_seconds: list[float] = field(default_factory=list)
    errors: int = 0
    games: int = 0


class Player:
    """A client that seats four people at a table and plays every seat's turns."""

    def __init__(self, url: str, tag: str) -> None:
        self.client = Client(url)
        self.tag = tag
        self.tokens: list[str] = []
        for seat in range(4):
            status, body, _ = self.client.request("POST", "/api/v1/auth/register", body={
                "username": f"bench-{tag}-{seat}-{uuid.uuid4().hex[:6]}",
                "password": PASSWORD})
            if status != 201:
                raise CommandError(f"registration failed ({status}): {body}")
            self.tokens.append(body["token"])
        self.game_id: int | None = None

    def new_game(self) -> None:
        status, body, _ = self.client.request("POST", "/api/v1/games", self.tokens[0],
                                              {"max_players": 4, "rated": False})
        if status != 201:
            raise CommandError(f"creating a game failed ({status}): {body}")
        self.game_id = body["id"]
        for token in self.tokens[1:]:
            self.client.request("POST", f"/api/v1/games/{self.game_id}/join", token, {})
        status, body, _ = self.client.request("POST", f"/api/v1/games/{self.game_id}/start",
                                              self.tokens[0], {})
        if status != 200:
            raise CommandError(f"starting a game failed ({status}): {body}")
        self.to_act = body["game"]["to_act"]

    def move(self, tally: Tally) -> None:
        if self.game_id is None:
            self.new_game()
        path = f"/api/v1/games/{self.game_id}"
        token = self.tokens[self.to_act]
        status, view, _ = self.client.request("GET", path, token)
        if status != 200 or not view["game"]["legal_actions"]:
            tally.errors += 1
            self.to_act = view["game"]["to_act"] if status == 200 else self.to_act
            return
        status, body, elapsed = self.client.request(
            "POST", f"{path}/actions", token,
            {"action": view["game"]["legal_actions"][0], "expected_version": view["version"]},
            {"Idempotency-Key": uuid.uuid4().hex})
        if status != 200:
            tally.errors += 1
            return
        tally.actions += 1
        tally.post_seconds.append(elapsed)
        if body["status"] != "active":
            tally.games += 1
            self.game_id = None
        else:
            self.to_act = body["game"]["to_act"]

    def me(self, tally: Tally) -> None:
        status, _, elapsed = self.client.request("GET", "/api/v1/me", self.tokens[0])
        if status != 200:
            tally.errors += 1
            return
        tally.me += 1
        tally.me_seconds.append(elapsed)


def _p(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000 if ordered else 0.0


class Command(BaseCommand):
    help = "Moves per second of a running server against GET /api/v1/me in the same run."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--url", default="http://127.0.0.1:8000")
        parser.add_argument("--clients", type=int, default=10)
        parser.add_argument("--seconds", type=float, default=60.0)
        parser.add_argument("--database", default=None,
                            help="the server's database, whose connections' CPU counts "
                                 "(default: this command's own DATABASES name)")

    def handle(self, *args: Any, **opts: Any) -> None:
        players = [Player(opts["url"], f"{i}") for i in range(opts["clients"])]
        tallies = [Tally() for _ in players]
        for player in players:
            player.new_game()
        play_time = me_time = 0.0
        database = opts["database"] or connection.settings_dict["NAME"]
        cpu = {"move": dict.fromkeys(GROUPS, 0.0), "me": dict.fromkeys(GROUPS, 0.0)}
        end = time.monotonic() + opts["seconds"]
        spell = 0
        while time.monotonic() < end:
            kind = "move" if spell % 2 == 0 else "me"
            stop = min(time.monotonic() + SPELL_SECONDS, end)
            started = time.monotonic()
            before = cpu_read(database)

            def run(player: Player, tally: Tally, kind: str = kind, stop: float = stop
                    ) -> None:
                while time.monotonic() < stop:
                    getattr(player, kind)(tally)

            threads = [threading.Thread(target=run, args=pair)
                       for pair in zip(players, tallies, strict=True)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            for group, seconds in cpu_spent(before, cpu_read(database)).items():
                cpu[kind][group] += seconds
            if kind == "move":
                play_time += time.monotonic() - started
            else:
                me_time += time.monotonic() - started
            spell += 1
        actions = sum(t.actions for t in tallies)
        me = sum(t.me for t in tallies)
        posts = [s for t in tallies for s in t.post_seconds]
        gets = [s for t in tallies for s in t.me_seconds]
        aps = actions / play_time if play_time else 0.0
        mps = me / me_time if me_time else 0.0
        self.stdout.write(" ".join(
            f"cpu_ms_per_{kind}" + "".join(
                f" {group}={cpu[kind][group] * 1000 / count:.2f}" if count else f" {group}=-"
                for group in GROUPS)
            for kind, count in (("move", actions), ("me", me))))
        self.stdout.write(
            f"clients={len(players)} actions={actions} games_finished="
            f"{sum(t.games for t in tallies)} errors={sum(t.errors for t in tallies)} "
            f"post_p50_ms={statistics.median(posts) * 1000 if posts else 0:.1f} "
            f"me_p50_ms={statistics.median(gets) * 1000 if gets else 0:.1f} "
            f"me_p95_ms={_p(gets, 0.95):.1f}")
        self.stdout.write(f"actions_per_second={aps:.1f} me_per_second={mps:.1f} "
                          f"ratio={aps / mps if mps else 0:.3f} p95_ms={_p(posts, 0.95):.1f}")
