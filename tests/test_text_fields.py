"""Every text a client sends fits its column: one character too many is a 400 naming the field,
and a default derived from another field is made to fit.

Found from outside: registering with a 65-150 character username answered 500, because the
display name defaulted to the username and its column holds 64.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth import get_user_model

from players.models import League, Profile, Season
from tests.games.helpers import assert_error

pytestmark = pytest.mark.django_db


def _column(model: type, name: str) -> int:
    return model._meta.get_field(name).max_length


def test_a_long_username_registers_with_a_display_name_that_fits(api_client):
    username = "u" * _column(get_user_model(), "username")
    response = api_client.post("/api/v1/auth/register",
                               {"username": username, "password": "s3cure-Passw0rd!"},
                               format="json")
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["username"] == username
    assert body["display_name"] == username[:_column(Profile, "display_name")]


def _league(client: Any) -> dict[str, Any]:
    return client.post("/api/v1/leagues", {"name": "L"}, format="json").json()


CASES = [
    # (method, url or url builder, field, column, other fields)
    ("post", "/api/v1/auth/register", "username", (get_user_model(), "username"),
     {"password": "s3cure-Passw0rd!"}),
    ("post", "/api/v1/auth/register", "display_name", (Profile, "display_name"),
     {"username": "fits", "password": "s3cure-Passw0rd!"}),
    ("patch", "/api/v1/me", "display_name", (Profile, "display_name"), {}),
    ("post", "/api/v1/leagues", "name", (League, "name"), {}),
    ("patch", lambda c: f"/api/v1/leagues/{_league(c)['id']}", "name", (League, "name"), {}),
    ("post", lambda c: f"/api/v1/leagues/{_league(c)['id']}/seasons", "name", (Season, "name"),
     {"starts_on": "2030-01-01", "ends_on": "2030-02-01"}),
]


@pytest.mark.parametrize("method, url, field, column, extra", CASES,
                         ids=[f"{c[0]} {c[2]}" if isinstance(c[1], str) else f"{c[0]} {c[2]}*"
                              for c in CASES])
def test_a_text_one_character_longer_than_its_column_is_refused(
        auth_client, method, url, field, column, extra):
    limit = _column(*column)
    target = url(auth_client) if callable(url) else url
    too_long = getattr(auth_client, method)(target, {**extra, field: "x" * (limit + 1)},
                                            format="json")
    error = assert_error(too_long, 400, "invalid")
    assert field in error["details"], error
    fits = getattr(auth_client, method)(target, {**extra, field: "y" * limit}, format="json")
    assert fits.status_code in (200, 201), fits.content
