"""Static files in production: gunicorn serves none, so with DEBUG off WhiteNoise must serve the
admin's and the browsable API's CSS and JS from STATIC_ROOT (filled by ``collectstatic`` when
the Docker image is built), or those pages arrive unstyled."""

import re
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import Client


def test_collected_static_files_are_served_with_debug_off(settings, tmp_path: Path) -> None:
    settings.DEBUG = False
    settings.STATIC_ROOT = tmp_path
    call_command("collectstatic", interactive=False, verbosity=0)
    css = tmp_path / "admin" / "css" / "base.css"
    assert css.is_file()

    response = Client().get("/static/admin/css/base.css")  # a new client loads the middleware

    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/css")
    assert b"".join(response.streaming_content) == css.read_bytes()
    assert Client().get("/static/admin/css/no-such-file.css").status_code == 404


def test_the_web_client_page_preloads_every_module():
    """So the whole client arrives in the first round of requests (tests/web checks it in
    the browser); a new module must be added to index.html."""
    client = Path(__file__).resolve().parent.parent / "webclient"
    html = (client / "index.html").read_text()
    preloaded = set(re.findall(r'<link rel="modulepreload" href="/([^"]+)">', html))
    on_disk = {str(p.relative_to(client)) for p in (client / "app").rglob("*.js")}
    assert preloaded == on_disk, (on_disk - preloaded, preloaded - on_disk)


@pytest.mark.parametrize("icon", ["/favicon.ico", "/favicon.svg"])
def test_the_favicon_is_served(icon):
    """Browsers ask for /favicon.ico on every page (the API docs too): it was a 404."""
    response = Client().get(icon)
    assert response.status_code == 200
