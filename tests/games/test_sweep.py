"""The deadline sweep on the real Postgres, without a worker: what beat's task runs.

As specified: "The sweep is idempotent and safe with several workers running."
"""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from games import services
from games.models import Game, GameAction, GameEvent

pytestmark = pytest.mark.django_db(transaction=True)


def first_legal(level, observation, seed):
    return observation.legal_actions[0]


def _overdue_games(user_factory, count: int) -> list[int]:
    ids = []
    for _ in range(count):
        a, b = user_factory(), user_factory()
        game = services.game_create(user=a, max_players=2, turn_time_limit=60)
        services.game_join(game_id=game.pk, user=b)
        services.game_start(game_id=game.pk, user=a)
        ids.append(game.pk)
    Game.objects.filter(pk__in=ids).update(deadline=timezone.now() - timedelta(seconds=5))
    return ids


def test_two_sweeps_at_once_settle_each_overdue_game_exactly_once(user_factory):
    ids = _overdue_games(user_factory, 12)
    settled: list[int] = []

    def sweep() -> None:
        try:
            while claimed := services.deadlines_settle(batch=3, choose=first_legal):
                settled.append(claimed)
        finally:
            connection.close()

    threads = [threading.Thread(target=sweep) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sum(settled) == 12
    for game_id in ids:
        assert GameAction.objects.filter(game_id=game_id).count() == 1
        assert GameEvent.objects.filter(game_id=game_id, type="timeout").count() == 1
        game = Game.objects.get(pk=game_id)
        assert game.deadline > timezone.now()  # the next decision has a fresh deadline


def test_a_sweep_with_nothing_overdue_changes_nothing(user_factory):
    ids = _overdue_games(user_factory, 2)
    Game.objects.filter(pk__in=ids).update(deadline=timezone.now() + timedelta(minutes=5))
    versions = list(Game.objects.filter(pk__in=ids).values_list("version", flat=True))
    assert services.deadlines_settle(choose=first_legal) == 0
    assert list(Game.objects.filter(pk__in=ids).values_list("version", flat=True)) == versions


def test_an_overdue_house_rule_decision_is_taken_by_the_heuristic_bot(user_factory):
    """As specified: "Every new decision has a deadline and a timeout default (the heuristic bot
    decides)": here the card exchange of 004 at the start of the game."""
    a, b = user_factory(), user_factory()
    game = services.game_create(user=a, max_players=2, turn_time_limit=30,
                                preset="pagat_card_exchange")
    services.game_join(game_id=game.pk, user=b)
    game = services.game_start(game_id=game.pk, user=a)
    assert game.phase == "exchange" and game.deadline is not None
    Game.objects.filter(pk=game.pk).update(deadline=timezone.now() - timedelta(seconds=1))
    assert services.deadlines_settle() == 1  # the real bot, no test chooser
    action = GameAction.objects.get(game_id=game.pk)
    assert action.actor == "timeout" and action.action["type"] == "exchange"
    timeout = GameEvent.objects.get(game_id=game.pk, type="timeout").data
    assert timeout["played_by"] == "heuristic"
