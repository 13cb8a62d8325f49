"""DELETE /api/v1/me gives up the games the account is still in (tests/players has the rest)."""

from __future__ import annotations

import pytest

from games import services
from games.models import Game, GameStatus, Seat

pytestmark = pytest.mark.django_db


def test_the_games_it_is_in_are_given_up(table_factory, client_factory):
    """Nobody should wait on the turn timer of a seat that will never move again: a lobby it
    created is cancelled, one it joined loses its seat, a running game's seat resigns (the
    server plays its cards, and it is knocked out at the end of the hand)."""
    running = table_factory(players=3, seed="delete-1")
    client = running.clients[1]
    user = client.user
    mine = services.game_create(user=user, max_players=4)
    host = client_factory()
    theirs = services.game_create(user=host.user, max_players=4)
    services.game_join(game_id=theirs.pk, user=user, invite_code=theirs.invite_code)

    response = client.delete("/api/v1/me", {"password": user.raw_password}, format="json")
    assert response.status_code == 204, response.content

    assert Game.objects.get(pk=mine.pk).status == GameStatus.CANCELLED
    assert not Seat.objects.filter(game_id=theirs.pk, user=user).exists()
    assert Game.objects.get(pk=theirs.pk).status == GameStatus.LOBBY
    seat = Seat.objects.get(game_id=running.game_id, user=user)
    assert seat.resigned
    view = running.view(0)
    assert view["seats"][seat.index]["resigned"] is True
    assert view["seats"][seat.index]["server_controlled"] is True
