"""The OpenAPI schema lists every games endpoint, with its methods."""

from __future__ import annotations

import re

import pytest

from games.api import urls as games_urls

pytestmark = pytest.mark.django_db

EXPECTED = {
    "/api/v1/games": {"get", "post"},
    "/api/v1/games/open": {"get"},
    "/api/v1/games/live": {"get"},
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
    "/api/v1/games/{game_id}/analysis": {"get", "post"},
    "/api/v1/games/{game_id}/hint": {"get"},
    "/api/v1/players/{user_id}/games": {"get"},
    "/api/v1/me/vacation": {"get", "post", "patch", "delete"},
    "/api/v1/me/auto-play": {"get", "patch"},
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
    assert len(ACTION_KINDS) == 13
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
                     "game_started", "rematch_created", "resigned", "timeout", "seed_revealed",
                     "clock_paused", "clock_resumed", "auto_played"}
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


def _takes_no_token(path: str) -> bool:
    """A view that reads no token (registering, signing in, following a link from a mail) can
    never answer 401."""
    from django.urls import resolve

    if "{" in path:
        return False
    return resolve(path).func.view_class.authentication_classes == []


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
        public = _takes_no_token(path)
        assert ("401" in responses) != public, (method, path)
        if method in ("post", "put", "patch", "delete"):
            assert {"400", "413", "415"} <= set(responses), (method, path)
        if "{" in path:
            assert "404" in responses, (method, path)
    writes = paths["/api/v1/games/{game_id}/actions"]["post"]["responses"]
    assert {"400", "401", "403", "404", "409", "413", "422", "429"} <= set(writes)
    assert "429" not in paths["/api/v1/games/{game_id}"]["get"]["responses"]  # reads: no limit
    assert "429" in paths["/api/v1/auth/token"]["post"]["responses"]
    assert {path for path in paths if _takes_no_token(path)} >= {
        "/api/v1/auth/register", "/api/v1/auth/token", "/api/v1/auth/password-reset"}


def _request_components(schema: dict) -> dict[str, dict]:
    """Every component a request body uses, however deep (through $ref, allOf, oneOf,
    properties and items)."""
    components = schema["components"]["schemas"]
    found: dict[str, dict] = {}

    def visit(node):
        if isinstance(node, dict):
            ref = node.get("$ref")
            if ref:
                name = ref.rsplit("/", 1)[1]
                if name not in found:
                    found[name] = components[name]
                    visit(components[name])
            for value in node.values():
                visit(value)
        elif isinstance(node, list):
            for value in node:
                visit(value)

    for operations in schema["paths"].values():
        for operation in operations.values():
            visit(operation.get("requestBody", {}))
    return found


def test_the_schema_says_a_body_takes_no_field_it_does_not_list(client):
    """Found from outside: the service refuses an unknown field (400 ``invalid``) and the schema
    did not say so; a client generated from it would have believed extras were ignored.  Every
    object a request body holds says ``additionalProperties: false`` (the engine refuses
    unknown keys in an action and unknown options too)."""
    schema = _schema(client)
    found = _request_components(schema)
    objects = {name: c for name, c in found.items() if "properties" in c}
    assert {"GameCreateRequest", "MoveRequest", "PlayActionRequest", "RegisterInputRequest",
            "GameOptionsOverridesRequest", "AccountDeleteInputRequest"} <= set(objects)
    open_ended = [name for name, c in objects.items() if c.get("additionalProperties") is not False]
    assert open_ended == [], open_ended
    assert "unknown field" in schema["info"]["description"].lower()


def test_deleting_my_account_documents_its_required_body(client):
    """Found from outside: DELETE /me needs the password, and the schema showed no body (so an
    optional one)."""
    operation = _schema(client)["paths"]["/api/v1/me"]["delete"]
    body = operation["requestBody"]
    assert body["required"] is True
    ref = body["content"]["application/json"]["schema"]["$ref"]
    component = _schema(client)["components"]["schemas"][ref.rsplit("/", 1)[1]]
    assert component["required"] == ["password"]


def test_no_operation_is_described_by_a_docstring_written_for_the_code(client):
    """Found from outside: thirteen operations were described by a mixin's docstring ("Apply
    the view's ``throttle_scope`` ..."), which drf-spectacular inherits when a view has none of
    its own; a base view's did the same.  An operation's description is its own or none."""
    import inspect

    from django.urls import get_resolver
    from rest_framework.views import APIView

    inherited = set()

    def views(patterns):
        for pattern in patterns:
            if hasattr(pattern, "url_patterns"):
                yield from views(pattern.url_patterns)
            else:
                yield getattr(pattern.callback, "cls", None)

    for view in views(get_resolver().url_patterns):
        if view is None or not issubclass(view, APIView):
            continue
        for base in view.__mro__[1:]:
            if base.__doc__ and base.__module__.split(".")[0] in (
                    "core", "games", "players", "live", "drives", "social", "whist_service"):
                inherited.add(inspect.cleandoc(base.__doc__))
    assert any("throttle_scope" in doc for doc in inherited)
    descriptions = [op.get("description", "") for ops in _schema(client)["paths"].values()
                    for op in ops.values()]
    leaked = [d for d in descriptions if d and any(d.strip() == doc for doc in inherited)]
    assert leaked == [], leaked
