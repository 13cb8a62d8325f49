"""Swagger UI and ReDoc render without internet access: their assets are served by the
service (drf-spectacular-sidecar), and the docs and the web client link to each other."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("path", ["/api/v1/docs", "/api/v1/redoc"])
def test_the_docs_load_every_asset_from_the_service(path, settings):
    settings.WHITENOISE_USE_FINDERS = True  # no collectstatic in tests: serve from the apps
    html = Client().get(path).content.decode()
    assets = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert assets, html[:500]
    for asset in assets:
        assert not asset.startswith(("http://", "https://", "//")), asset
        if asset.startswith("/static/"):
            assert Client().get(asset).status_code == 200, asset


def test_the_docs_link_to_the_web_client_and_back():
    schema = Client().get("/api/v1/schema", {"format": "json"}).json()
    assert "(/)" in schema["info"]["description"]
    page = Client().get("/")
    html = b"".join(page.streaming_content).decode() if page.streaming else page.content.decode()
    # Every page links to the about page, and only the about page to the API's documentation.
    assert 'href="#/about"' in html and "/api/v1/docs" not in html
    about = (Path(__file__).resolve().parent.parent / "webclient/app/pages/about.js").read_text()
    assert 'href: "/api/v1/docs"' in about and 'href: "/api/v1/redoc"' in about


def test_redoc_may_load_images_from_the_service_only():
    """ReDoc's bundle shows Redocly's logo from a CDN in its sidebar: the page's policy keeps
    the browser from fetching it (tests/web check that no request leaves the machine)."""
    html = Client().get("/api/v1/redoc").content.decode()
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert policy and "img-src 'self' data: blob:" in policy.group(1)
