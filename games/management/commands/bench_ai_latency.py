"""How long an AI turn takes, from a person's action to the AI's action being visible.

``python manage.py bench_ai_latency --moves 300 --level heuristic`` (with ``REDIS_URL`` and a
scratch ``DATABASE_URL``) starts a Celery worker unless ``--no-worker``, plays games of one
person and three AI seats, and after each of the person's moves that hands the turn to an AI
seat, times until that AI move is committed.  Prints percentiles and, last,
``ai_turn_ms_p50=N ai_turn_ms_p95=N``.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import close_old_connections, connection

from games import engine, services
from games.models import Game, GameAction


def _worker(level_env: dict[str, str]) -> subprocess.Popen[bytes]:
    db = connection.settings_dict
    auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
    env = os.environ | level_env | {
        "DATABASE_URL": f"postgres://{auth}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/"
                        f"{db['NAME']}"}
    return subprocess.Popen([sys.executable, "-m", "celery", "-A", "whist_service", "worker",
                             "-l", "warning", "--pool", "solo", "--without-gossip",
                             "--without-mingle"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--moves", type=int, default=300)
        parser.add_argument("--level", default="heuristic")
        parser.add_argument("--no-worker", action="store_true")

    def handle(self, *args: Any, **opts: Any) -> None:
        if not settings.REDIS_URL:
            raise CommandError("set REDIS_URL: the benchmark measures the real broker")
        from celery import current_app as app

        app.control.purge()
        worker = None if opts["no_worker"] else _worker({"WHIST_AI_THINK_SECONDS": "0"})
        try:
            if worker is not None:
                deadline = time.monotonic() + 60
                while not app.control.ping(timeout=0.5):
                    if time.monotonic() > deadline:
                        raise CommandError("the worker did not start")
            samples = self._measure(opts["moves"], opts["level"])
        finally:
            if worker is not None:
                worker.terminate()
                worker.wait(timeout=30)
        ms = sorted(s * 1000 for s in samples)
        p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
        self.stdout.write(f"level={opts['level']} samples={len(ms)} min={ms[0]:.1f} "
                          f"mean={statistics.fmean(ms):.1f} max={ms[-1]:.1f}")
        self.stdout.write(f"ai_turn_ms_p50={statistics.median(ms):.1f} ai_turn_ms_p95={p95:.1f}")

    def _measure(self, moves: int, level: str) -> list[float]:
        User = get_user_model()
        person, _ = User.objects.get_or_create(username="bench-latency")
        samples: list[float] = []
        while len(samples) < moves:
            game = services.game_create(user=person, max_players=4, rated=False)
            for _ in range(3):
                services.ai_seat_add(game_id=game.pk, user=person, level=level)
            services.game_start(game_id=game.pk, user=person)
            while len(samples) < moves:
                close_old_connections()
                game = Game.objects.get(pk=game.pk)
                if game.status != "active":
                    break
                if game.to_act_seat != 0:
                    time.sleep(0.002)
                    continue
                view_actions = engine.observe(
                    engine.state_from_dict(game.state), 0).legal_actions
                before = GameAction.objects.filter(game=game).count()
                start = time.perf_counter()
                game = services.action_apply(game_id=game.pk, user=person,
                                             action=view_actions[0].to_dict(),
                                             expected_version=game.version)
                if game.status != "active" or game.to_act_seat == 0:
                    continue  # the person leads again: no AI turn to time
                while GameAction.objects.filter(game=game).count() < before + 2:
                    time.sleep(0.001)
                samples.append(time.perf_counter() - start)
        return samples
