"""Static files in production: gunicorn serves none, so with DEBUG off WhiteNoise must serve the
admin's and the browsable API's CSS and JS from STATIC_ROOT (filled by ``collectstatic`` when
the Docker image is built), or those pages arrive unstyled."""

from pathlib import Path

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
