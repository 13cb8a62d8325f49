"""Request bodies: bounded in size and nesting, and no field an endpoint does not take.

Found from outside: 20,000 nested brackets (40 KB) answered 500 (``RecursionError``), even
unauthenticated on registration; a 1.1 MB move was accepted; unknown fields were silently
ignored.
"""

from __future__ import annotations

import io
import json
import re
from typing import Any

import pytest
from django.conf import settings
from django.core.cache import cache

from core.parsers import MAX_JSON_DEPTH, BoundedJSONParser
from tests.games.helpers import assert_error

pytestmark = pytest.mark.django_db

REGISTER = "/api/v1/auth/register"


def _post_raw(client: Any, url: str, body: str) -> Any:
    return client.generic("POST", url, body.encode(), content_type="application/json")


def test_twenty_thousand_nested_brackets_are_a_parse_error_not_a_crash(api_client):
    body = "[" * 20_000 + "]" * 20_000
    error = assert_error(_post_raw(api_client, REGISTER, body), 400, "parse_error")
    assert "nested" in error["message"]
    body = '{"a":' * 10_000 + "1" + "}" * 10_000  # 60 KB, under the size cap
    assert_error(_post_raw(api_client, REGISTER, body), 400, "parse_error")


def _nested(depth: int) -> dict[str, Any]:
    value: Any = "x"
    for _ in range(depth - 1):
        value = [value]
    return {"username": value, "password": "s3cure-Passw0rd!"}


def test_nesting_is_capped_at_a_documented_depth(api_client):
    deepest = api_client.post(REGISTER, _nested(MAX_JSON_DEPTH), format="json")
    assert_error(deepest, 400, "invalid")  # parsed; the username is not a string
    assert_error(api_client.post(REGISTER, _nested(MAX_JSON_DEPTH + 1), format="json"), 400,
                 "parse_error")


def test_a_body_over_the_limit_is_413_in_the_error_shape(auth_client, api_client):
    game = auth_client.post("/api/v1/games", {"max_players": 2}, format="json").json()
    huge = {"action": {"type": "play", "card": "AS", "pad": "x" * 1_100_000},
            "expected_version": game["version"]}
    response = auth_client.post(f"/api/v1/games/{game['id']}/actions", huge, format="json")
    error = assert_error(response, 413, "request_too_large")
    assert error["details"]["max_bytes"] == settings.WHIST_MAX_BODY_BYTES
    just_over = "x" * (settings.WHIST_MAX_BODY_BYTES + 1 - len('{"username":"","password":"p"}'))
    response = _post_raw(api_client, REGISTER,
                         json.dumps({"username": just_over, "password": "p"},
                                    separators=(",", ":")))
    assert_error(response, 413, "request_too_large")


def test_a_body_without_a_length_is_cut_off_by_the_parser():
    limit = settings.WHIST_MAX_BODY_BYTES
    parser = BoundedJSONParser()
    assert parser.parse(io.BytesIO(b'{"a": 1}')) == {"a": 1}
    with pytest.raises(Exception) as caught:
        parser.parse(io.BytesIO(b'{"a": "' + b"x" * limit + b'"}'))
    assert getattr(caught.value, "status_code", None) == 413


def _write_operations() -> list[tuple[str, str]]:
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    return sorted((method.upper(), path) for path, operations in schema["paths"].items()
                  for method in operations if method in ("post", "put", "patch", "delete"))


def test_every_write_endpoint_names_a_field_it_does_not_take(path_ids):
    owner = path_ids.pop("owner")
    checked = []
    for method, path in _write_operations():
        cache.clear()
        url = re.sub(r"\{(\w+)\}", lambda m: str(path_ids[m.group(1)]), path)
        response = owner.generic(method, url, json.dumps({"zzz_not_a_field": 1}),
                                 content_type="application/json")
        error = assert_error(response, 400, "invalid")
        assert "zzz_not_a_field" in error["details"], (method, path, error)
        checked.append((method, path))
    assert len(checked) >= 20, checked


def test_a_nul_character_is_refused_and_the_refusal_is_kept_for_its_key(path_ids):
    """Found from outside: a NUL in a field name, sent with an Idempotency-Key, answered 500:
    the 400 naming the field could not be stored for the key (PostgreSQL's text and jsonb hold
    no NUL).  No field takes one, so a NUL anywhere in a body is refused before anything reads
    it, on every write, and a retry with the key gets the same answer."""
    owner = path_ids.pop("owner")
    for n, (method, path) in enumerate(_write_operations()):
        url = re.sub(r"\{(\w+)\}", lambda m: str(path_ids[m.group(1)]), path)
        for body in ('{"na\\u0000me": 1}', '{"level": "\\u0000"}'):
            answers = []
            for _ in range(2):
                cache.clear()
                answers.append(owner.generic(method, url, body, content_type="application/json",
                                             headers={"Idempotency-Key": f"nul-{n}-{body!r}"
                                                      .replace(" ", "")}))
            error = assert_error(answers[0], 400, "parse_error")
            assert "NUL" in error["message"], (method, path, error)
            assert answers[1].json() == answers[0].json()
    form = owner.generic("POST", "/api/v1/games", "max_players=2&na%00me=1",
                         content_type="application/x-www-form-urlencoded",
                         headers={"Idempotency-Key": "nul-form"})
    assert_error(form, 400, "parse_error")


@pytest.mark.parametrize("key", ["key\x00one", "key one", "clé"])
def test_an_idempotency_key_other_than_visible_ascii_is_refused(auth_client, key):
    """As the schema says (a pattern of visible ASCII, 1 to 255 of it): a control character,
    a space or a letter beyond ASCII is a 400 that changes nothing."""
    response = auth_client.post("/api/v1/games", {"max_players": 2}, format="json",
                                headers={"Idempotency-Key": key})
    assert_error(response, 400, "invalid_idempotency_key")


WRONG_TYPES = {"string": [0, True, ["x"]], "boolean": ["yes", "true", 1, 0],
               "integer": ["4", 4.5, True], "array": ["x", {}]}


def _request_bodies() -> list[tuple[str, str, dict[str, Any]]]:
    """(method, path, the body's properties) of every write that takes a JSON body."""
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    components = schema["components"]["schemas"]
    found = []
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            body = (operation.get("requestBody") or {}).get("content", {})
            ref = body.get("application/json", {}).get("schema", {}).get("$ref")
            if ref:
                properties = components[ref.rsplit("/", 1)[-1]].get("properties", {})
                found.append((method.upper(), path, {
                    name: _resolved(prop, components) for name, prop in properties.items()}))
    return sorted(found, key=lambda f: (f[1], f[0]))


def _resolved(prop: dict[str, Any], components: dict[str, Any]) -> dict[str, Any]:
    """A property with its enum's component (``$ref``, ``allOf`` or ``oneOf`` with null)
    looked up, so that an enum reads as a string."""
    for inner in [prop, *prop.get("allOf", []), *prop.get("oneOf", [])]:
        ref = inner.get("$ref")
        if ref:
            target = components[ref.rsplit("/", 1)[-1]]
            if "enum" in target:
                return {**prop, "type": target.get("type", "string")}
    return prop


def test_every_body_field_takes_only_its_json_type(path_ids):
    """Found from outside: ``name: 0`` and ``join: "yes"`` were accepted (DRF's CharField takes
    a number as text, its BooleanField takes "yes"); so were ``"4"`` for an integer and a
    number in a list of texts.  Every field of every body is held to its type in the schema."""
    owner = path_ids.pop("owner")
    checked = 0
    for method, path, properties in _request_bodies():
        url = re.sub(r"\{(\w+)\}", lambda m: str(path_ids[m.group(1)]), path)
        for name, prop in properties.items():
            if prop.get("readOnly"):
                continue
            kind = prop.get("type")
            if kind is None and "enum" in prop:
                kind = "string"
            for wrong in WRONG_TYPES.get(kind, []):
                cache.clear()
                response = owner.generic(method, url, json.dumps({name: wrong}),
                                         content_type="application/json")
                error = assert_error(response, 400, "invalid")
                assert name in error["details"], (method, path, name, wrong, error)
                checked += 1
            if kind == "array" and prop.get("items", {}).get("type") in WRONG_TYPES:
                cache.clear()
                wrong = WRONG_TYPES[prop["items"]["type"]][0]
                response = owner.generic(method, url, json.dumps({name: [wrong]}),
                                         content_type="application/json")
                error = assert_error(response, 400, "invalid")
                assert name in error["details"], (method, path, name, wrong, error)
    assert checked >= 100, checked


def test_a_body_of_another_media_type_is_a_documented_415(auth_client):
    """Found by the schemathesis run: a write sent as text/plain answered 415, a status the
    schema did not list.  Every write lists it now (tests/openapi_contract.py holds the suite
    to that)."""
    response = auth_client.generic("POST", "/api/v1/games", "max_players=2",
                                   content_type="text/plain")
    error = assert_error(response, 415, "unsupported_media_type")
    assert "text/plain" in error["message"]
