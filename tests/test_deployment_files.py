"""The production stack, read (there is no Docker engine here to run it): what a careful
operator expects of docker-compose.yml and the Dockerfile."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
COMPOSE = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
SERVICES = COMPOSE["services"]
APP = ("migrate", "web", "worker", "beat")


def test_the_secret_key_must_come_from_the_environment():
    env = SERVICES["web"]["environment"]
    assert re.fullmatch(r"\$\{SECRET_KEY:\?.+\}", env["SECRET_KEY"]), env["SECRET_KEY"]
    assert all(SERVICES[name]["environment"] == env for name in APP)


def test_one_image_built_once_for_every_app_service():
    images = {SERVICES[name]["image"] for name in APP}
    assert len(images) == 1
    assert [name for name in SERVICES if "build" in SERVICES[name]] == ["web"]
    assert all(SERVICES[name].get("pull_policy") == "never" for name in APP if name != "web")


def test_migrations_run_once_before_the_rest():
    assert "migrate" in SERVICES["migrate"]["command"]
    for name in ("web", "worker", "beat"):
        depends = SERVICES[name]["depends_on"]
        assert depends["migrate"] == {"condition": "service_completed_successfully"}, name
        assert "migrate" not in " ".join(SERVICES[name].get("command") or []), name
    dockerfile = (ROOT / "Dockerfile").read_text()
    cmd = next(line for line in dockerfile.splitlines() if line.startswith("CMD"))
    assert "migrate" not in cmd


def test_every_service_restarts_and_has_a_health_check():
    for name, service in SERVICES.items():
        assert service.get("restart") in ("unless-stopped", "always", "no"), name
        if name == "migrate":
            assert service["restart"] == "no"
            continue
        assert service["restart"] != "no", name
        assert service["healthcheck"]["test"], name


def test_the_image_installs_from_the_hashed_lock():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "pip install --require-hashes -r requirements.lock" in dockerfile
    assert "--no-deps" in dockerfile
    lock = (ROOT / "requirements.lock").read_text()
    pinned = re.findall(r"^([a-z0-9_.-]+)==", lock, re.MULTILINE)
    assert {"django", "djangorestframework", "celery", "psycopg"} <= set(pinned)
    assert lock.count("--hash=sha256:") >= len(pinned)


def test_the_image_and_the_package_hold_every_app_and_data_file():
    """Every app of ours in INSTALLED_APPS is copied into the image and packaged (the drives
    app once was not: the image could not have started), and so are the data files the code
    reads at run time."""
    import tomllib

    from django.conf import settings

    ours = sorted({app.split(".")[0] for app in settings.INSTALLED_APPS
                   if (ROOT / app.split(".")[0]).is_dir()})
    assert "drives" in ours and "games" in ours
    dockerfile = (ROOT / "Dockerfile").read_text()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    packaged = project["tool"]["setuptools"]["packages"]["find"]["include"]
    for app in ours:
        assert f"COPY {app} ./{app}" in dockerfile, app
        assert f"{app}*" in packaged, app
    data = project["tool"]["setuptools"]["package-data"]["games"]
    for path in ("record.schema.json", "engine/variants.md", "ai/values.json"):
        assert (ROOT / "games" / path).is_file() and path in data, path
