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

from tests.games.helpers import assert_error
from whist_service.parsers import MAX_JSON_DEPTH, BoundedJSONParser

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


@pytest.fixture
def ids(client_factory, settings) -> dict[str, Any]:
    """Real objects for every path parameter, owned by ``owner``."""
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    owner, member = client_factory(), client_factory()
    game = owner.post("/api/v1/games", {"max_players": 3}, format="json").json()
    league = owner.post("/api/v1/leagues", {"name": "L"}, format="json").json()
    member.post("/api/v1/leagues/join", {"invite_code": league["invite_code"]}, format="json")
    season = owner.post(f"/api/v1/leagues/{league['id']}/seasons",
                        {"name": "S", "starts_on": "2030-01-01", "ends_on": "2030-02-01"},
                        format="json").json()
    [token] = owner.get("/api/v1/me/tokens").json()
    webhook = owner.post("/api/v1/webhooks", {"url": "http://127.0.0.1:9/hook"},
                         format="json").json()
    drive = owner.post("/api/v1/drives", {"name": "D", "tables": 1, "rounds": 1},
                       format="json").json()
    return {"game_id": game["id"], "league_id": league["id"], "season_id": season["id"],
            "user_id": member.user.pk, "token_id": token["id"], "webhook_id": webhook["id"],
            "drive_id": drive["id"], "number": 0, "owner": owner}


def _write_operations() -> list[tuple[str, str]]:
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    return sorted((method.upper(), path) for path, operations in schema["paths"].items()
                  for method in operations if method in ("post", "put", "patch", "delete"))


def test_every_write_endpoint_names_a_field_it_does_not_take(ids):
    owner = ids.pop("owner")
    checked = []
    for method, path in _write_operations():
        cache.clear()
        url = re.sub(r"\{(\w+)\}", lambda m: str(ids[m.group(1)]), path)
        response = owner.generic(method, url, json.dumps({"zzz_not_a_field": 1}),
                                 content_type="application/json")
        error = assert_error(response, 400, "invalid")
        assert "zzz_not_a_field" in error["details"], (method, path, error)
        checked.append((method, path))
    assert len(checked) >= 20, checked


def test_a_nul_character_is_refused_and_the_refusal_is_kept_for_its_key(ids):
    """Found from outside: a NUL in a field name, sent with an Idempotency-Key, answered 500:
    the 400 naming the field could not be stored for the key (PostgreSQL's text and jsonb hold
    no NUL).  No field takes one, so a NUL anywhere in a body is refused before anything reads
    it, on every write, and a retry with the key gets the same answer."""
    owner = ids.pop("owner")
    for n, (method, path) in enumerate(_write_operations()):
        url = re.sub(r"\{(\w+)\}", lambda m: str(ids[m.group(1)]), path)
        for body in ('{"na\\u0000me": 1}', '{"level": "\\u0000"}'):
            answers = []
            for _ in range(2):
                cache.clear()
                answers.append(owner.generic(method, url, body, content_type="application/json",
                                             headers={"Idempotency-Key": f"nul-{n}-{body}"}))
            error = assert_error(answers[0], 400, "parse_error")
            assert "NUL" in error["message"], (method, path, error)
            assert answers[1].json() == answers[0].json()
    form = owner.generic("POST", "/api/v1/games", "max_players=2&na%00me=1",
                         content_type="application/x-www-form-urlencoded",
                         headers={"Idempotency-Key": "nul-form"})
    assert_error(form, 400, "parse_error")


def test_an_idempotency_key_with_a_control_character_is_refused(auth_client):
    response = auth_client.post("/api/v1/games", {"max_players": 2}, format="json",
                                headers={"Idempotency-Key": "key\x00one"})
    assert_error(response, 400, "invalid_idempotency_key")
