"""The OpenAPI schema lists every games endpoint, with its methods."""

from __future__ import annotations

import re

import pytest

from games.api import urls as games_urls

pytestmark = pytest.mark.django_db

EXPECTED = {
    "/api/v1/games": {"get", "post"},
    "/api/v1/games/open": {"get"},
    "/api/v1/games/join": {"post"},
    "/api/v1/games/{game_id}": {"get"},
    "/api/v1/games/{game_id}/join": {"post"},
    "/api/v1/games/{game_id}/leave": {"post"},
    "/api/v1/games/{game_id}/ai-seats": {"post"},
    "/api/v1/games/{game_id}/start": {"post"},
    "/api/v1/games/{game_id}/rematch": {"post"},
    "/api/v1/games/{game_id}/actions": {"post"},
    "/api/v1/games/{game_id}/resign": {"post"},
    "/api/v1/games/{game_id}/events": {"get"},
    "/api/v1/games/{game_id}/record": {"get"},
}


def test_the_schema_lists_every_games_endpoint(client):
    response = client.get("/api/v1/schema?format=json")
    assert response.status_code == 200
    schema = response.json()
    assert schema["openapi"].startswith("3.")
    paths = schema["paths"]
    routes = {"/api/v1/" + re.sub(r"<int:(\w+)>", r"{\1}", str(p.pattern))
              for p in games_urls.urlpatterns}
    assert routes == set(EXPECTED), "a route was added: list it here"
    for path, methods in EXPECTED.items():
        assert path in paths, path
        assert methods <= set(paths[path]), (path, set(paths[path]))

    # Writes document the Idempotency-Key header and the error shape.
    action = paths["/api/v1/games/{game_id}/actions"]["post"]
    assert any(p["name"] == "Idempotency-Key" and p["in"] == "header"
               for p in action["parameters"])
    assert {"400", "409", "422"} <= set(action["responses"])
    error = action["responses"]["422"]["content"]["application/json"]["schema"]
    assert error["$ref"].endswith("/ErrorResponse")
    listed = paths["/api/v1/games"]["get"]
    assert {p["name"] for p in listed["parameters"]} >= {"status", "my_turn", "page"}
