"""``python manage.py unit_costs --games 2``: what one move, one game view and one ``GET /me``
cost (statements, rows, answer bytes, Python CPU and database wait in milliseconds) and the
bytes a move stores, for ``docs/scaling.md``.  Use a scratch PostgreSQL database: the games are
real rows."""

from __future__ import annotations

import cProfile
import pstats
from typing import Any

from django.core.management.base import BaseCommand

from games.perf.move_profile import breakdown
from games.perf.unit_costs import unit_costs


class Command(BaseCommand):
    help = "Statements, rows, bytes and milliseconds per move and per read."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--games", type=int, default=2)
        parser.add_argument("--seed", default="costs")
        parser.add_argument("--profile", action="store_true",
                            help="profile the moves and print where a move's time goes "
                                 "(the timings then include the profiler's overhead)")

    def handle(self, *args: Any, **opts: Any) -> None:
        profile = cProfile.Profile() if opts["profile"] else None
        found = unit_costs(games=opts["games"], seed=opts["seed"], profile=profile)
        if profile is not None:
            for part, ms in breakdown(pstats.Stats(profile), found["moves"]):
                self.stdout.write(f"profile {part:<45} {ms:6.2f} ms/move")
        for name, cost in found["costs"].items():
            self.stdout.write(cost.line(name))
        move, me = found["costs"]["move"], found["costs"]["me"]
        self.stdout.write(
            f"moves={found['moves']} stored_bytes_per_move={found['stored_bytes_per_move']:.0f}"
            f" move_python_cpu_ms={sorted(move.cpu_ms)[len(move.cpu_ms) // 2]:.2f}"
            f" me_python_cpu_ms={sorted(me.cpu_ms)[len(me.cpu_ms) // 2]:.2f}")
