"""Races against the real Postgres: real threads, each with its own database connection.

Two conflicting actions for one seat with the same ``expected_version`` end with exactly one
applied (200) and the other refused (409); the same ``Idempotency-Key`` sent twice at once
applies once and both callers get the first answer."""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from tests.games.helpers import footprint

pytestmark = pytest.mark.django_db(transaction=True)


def clone(client: APIClient) -> APIClient:
    """A second client with the same credentials (the same player on another device)."""
    other = APIClient()
    other.credentials(HTTP_AUTHORIZATION=client._credentials["HTTP_AUTHORIZATION"])
    return other


def at_once(*calls: Callable[[], Any]) -> list[Any]:
    """Run the calls in threads released together; each thread closes its own connection."""
    barrier = threading.Barrier(len(calls))
    results: list[Any] = [None] * len(calls)

    def run(i: int) -> None:
        try:
            barrier.wait(timeout=10)
            results[i] = calls[i]()
        except BaseException as exc:  # reported below, never swallowed
            results[i] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    for result in results:
        if isinstance(result, BaseException):
            raise result
    return results


def test_two_conflicting_actions_for_one_seat_apply_exactly_once(table_factory):
    table = table_factory(players=3, seed="race-1")
    for _ in range(4):
        view = table.view(0)
        seat, version = view["game"]["to_act"], view["version"]
        legal = table.view(seat)["game"]["legal_actions"]
        first, second = legal[0], legal[-1]  # two different cards when the seat has a choice
        before = footprint(table.game_id)
        phone, tablet = table.clients[seat], clone(table.clients[seat])
        body = {"expected_version": version}
        responses = at_once(
            partial(phone.post, table.url("/actions"), {**body, "action": first}, format="json"),
            partial(tablet.post, table.url("/actions"), {**body, "action": second},
                    format="json"))
        codes = sorted(r.status_code for r in responses)
        assert codes == [200, 409], [r.content for r in responses]
        loser = next(r for r in responses if r.status_code == 409)
        assert loser.json()["error"]["code"] == "stale_version"
        winner = next(r for r in responses if r.status_code == 200)
        after = footprint(table.game_id)
        assert after["version"] == before["version"] + 1 == winner.json()["version"]
        assert after["actions"] == before["actions"] + 1
        assert after["plays"] == before["plays"] + 1


def test_the_same_idempotency_key_sent_twice_at_once_applies_once(table_factory):
    table = table_factory(players=2, seed="race-2")
    for round_no in range(3):
        view = table.view(0)
        seat, version = view["game"]["to_act"], view["version"]
        action = table.view(seat)["game"]["legal_actions"][0]
        before = footprint(table.game_id)
        key = {"Idempotency-Key": f"twice-{round_no}"}
        body = {"action": action, "expected_version": version}
        phone, tablet = table.clients[seat], clone(table.clients[seat])
        responses = at_once(
            partial(phone.post, table.url("/actions"), body, format="json", headers=key),
            partial(tablet.post, table.url("/actions"), body, format="json", headers=key))
        assert [r.status_code for r in responses] == [200, 200], [r.content for r in responses]
        assert sorted(r["Idempotency-Replayed"] for r in responses) == ["false", "true"]
        assert responses[0].json() == responses[1].json()
        after = footprint(table.game_id)
        assert after["version"] == before["version"] + 1
        assert after["actions"] == before["actions"] + 1


def test_two_players_racing_for_the_last_seat_get_one_seat(client_factory):
    from games import services

    for _ in range(3):
        owner = client_factory()
        game = services.game_create(user=owner.user, max_players=3)
        services.game_join(game_id=game.pk, user=client_factory().user)
        url = f"/api/v1/games/{game.pk}/join"
        contenders = [client_factory(), client_factory()]
        responses = at_once(*[partial(c.post, url, {}, format="json") for c in contenders])
        assert sorted(r.status_code for r in responses) == [200, 409]
        loser = next(r for r in responses if r.status_code == 409)
        assert loser.json()["error"]["code"] == "game_full"
        assert len(footprint(game.pk)["seats"]) == 3
