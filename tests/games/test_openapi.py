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
    "/api/v1/players/{user_id}/games": {"get"},
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


def test_spectacular_validates_the_schema_without_a_warning(tmp_path):
    """``manage.py spectacular --validate --fail-on-warn``: the schema is valid OpenAPI and
    drf-spectacular guessed nothing (an untyped field or a clashing enum name warns)."""
    from django.core.management import call_command

    out = tmp_path / "schema.yaml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    assert out.stat().st_size > 0


def _schema(client) -> dict:
    return client.get("/api/v1/schema?format=json").json()


def test_actions_and_events_are_one_of_with_a_discriminator(client):
    """A generated client gets a class per action kind and per event type, told apart by
    ``type``; the game view's legal actions and the action request use them."""
    from games.api.contract.actions import ACTION_KINDS
    from games.api.contract.events import EVENT_TYPES

    components = _schema(client)["components"]["schemas"]
    for name, kinds in (("Action", ACTION_KINDS), ("ActionRequest", ACTION_KINDS),
                        ("Event", EVENT_TYPES)):
        union = components[name]
        assert union["discriminator"]["propertyName"] == "type"
        assert set(union["discriminator"]["mapping"]) == set(kinds)
        assert len(union["oneOf"]) == len(kinds)
    assert len(ACTION_KINDS) == 10
    table = components["Table"]["properties"]
    assert table["legal_actions"]["items"]["allOf"] == [{"$ref": "#/components/schemas/Action"}]
    move = components["MoveRequest"]["properties"]["action"]
    assert move["allOf"] == [{"$ref": "#/components/schemas/ActionRequest"}]


def test_every_engine_event_and_service_event_has_a_schema():
    """The engine's event classes, both games', and the events the service writes (grep
    ``"type":`` in games/services) each have their own schema."""
    import typing

    from games.api.contract.events import EVENT_TYPES
    from games.engine import events
    from games.engine.whist import events as whist_events

    engine_kinds = {cls.kind for cls in typing.get_args(events.Event)} | \
        {cls.kind for cls in typing.get_args(whist_events.WhistEvent)}
    service_kinds = {"game_created", "seat_joined", "seat_left", "game_cancelled",
                     "game_started", "rematch_created", "resigned", "timeout", "seed_revealed"}
    assert engine_kinds | service_kinds == set(EVENT_TYPES)


def test_no_game_response_is_an_untyped_object(client):
    """Nothing a games endpoint answers is a free-form object except the error details and a
    finished record's forced set-up."""
    schema = _schema(client)
    components = schema["components"]["schemas"]
    free_form = []

    def visit(node, where):
        if isinstance(node, dict):
            if node.get("type") == "object" and "properties" not in node and \
                    node.get("additionalProperties") in (None, {}, True):
                free_form.append(where)
            for key, value in node.items():
                visit(value, f"{where}.{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                visit(value, f"{where}[{i}]")

    for name in ("GameView", "Table", "Seat", "GameSummary", "GamePage", "EventsPage",
                 "GameRecord", "RecordDeal", "RecordAction", "GameOptions", "MoveRequest",
                 "GameCreateRequest",
                 *(ref.rsplit("/", 1)[1]
                   for ref in components["Event"]["discriminator"]["mapping"].values())):
        visit(components.get(name) or {}, name)
    assert free_form == ["GameRecord.properties.forced_setup"], free_form


def test_every_error_response_has_the_one_error_shape_and_follows_from_the_view(client):
    """Every 4xx of every operation is the one error shape; a token-reading view lists 401, a
    write 400 and 413, a throttled write 429, a path with a parameter 404."""
    paths = _schema(client)["paths"]
    operations = [(path, method, op) for path, ops in paths.items()
                  for method, op in ops.items()]
    assert len(operations) >= 40
    for path, method, operation in operations:
        responses = operation["responses"]
        for status, response in responses.items():
            if status.startswith("4"):
                schema = response["content"]["application/json"]["schema"]
                assert schema == {"$ref": "#/components/schemas/ErrorResponse"}, (path, status)
                assert response["description"], (path, status)
        public = path in ("/api/v1/auth/register", "/api/v1/auth/token")
        assert ("401" in responses) != public, (method, path)
        if method in ("post", "put", "patch", "delete"):
            assert {"400", "413"} <= set(responses), (method, path)
        if "{" in path:
            assert "404" in responses, (method, path)
    writes = paths["/api/v1/games/{game_id}/actions"]["post"]["responses"]
    assert {"400", "401", "403", "404", "409", "413", "422", "429"} <= set(writes)
    assert "429" not in paths["/api/v1/games/{game_id}"]["get"]["responses"]  # reads: no limit
    assert "429" in paths["/api/v1/auth/token"]["post"]["responses"]
