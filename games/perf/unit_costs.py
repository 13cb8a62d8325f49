"""What one move and one read cost the database and the web tier, for the capacity model
(``docs/scaling.md``): statements, rows the server touched, bytes answered and stored, and the
milliseconds of Python CPU and of waiting on the database.

Whole four-player games of people are played through the API in-process (``APIClient``: the
whole Django stack, without the HTTP server's own parsing), each move as a client sends it
(``expected_version``, an ``Idempotency-Key``), and each move is followed by the two reads a
client makes most: its game view and ``GET /me``.  The rows come from ``pg_stat_database`` (the
counters of this database, flushed before each reading), the stored bytes from the size of the
service's tables before and after.
"""

from __future__ import annotations

import cProfile
import statistics
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection
from rest_framework.test import APIClient

from games import services
from games.perf.statements import statements_counted
from players.services import tokens

COUNTERS = ("tup_returned", "tup_fetched", "tup_inserted", "tup_updated", "tup_deleted")


@dataclass
class Cost:
    statements: list[int] = field(default_factory=list)
    cpu_ms: list[float] = field(default_factory=list)
    wall_ms: list[float] = field(default_factory=list)
    answer_bytes: list[int] = field(default_factory=list)
    rows: dict[str, int] = field(default_factory=dict)

    def add(self, statements: int, cpu: float, wall: float, size: int) -> None:
        self.statements.append(statements)
        self.cpu_ms.append(cpu * 1000)
        self.wall_ms.append(wall * 1000)
        self.answer_bytes.append(size)

    def line(self, name: str) -> str:
        n = len(self.statements)
        rows = " ".join(f"{k.removeprefix('tup_')}={v / n:.1f}" for k, v in self.rows.items())
        return (f"{name:<10} n={n:<5} statements={statistics.mean(self.statements):.2f} "
                f"python_cpu_ms={statistics.median(self.cpu_ms):.2f} "
                f"wall_ms={statistics.median(self.wall_ms):.2f} "
                f"db_wait_ms={statistics.median(self.wall_ms) - statistics.median(self.cpu_ms):.2f}"
                f" answer_bytes={statistics.mean(self.answer_bytes):.0f} rows/op: {rows}")


def _counters() -> dict[str, int]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_force_next_flush()")
    with connection.cursor() as cursor:  # a new statement: the flush happened at its end
        cursor.execute(f"SELECT {', '.join(COUNTERS)} FROM pg_stat_database "
                       "WHERE datname = current_database()")
        return dict(zip(COUNTERS, cursor.fetchone(), strict=True))


def _stored_bytes() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c "
                       "JOIN pg_namespace n ON n.oid = c.relnamespace "
                       "WHERE n.nspname = 'public' AND c.relkind = 'r'")
        return int(cursor.fetchone()[0] or 0)


def _timed(call: Any) -> tuple[Any, int, float, float]:
    with statements_counted() as counted:
        cpu, wall = time.process_time(), time.perf_counter()
        response = call()
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    assert response.status_code == 200, response.content
    return response, counted.total, cpu, wall


def unit_costs(*, games: int = 2, seed: str = "costs",
               profile: cProfile.Profile | None = None) -> dict[str, Any]:
    """Play ``games`` games; each operation's cost (rows per operation from the database's own
    counters over that kind of operation only) and the bytes stored per move.  ``profile``:
    enabled around each move only (its timings then include the profiler's overhead)."""
    User = get_user_model()
    costs = {"move": Cost(), "view": Cost(), "me": Cost()}
    totals = {kind: dict.fromkeys(COUNTERS, 0) for kind in costs}
    stored_before = _stored_bytes()
    moves = 0
    for g in range(games):
        users = [User.objects.create_user(username=f"cost-{uuid.uuid4().hex[:12]}")
                 for _ in range(4)]
        clients = []
        for user in users:
            client = APIClient()
            client.credentials(HTTP_AUTHORIZATION=f"Token {tokens.token_create(user=user)[1]}")
            clients.append(client)
        game = services.game_create(user=users[0], max_players=4, seed=f"{seed}-{g}",
                                    rated=True)
        for user in users[1:]:
            services.game_join(game_id=game.pk, user=user)
        services.game_start(game_id=game.pk, user=users[0])
        url = f"/api/v1/games/{game.pk}"
        view = clients[0].get(url).json()
        while view["status"] == "active":
            seat = view["game"]["to_act"]
            client = clients[seat]
            for kind, call in (("view", lambda c=client, u=url: c.get(u)),
                               ("me", lambda c=client: c.get("/api/v1/me"))):
                before = _counters()
                response, statements, cpu, wall = _timed(call)
                _add(totals[kind], before, _counters())
                costs[kind].add(statements, cpu, wall, len(response.content))
            mine = client.get(url).json()
            before = _counters()
            response, statements, cpu, wall = _timed(lambda c=client, m=mine, u=url: _profiled(
                profile, lambda: c.post(
                    f"{u}/actions", {"action": m["game"]["legal_actions"][0],
                                       "expected_version": m["version"]},
                    format="json", headers={"Idempotency-Key": uuid.uuid4().hex})))
            _add(totals["move"], before, _counters())
            costs["move"].add(statements, cpu, wall, len(response.content))
            moves += 1
            view = response.json()
    for kind, cost in costs.items():
        cost.rows = totals[kind]
    return {"costs": costs, "moves": moves,
            "stored_bytes_per_move": (_stored_bytes() - stored_before) / max(moves, 1)}


def _profiled(profile: cProfile.Profile | None, call: Any) -> Any:
    if profile is None:
        return call()
    profile.enable()
    try:
        return call()
    finally:
        profile.disable()


def _add(total: dict[str, int], before: dict[str, int], after: dict[str, int]) -> None:
    for name in COUNTERS:
        total[name] += after[name] - before[name]
