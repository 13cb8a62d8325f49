"""Helpers for driving games through the API as real clients would."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient


class Table:
    """A game and one authenticated client per seated player."""

    def __init__(self, game_id: int, clients: list[APIClient]) -> None:
        self.game_id = game_id
        self.clients = clients

    def url(self, suffix: str = "") -> str:
        return f"/api/v1/games/{self.game_id}{suffix}"

    def view(self, seat: int = 0) -> dict[str, Any]:
        response = self.clients[seat].get(self.url())
        assert response.status_code == 200, response.content
        return response.json()

    def act(self, seat: int, action: dict[str, Any], version: int | None = None,
            **headers: str) -> Any:
        if version is None:
            version = self.view(seat)["version"]
        return self.clients[seat].post(self.url("/actions"),
                                       {"action": action, "expected_version": version},
                                       format="json", headers=headers or None)

    def play_out(self, choose: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
                 max_steps: int = 500) -> dict[str, Any]:
        """Every seat plays its first legal action (or ``choose``) until the game ends."""
        view = self.view(0)
        for _ in range(max_steps):
            if view["status"] != "active":
                return view
            seat = view["game"]["to_act"]
            mine = self.view(seat)
            action = (choose or (lambda v: v["game"]["legal_actions"][0]))(mine)
            response = self.act(seat, action, mine["version"])
            assert response.status_code == 200, response.content
            view = response.json()
        raise AssertionError("the game did not end")


@pytest.fixture
def table_factory(client_factory) -> Callable[..., Table]:
    """``table_factory(players=4, **create_kwargs)``: a started game of registered players."""

    def make(players: int = 4, start: bool = True, seed: str | None = None,
             forced_setup: dict[str, Any] | None = None, **create: Any) -> Table:
        from games import services

        clients = [client_factory() for _ in range(players)]
        game = services.game_create(user=clients[0].user, max_players=players, seed=seed,
                                    forced_setup=forced_setup, **create)
        for client in clients[1:]:
            services.game_join(game_id=game.pk, user=client.user, invite_code=game.invite_code)
        if start:
            services.game_start(game_id=game.pk, user=clients[0].user)
        return Table(game.pk, clients)

    return make
