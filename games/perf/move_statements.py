"""Statements per move, by what the move did: an ordinary card play, the end of a trick, the
end of a hand, the end of the game (bounded: 8, 10, 16, and constant over the game).

A seeded four-player game of people is played to its end through the API in-process, each move
with ``expected_version`` and an ``Idempotency-Key`` as a real client sends it; each POST's
statements are counted with :func:`games.perf.statements.statements_counted`.
"""

from __future__ import annotations

import uuid
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from games import services
from games.models import GameEvent
from games.perf.statements import statements_counted
from players.services import tokens

KINDS = ("play", "trick_end", "hand_end", "game_end", "other")
BOUNDS = {"play": 8, "trick_end": 10, "hand_end": 16}


@dataclass
class MoveCounts:
    by_kind: dict[str, list[int]]
    """Statements of every move of each kind, in the order played."""
    samples: dict[str, list[str]]
    """The statements of the most expensive move of each kind."""

    def table(self) -> str:
        lines = [f"{'move':<10} {'moves':>5} {'min':>4} {'max':>4}"]
        for kind in KINDS:
            counts = self.by_kind.get(kind)
            if counts:
                lines.append(f"{kind:<10} {len(counts):>5} {min(counts):>4} {max(counts):>4}")
        return "\n".join(lines)


def _kind(events: list[str], decision: str) -> str:
    if "game_ended" in events:
        return "game_end"
    if "hand_ended" in events:
        return "hand_end"
    if "trick_won" in events:
        return "trick_end"
    return "play" if decision == "play" else "other"


def move_statements(*, seed: str = "statements-1", players: int = 4) -> MoveCounts:
    """Play one game and count each move's statements (needs committed transactions: run it
    outside a test transaction to see BEGIN and COMMIT)."""
    User = get_user_model()
    clients = []
    for _ in range(players):
        user = User.objects.create_user(username=f"stmt-{uuid.uuid4().hex[:12]}")
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {tokens.token_create(user=user)[1]}")
        client.user = user
        clients.append(client)
    game = services.game_create(user=clients[0].user, max_players=players, seed=seed,
                                rated=False)
    for client in clients[1:]:
        services.game_join(game_id=game.pk, user=client.user)
    services.game_start(game_id=game.pk, user=clients[0].user)
    url = f"/api/v1/games/{game.pk}"
    by_kind: dict[str, list[int]] = defaultdict(list)
    samples: dict[str, list[str]] = {}
    view: dict[str, Any] = clients[0].get(url).json()
    while view["status"] == "active":
        seat = view["game"]["to_act"]
        mine = clients[seat].get(url).json()
        last_seq = GameEvent.objects.filter(game=game).order_by("-seq").values_list(
            "seq", flat=True).first()
        with statements_counted() as counted:
            response = clients[seat].post(
                f"{url}/actions", {"action": mine["game"]["legal_actions"][0],
                                   "expected_version": mine["version"]},
                format="json", headers={"Idempotency-Key": uuid.uuid4().hex})
        assert response.status_code == 200, response.content
        events = list(GameEvent.objects.filter(game=game, seq__gt=last_seq)
                      .values_list("type", flat=True))
        kind = _kind(events, mine["game"]["decision"])
        by_kind[kind].append(counted.total)
        if counted.total >= max(by_kind[kind]):
            samples[kind] = list(counted.sql)
        view = response.json()
    return MoveCounts(dict(by_kind), samples)
