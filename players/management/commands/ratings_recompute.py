"""Rebuild stats, league tables, ratings and rating history from stored game results."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction

from players.services import ratings_recompute, ratings_snapshot


class _Rollback(Exception):
    """Raised to undo a --check run after comparing."""


class Command(BaseCommand):
    help = (
        "Recompute lifetime stats, league tables, ratings and rating history from the stored "
        "finished-game results, in the order they were applied. With --check nothing is "
        "saved; the command reports whether the stored state differs (exit status 1 if so)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--check",
            action="store_true",
            help="Recompute in a transaction that is rolled back; fail if anything differs.",
        )

    def handle(self, *args: Any, check: bool = False, **options: Any) -> None:
        differences: list[str] = []
        try:
            with transaction.atomic():
                before = ratings_snapshot()
                games = ratings_recompute()
                after = ratings_snapshot()
                differences = [key for key in before if before[key] != after[key]]
                if check:
                    raise _Rollback
        except _Rollback:
            pass
        verb = "Checked" if check else "Recomputed"
        self.stdout.write(f"{verb} {games} finished game(s).")
        if differences:
            message = f"Stored state differed from the recompute in: {', '.join(differences)}."
            if check:
                raise CommandError(message)
            self.stdout.write(message + " Stored state replaced.")
        else:
            self.stdout.write("Stored state matched the recompute.")
