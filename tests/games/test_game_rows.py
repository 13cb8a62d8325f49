"""The rows a write locks and reads are the ones the ORM would give: the same game and seats,
each seat with its game, player, profile and auto-play settings at hand (no query later), and
an AI seat with no player."""

from __future__ import annotations

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from games import services
from games.game_rows import game_and_seats, game_and_seats_locked
from games.models import Game, Seat

pytestmark = pytest.mark.django_db


def _values(instance) -> dict:
    return {f.attname: getattr(instance, f.attname) for f in instance._meta.concrete_fields}


def test_the_locked_game_and_seats_are_the_orm_s(user_factory):
    people = [user_factory() for _ in range(3)]
    game_id = services.game_create(user=people[0], max_players=4).pk
    for person in people[1:]:
        services.game_join(game_id=game_id, user=person)
    services.ai_seat_add(game_id=game_id, user=people[0], level="random")
    services.game_start(game_id=game_id, user=people[0])
    with transaction.atomic():
        game, seats = game_and_seats_locked(game_id)
        with CaptureQueriesContext(connection) as queries:
            players = [(s.game is game, s.user, getattr(s.user, "profile", None),
                        getattr(s.user, "auto_play", None)) for s in seats]
    assert len(queries) == 0
    assert _values(game) == _values(Game.objects.get(pk=game_id))
    expected = list(Seat.objects.filter(game_id=game_id)
                    .select_related("user__profile", "user__auto_play").order_by("index"))
    assert [_values(s) for s in seats] == [_values(s) for s in expected]
    assert [s.index for s in seats] == [0, 1, 2, 3]
    for (same_game, user, profile, _auto_play), orm in zip(players, expected, strict=True):
        assert same_game
        assert (user.pk if user else None) == orm.user_id
        if user is not None:
            assert _values(user) == _values(orm.user)
            assert profile is not None and _values(profile) == _values(orm.user.profile)
    assert game.state == Game.objects.get(pk=game_id).state  # JSON decoded alike
    assert not game._state.adding and all(not s._state.adding for s in seats)


def test_no_game_is_none():
    with transaction.atomic():
        assert game_and_seats_locked(10**12) == (None, [])


def test_a_read_gives_the_same_rows_in_one_statement(user_factory):
    people = [user_factory() for _ in range(2)]
    game_id = services.game_create(user=people[0], max_players=3).pk
    services.game_join(game_id=game_id, user=people[1])
    with CaptureQueriesContext(connection) as queries:
        game, seats = game_and_seats(game_id)
        for seat in seats:
            assert seat.game is game and getattr(seat.user, "profile", None) is not None
    assert len(queries) == 1
    with transaction.atomic():
        locked, locked_seats = game_and_seats_locked(game_id)
    assert _values(game) == _values(locked)
    assert [_values(s) for s in seats] == [_values(s) for s in locked_seats]


def test_a_game_without_seats_is_read_with_none(user):
    game = Game.objects.create(max_players=4, created_by=user)
    found, seats = game_and_seats(game.pk)
    assert found is not None and found.pk == game.pk and seats == []
    assert game_and_seats(10**12) == (None, [])
