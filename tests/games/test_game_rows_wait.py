"""A write that waited for a game's lock reads the seats as the write it waited for left them:
the seats' read runs after the lock is granted, even sent in one round trip with the lock."""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connection, transaction

from games import services
from games.game_rows import game_and_seats_locked
from games.models import Seat

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_write_that_waited_for_the_lock_sees_the_seats_it_left(user_factory):
    people = [user_factory() for _ in range(2)]
    game_id = services.game_create(user=people[0], max_players=2).pk
    services.game_join(game_id=game_id, user=people[1])
    holding, seen = threading.Event(), {}

    def first() -> None:
        try:
            with transaction.atomic():
                game_and_seats_locked(game_id)
                Seat.objects.filter(game_id=game_id).update(tricks_total=7)
                holding.set()
                time.sleep(0.5)  # the second is waiting for the lock meanwhile
        finally:
            connection.close()

    def second() -> None:
        try:
            holding.wait(10)
            with transaction.atomic():
                started = time.monotonic()
                _game, seats = game_and_seats_locked(game_id)
                seen["waited"] = time.monotonic() - started
                seen["tricks"] = [s.tricks_total for s in seats]
        finally:
            connection.close()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert seen["waited"] > 0.2
    assert seen["tricks"] == [7, 7]
