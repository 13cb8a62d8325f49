"""What an operator and a client developer see when something is off: JSON log lines tagged
with a request id (web and worker alike), and API errors in the one shape with DEBUG on too."""

from __future__ import annotations

import json
import logging

import pytest
from django.test import override_settings

from core.logs import JsonFormatter
from tests.games.helpers import assert_error

pytestmark = pytest.mark.django_db


def _request_lines(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "whist.request"]


def test_every_request_logs_one_json_line_with_its_id(auth_client, caplog):
    with caplog.at_level(logging.INFO, logger="whist.request"):
        response = auth_client.get("/api/v1/me")
    request_id = response["X-Request-ID"]
    [record] = _request_lines(caplog)
    line = JsonFormatter().format(record)
    assert "\n" not in line
    data = json.loads(line)
    assert data["request_id"] == request_id and len(request_id) >= 8
    assert data["status"] == 200 and data["method"] == "GET" and data["path"] == "/api/v1/me"
    assert data["user_id"] == auth_client.user.pk and data["duration_ms"] >= 0


def test_a_proxys_request_id_is_kept_and_a_forged_one_replaced(api_client, caplog):
    with caplog.at_level(logging.INFO, logger="whist.request"):
        kept = api_client.get("/healthz", headers={"X-Request-ID": "edge-1234abcd"})
        forged = api_client.get("/healthz", headers={"X-Request-ID": 'x" injected\n{"a":1}'})
    assert kept["X-Request-ID"] == "edge-1234abcd"
    assert forged["X-Request-ID"] != 'x" injected\n{"a":1}' and "\n" not in forged["X-Request-ID"]
    assert [r.request_id for r in _request_lines(caplog)] == [kept["X-Request-ID"],
                                                              forged["X-Request-ID"]]


@override_settings(DEBUG=True)
def test_api_paths_answer_json_404_with_a_slash_hint_in_debug(auth_client):
    error = assert_error(auth_client.get("/api/v1/games/"), 404, "not_found")
    assert error["details"] == {"did_you_mean": "/api/v1/games"}
    error = assert_error(auth_client.post("/api/v1/auth/register/", {}, format="json"), 404,
                         "not_found")
    assert error["details"] == {"did_you_mean": "/api/v1/auth/register"}
    error = assert_error(auth_client.get("/api/v1/no-such-thing"), 404, "not_found")
    assert error["details"] == {}


@override_settings(DEBUG=False)
def test_the_slash_hint_is_given_without_debug_too(auth_client):
    error = assert_error(auth_client.get("/api/v1/me/"), 404, "not_found")
    assert error["details"] == {"did_you_mean": "/api/v1/me"}


@override_settings(DEBUG=True)
def test_a_method_an_endpoint_does_not_take_is_a_json_405_in_debug(auth_client):
    response = auth_client.put("/api/v1/me", {}, format="json")
    assert_error(response, 405, "method_not_allowed")


@pytest.mark.django_db(transaction=True)
def test_a_task_the_request_enqueued_logs_under_the_requests_id(client_factory, settings):
    """The AI move a player's start enqueues is logged by the worker with the start's id."""
    from games import services
    from tests.celery_worker import celery_processes, wait_for

    settings.WHIST_SERVER_TURN_GRACE = 2
    human = client_factory()
    game = services.game_create(user=human.user, max_players=2, join=False)
    for _ in range(2):
        services.ai_seat_add(game_id=game.pk, user=human.user, level="random")
    with celery_processes(LOG_FORMAT="json") as procs:
        procs.start_worker()
        response = human.post(f"/api/v1/games/{game.pk}/start", {}, format="json")
        assert response.status_code == 200, response.content
        request_id = response["X-Request-ID"]

        def tagged() -> list[dict]:
            lines = []
            for text in procs.log("worker").splitlines():
                if text.startswith("{"):
                    data = json.loads(text)
                    if data.get("request_id") == request_id and data.get("game_id") == game.pk:
                        lines.append(data)
            return lines

        lines = wait_for(tagged, timeout=60, message="the worker's line for the request")
    assert lines[0]["logger"] == "games.tasks"
