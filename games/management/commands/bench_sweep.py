"""How many overdue deadlines the sweep settles per second.

``python manage.py bench_sweep --games 10000 --workers 1 --seconds 20`` creates that many
two-player games whose absent player's deadline has passed, then runs the sweep (the same
``deadlines_settle`` that beat's task loops over) in ``--workers`` processes at once and prints
``settled_per_second=N`` last.  Several workers share the queue through
``SELECT ... FOR UPDATE SKIP LOCKED``; the command checks that no game was settled twice.
Use a scratch database: the games it creates are real rows.
"""

from __future__ import annotations

import multiprocessing
import secrets
import time
from datetime import timedelta
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import connections, transaction
from django.db.models import Count
from django.utils import timezone

from games import engine
from games.engine.events import Dealt
from games.models import Game, GameAction, GameStatus, Hand, Seat


def _create(games: int) -> list[int]:
    User = get_user_model()
    user, _ = User.objects.get_or_create(username="bench-sweep")
    past = timezone.now() - timedelta(minutes=5)
    rows = []
    deals = []
    for i in range(games):
        seed = secrets.token_hex(16)
        state, events = engine.new_game(2, engine.DEFAULT_OPTIONS, engine.Setup(seed=seed))
        deals.append(next(e for e in events if isinstance(e, Dealt)))
        rows.append(Game(created_by=user, max_players=2, options=engine.DEFAULT_OPTIONS.to_dict(),
                         turn_time_limit=60, status=GameStatus.ACTIVE, server_seed=seed,
                         seed_commitment=engine.seed_commitment(seed),
                         state=engine.state_to_dict(state), phase=str(state.phase),
                         deal_no=1, to_act_seat=state.to_act, deadline=past - timedelta(
                             seconds=i % 60), rated=False, started_at=past))
    with transaction.atomic():
        created = Game.objects.bulk_create(rows, batch_size=1000)
        hands = Hand.objects.bulk_create(
            [Hand(game=g, deal_no=1, dealer=d.dealer, hand_size=d.hand_size, label=d.label,
                  hands=d.hands_by_seat())
             for g, d in zip(created, deals, strict=True)], batch_size=1000)
        for game, hand in zip(created, hands, strict=True):
            game.current_hand = hand
        Game.objects.bulk_update(created, ["current_hand"], batch_size=1000)
        # Both seats are people who walked away: every settle is a timeout, not an AI turn.
        others = [User(username=f"bench-sweep-{secrets.token_hex(6)}") for _ in created]
        User.objects.bulk_create(others, batch_size=1000)
        Seat.objects.bulk_create(
            [Seat(game=g, index=0, user=user) for g in created]
            + [Seat(game=g, index=1, user=o) for g, o in zip(created, others, strict=True)],
            batch_size=2000)
    return [g.pk for g in created]


def _sweep(seconds: float, batch: int, queue: Any) -> None:
    from games.services import deadlines_settle

    connections.close_all()
    settled = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        claimed = deadlines_settle(batch=batch)
        if not claimed:
            break
        settled += claimed
    queue.put((settled, time.perf_counter() - start))


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--games", type=int, default=10_000)
        parser.add_argument("--workers", type=int, default=1)
        parser.add_argument("--seconds", type=float, default=20.0)
        parser.add_argument("--batch", type=int, default=25)

    def handle(self, *args: Any, **opts: Any) -> None:
        t0 = time.perf_counter()
        ids = _create(opts["games"])
        self.stdout.write(f"created {len(ids)} overdue games in {time.perf_counter() - t0:.1f}s")
        connections.close_all()
        context = multiprocessing.get_context("fork")
        queue = context.Queue()
        procs = [context.Process(target=_sweep, args=(opts["seconds"], opts["batch"], queue))
                 for _ in range(opts["workers"])]
        start = time.perf_counter()
        for proc in procs:
            proc.start()
        results = [queue.get() for _ in procs]
        for proc in procs:
            proc.join()
        elapsed = time.perf_counter() - start
        claimed = sum(r[0] for r in results)
        per_game = (GameAction.objects.filter(game_id__in=ids).values("game_id")
                    .annotate(n=Count("id")))
        settled = per_game.count()
        twice = per_game.filter(n__gt=1).count()
        overdue = Game.objects.filter(pk__in=ids, deadline__lte=timezone.now()).count()
        self.stdout.write(f"workers={opts['workers']} claimed={claimed} settled={settled} "
                          f"settled_twice={twice} seconds={elapsed:.2f} still_overdue={overdue}")
        if twice:
            self.stderr.write("a game was settled more than once in one sweep")
        self.stdout.write(f"settled_per_second={settled / elapsed:.0f}")
