"""``python manage.py bench_history --games 200000``: do reads and moves cost the same with a
long history as without one?

On an empty scratch database it builds a probe player (their own games, a league, a season) and
keeps a copy of that database (``<name>_empty``), then adds ``--games`` finished four-player
games of ``--players`` other players (copies of one real game, made with SQL;
:mod:`games.perf.history`).  It times every list endpoint and a move on both databases in
alternating spells of ten rounds, ``--rounds`` on each (p50 and p95), so that the two are
compared through the same minutes of a shared machine, and prints each endpoint's ratio, with
the growing tables any of its queries reads with a sequential scan.  The copy is dropped at the
end.  The last line is ``worst_p50_ratio=N worst_p95_ratio=N seq_scans=N``.  It takes its time (the
200,000 games are about 10.6 GiB, built in 8-11 minutes on a 2-core machine): it is a
benchmark, not a test.  Use a scratch database.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from django.core.management.base import BaseCommand, CommandError
from django.db import connection

from games.models import Game
from games.perf.database_copy import database_copy, database_drop
from games.perf.endpoints import probe_build, scans, timings_interleaved
from games.perf.history import games_build, players_build


class Command(BaseCommand):
    help = "Endpoint and move latency on an empty database against one with a long history."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--games", type=int, default=200_000)
        parser.add_argument("--players", type=int, default=10_000)
        parser.add_argument("--rounds", type=int, default=100,
                            help="timed rounds on each database (p95: the 5th worst of 100)")

    def handle(self, *args: Any, **opts: Any) -> None:
        if connection.vendor != "postgresql":
            raise CommandError("bench_history builds its history with PostgreSQL's SQL")
        if Game.objects.exists():
            raise CommandError("use an empty scratch database (this one has games)")
        probe = probe_build()
        name = connection.settings_dict["NAME"]
        empty_copy = f"{name}_empty"
        database_copy(empty_copy)  # the probe alone, timed beside the history below
        try:
            started = time.monotonic()
            players = players_build(opts["players"])
            games_build(games=opts["games"], players=players,
                        progress=lambda done: self.stderr.write(
                            f"  {done} games copied ({time.monotonic() - started:.0f} s)"))
            size = _database_size()
            timed = timings_interleaved({"empty": (empty_copy, replace(probe)),
                                         "full": (name, probe)}, rounds=opts["rounds"])
        finally:
            database_drop(empty_copy)
        empty, full = timed["empty"], timed["full"]
        seq = scans(probe)
        self.stdout.write(f"history: {opts['games']} games, {opts['players']} players, "
                          f"database {size / 2**30:.1f} GiB")
        self.stdout.write(f"{'endpoint':<20} {'empty p50':>9} {'p95':>7} {'full p50':>9} "
                          f"{'p95':>7} {'x p50':>6} {'x p95':>6}  seq scans")
        worst = [0.0, 0.0]
        for name, (p50, p95) in empty.items():
            f50, f95 = full[name]
            r50, r95 = f50 / p50, f95 / p95
            worst = [max(worst[0], r50), max(worst[1], r95)]
            self.stdout.write(f"{name:<20} {p50:>9.1f} {p95:>7.1f} {f50:>9.1f} {f95:>7.1f} "
                              f"{r50:>6.2f} {r95:>6.2f}  {', '.join(seq.get(name, [])) or '-'}")
        scanned = sum(bool(t) for t in seq.values())
        self.stdout.write(f"worst_p50_ratio={worst[0]:.2f} worst_p95_ratio={worst[1]:.2f} "
                          f"seq_scans={scanned}")


def _database_size() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_database_size(current_database())")
        return int(cursor.fetchone()[0])
