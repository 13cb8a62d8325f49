"""Every API answer names the schema's version; a retired path says so, and when it goes."""

from __future__ import annotations

import pytest
from django.test import Client, override_settings

from core.api_version import VERSION_HEADER, api_version

RETIRED = [{"path": r"/api/v1/auth/token", "methods": ["POST"], "deprecated": "2026-06-01",
            "sunset": "2027-01-01", "link": "https://example.com/versioning#token"}]


@pytest.mark.django_db
def test_every_api_answer_carries_the_schema_version() -> None:
    client = Client()
    assert api_version() == "1.0.0"
    for path in ("/api/v1/games", "/api/v1/no-such-thing", "/api/v1/me"):
        response = client.get(path)
        assert response[VERSION_HEADER] == api_version(), (path, response.status_code)
    assert VERSION_HEADER not in client.get("/healthz")  # only the API's answers
    assert "Deprecation" not in client.get("/api/v1/games")


@pytest.mark.django_db
@override_settings(WHIST_API_RETIRED=RETIRED)
def test_a_retired_path_answers_with_deprecation_and_sunset() -> None:
    client = Client()
    login = client.post("/api/v1/auth/token", {"username": "x", "password": "y"},
                        content_type="application/json")
    assert login.status_code in (400, 401)  # still served, as before
    assert login["Deprecation"] == "@1780272000"  # 2026-06-01T00:00:00Z
    assert login["Sunset"] == "Fri, 01 Jan 2027 00:00:00 GMT"
    assert login["Link"] == '<https://example.com/versioning#token>; rel="deprecation"'
    assert login[VERSION_HEADER] == api_version()
    # Another method on the same path, and another path, are not retired.
    assert "Deprecation" not in client.get("/api/v1/auth/token")
    assert "Sunset" not in client.get("/api/v1/games")
