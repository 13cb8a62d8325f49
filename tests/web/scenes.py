"""A person's world for the browser tests, made through the services on the test database
(the live server reads the same one): a game in play against three AI seats, a classic Whist
game, a lobby, a finished game, a league and a drive."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games import services
from games.engine.serialize import setup_to_dict
from games.models import Game
from games.selectors.presentation import game_view


@dataclass
class Scene:
    user: Any
    active: int = 0
    classic: int = 0
    lobby: int = 0
    finished: int = 0
    league: int = 0
    drive: int = 0


def _against_ai(user: Any, preset: str, seats: int, forced_setup: Any = None,
                turn_time_limit: int | None = None, **options: Any) -> Game:
    """A private game of ``user`` against heuristic AI seats, started; ``forced_setup`` (an
    engine ``Setup``) deals it as set (such a game is never rated)."""
    game = services.game_create(user=user, max_players=seats, preset=preset, options=options,
                                visibility="private", turn_time_limit=turn_time_limit,
                                forced_setup=None if forced_setup is None
                                else setup_to_dict(forced_setup))
    for _ in range(seats - 1):
        services.ai_seat_add(game_id=game.pk, user=user, level="heuristic")
    services.game_start(game_id=game.pk, user=user)
    return game


def _played_out(user: Any) -> Game:
    """A short game played to its end here: the person's first legal action each time, the
    server's for the AI seats (a worker may take some of those first)."""
    game = _against_ai(user, "pagat", 3, start_hand_size=2)
    for _ in range(200):
        game.refresh_from_db()
        if game.status != "active":
            return game
        seat = game.seats.get(index=game.to_act_seat)
        if seat.user_id == user.pk:
            seats = list(game.seats.order_by("index"))
            action = game_view(game, seats, seat, user)["game"]["legal_actions"][0]
            try:
                services.action_apply(game_id=game.pk, user=user, action=action,
                                      expected_version=game.version)
            except Exception:  # noqa: BLE001 - the worker moved meanwhile: look again
                continue
        else:
            services.server_action_apply(game_id=game.pk, expected_version=game.version)
    raise AssertionError("the game did not end")


def scene_build(*, games: bool = True) -> Scene:
    import uuid

    from drives import services as drives
    from players.services import league_create, user_register

    user = user_register(username=f"alice-{uuid.uuid4().hex[:6]}",
                         password="s3cure-Passw0rd!x")
    scene = Scene(user)
    if not games:
        return scene
    scene.active = _against_ai(user, "pagat", 4).pk
    scene.classic = _against_ai(user, "classic", 4).pk
    lobby = services.game_create(user=user, max_players=4)
    services.ai_seat_add(game_id=lobby.pk, user=user, level="medium")
    scene.lobby = lobby.pk
    scene.finished = _played_out(user).pk
    scene.league = league_create(owner=user, name="Friday whist").pk
    drive = drives.drive_create(organiser=user, name="Tuesday drive", tables=2, rounds=3,
                                deals_per_round=1)
    drives.drive_start(drive_id=drive.pk, user=user)
    scene.drive = drive.pk
    return scene
