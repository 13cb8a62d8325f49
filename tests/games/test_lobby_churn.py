"""Join/leave churn in a full lobby: leaving renumbers the later seats, and that must never
trip the one-seat-per-index constraint (it answered 500 about one leave in ten when Postgres
happened to update the rows out of index order)."""

from __future__ import annotations

import random

import pytest
from django.core.cache import cache

from games.models import Seat

pytestmark = pytest.mark.django_db(transaction=True)


def test_leaving_a_seven_seat_lobby_during_churn_always_succeeds(client_factory):
    clients = [client_factory() for _ in range(7)]
    creator = clients[0]
    game = creator.post("/api/v1/games", {"max_players": 7}, format="json").json()
    url = f"/api/v1/games/{game['id']}"
    seated = [creator]
    waiting = clients[1:]
    rng = random.Random("churn")
    for step in range(400):
        cache.clear()  # the lobby_write throttle is not what this is about
        if waiting and (len(seated) < 3 or rng.random() < 0.5):
            client = waiting.pop(rng.randrange(len(waiting)))
            response = client.post(f"{url}/join", {}, format="json")
            seated.append(client)
        else:
            client = seated.pop(rng.randrange(1, len(seated)))
            response = client.post(f"{url}/leave", {}, format="json")
            waiting.append(client)
        assert response.status_code == 200, (step, response.content)
        indices = list(Seat.objects.filter(game_id=game["id"]).order_by("index")
                       .values_list("index", "user_id"))
        assert [i for i, _ in indices] == list(range(len(seated))), step
        # Seats keep their joining order.
        assert [u for _, u in indices] == [c.user.pk for c in seated], step


@pytest.mark.django_db(transaction=False)
def test_leaving_renumbers_seats_whatever_order_the_rows_are_stored_in(client_factory):
    """Postgres checks a unique index row by row in the order it scans them: a later seat row
    stored before an earlier one (an update moves a row) made the renumbering collide."""
    from django.db import connection

    clients = [client_factory() for _ in range(4)]
    game = clients[0].post("/api/v1/games", {"max_players": 4}, format="json").json()
    url = f"/api/v1/games/{game['id']}"
    for client in clients[1:]:
        assert client.post(f"{url}/join", {}, format="json").status_code == 200
    seat_2 = Seat.objects.get(game_id=game["id"], index=2)
    with connection.cursor() as cursor:
        # A new row version, now stored after seat 3's; and the plan the planner picks for a
        # small table, which visits rows in storage order.
        cursor.execute("UPDATE games_seat SET joined_at = joined_at WHERE id = %s", [seat_2.pk])
        cursor.execute("SET LOCAL enable_bitmapscan = off")
        cursor.execute("SET LOCAL enable_indexscan = off")
    response = clients[1].post(f"{url}/leave", {}, format="json")
    assert response.status_code == 200, response.content
    assert list(Seat.objects.filter(game_id=game["id"]).order_by("index")
                .values_list("user_id", flat=True)) == [c.user.pk for c in (clients[0],
                                                                           *clients[2:])]
