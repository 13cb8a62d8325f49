"""Assertions shared by the games API scenarios."""

from __future__ import annotations

import re
from typing import Any

from games import engine
from games.models import Game, GameAction, GameEvent, Hand, Play, Trick

CARD = re.compile(r"^[2-9TJQKA][CDHS]$")


def assert_error(response: Any, status: int, code: str) -> dict[str, Any]:
    """The one error shape, with the status and code expected; returns the ``error`` object."""
    assert response.status_code == status, (response.status_code, response.content)
    body = response.json()
    assert set(body) == {"error"}, body
    error = body["error"]
    shape = {"code", "message", "details"} | ({"field_codes"} if code == "invalid" else set())
    assert set(error) == shape, error
    if code == "invalid":  # a code for each of the field's sentences, shaped alike
        assert set(error["field_codes"]) == set(error["details"]), error
    assert error["code"] == code, error
    assert isinstance(error["message"], str) and error["message"]
    assert isinstance(error["details"], dict)
    return error


def assert_game_unreadable(client: Any, game_id: int, *, writes: bool = True) -> None:
    """Every way of reading (and with ``writes``, of acting on) a game says it does not exist
    to ``client``, its stream included, and no list of theirs shows it."""
    from live.stream_auth import StreamRefused, stream_open
    from players.services.tokens import token_create

    for path in ("", "/events?after=0", "/record", "/chat"):
        assert_error(client.get(f"/api/v1/games/{game_id}{path}"), 404, "game_not_found")
    for path, body in (("/actions", {"action": {"type": "play", "card": "2C"},
                                     "expected_version": 1}),
                       ("/resign", {}), ("/rematch", {}), ("/chat", {"phrase": "hello"}),
                       ) if writes else ():
        answer = client.post(f"/api/v1/games/{game_id}{path}", body, format="json")
        assert answer.status_code == 404, (path, answer.content)
    listed = client.get("/api/v1/games?page_size=100").json()["results"]
    assert game_id not in [g["id"] for g in listed]
    token = token_create(user=client.user)[1]
    try:
        stream_open(game_id, {"authorization": f"Token {token}"}, {})
    except StreamRefused as refused:
        assert (refused.status, refused.code) == (404, "game_not_found")
    else:
        raise AssertionError(f"game {game_id}'s stream opened")


def footprint(game_id: int) -> dict[str, Any]:
    """Everything a write could change: compare before and after a rejected request."""
    game = Game.objects.get(pk=game_id)
    return {
        "version": game.version,
        "status": game.status,
        "state": game.state,
        "events": GameEvent.objects.filter(game_id=game_id).count(),
        "actions": GameAction.objects.filter(game_id=game_id).count(),
        "hands": Hand.objects.filter(game_id=game_id).count(),
        "tricks": Trick.objects.filter(hand__game_id=game_id).count(),
        "plays": Play.objects.filter(hand__game_id=game_id).count(),
        "seats": list(game.seats.order_by("index").values_list("index", "user_id", "resigned",
                                                                 "status")),
    }


def state_of(game_id: int) -> engine.State:
    return engine.state_from_dict(Game.objects.get(pk=game_id).state)


def current_hands(game_id: int) -> list[set[str]]:
    """Each seat's cards right now, from the snapshot."""
    state = state_of(game_id)
    return [{str(c) for c in state.hand(s)} for s in range(state.players)]


def cards_in(data: Any) -> list[str]:
    """Every string in a JSON document that is a card name."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
        elif isinstance(value, str) and CARD.match(value):
            found.append(value)

    walk(data)
    return found


def first_legal(level: str, observation: engine.Observation, seed: str) -> engine.Action:
    """A deterministic server chooser (no bots package needed)."""
    return observation.legal_actions[0]
