"""``python manage.py query_counts``: SQL statements per move of a four-player game played
through the API (transaction control included), by kind of move.  Use a scratch database: the
game it plays is real rows.  ``--sql KIND`` also prints the statements of the most expensive
move of that kind."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from games.perf.move_statements import KINDS, move_statements


class Command(BaseCommand):
    help = "SQL statements per move (ordinary play, trick end, hand end, game end)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--seed", default="statements-1")
        parser.add_argument("--sql", choices=KINDS, help="print one move's statements")

    def handle(self, *args: Any, **opts: Any) -> None:
        counts = move_statements(seed=opts["seed"])
        self.stdout.write(counts.table())
        if opts["sql"]:
            for sql in counts.samples.get(opts["sql"], []):
                self.stdout.write(sql)
