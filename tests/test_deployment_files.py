"""The production stack, read (there is no Docker engine here to run it): what a careful
operator expects of docker-compose.yml and the Dockerfile."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
COMPOSE = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
SERVICES = COMPOSE["services"]
APP = ("migrate", "web", "worker", "webhooks", "mail", "push", "analysis", "beat")


def test_the_secret_key_must_come_from_the_environment():
    env = SERVICES["web"]["environment"]
    assert re.fullmatch(r"\$\{SECRET_KEY:\?.+\}", env["SECRET_KEY"]), env["SECRET_KEY"]
    # The same settings everywhere, but where migrate reaches PostgreSQL itself.
    direct = {"DATABASE_URL", "DATABASE_POOL_MODE"}
    for name in APP:
        other = SERVICES[name]["environment"]
        assert {k: v for k, v in other.items() if k not in direct} == \
            {k: v for k, v in env.items() if k not in direct}, name


def test_one_image_that_every_app_service_builds_and_none_pulls():
    """Any app service started alone (``docker compose up worker``) finds the image or builds
    it; none pulls a registry's image of the same name."""
    images = {SERVICES[name]["image"] for name in APP}
    assert len(images) == 1
    assert {name for name in SERVICES if "build" in SERVICES[name]} == {*APP, "pgbouncer"}
    assert {SERVICES[name]["build"] for name in APP} == {"."}
    assert all(SERVICES[name]["pull_policy"] == "never" for name in APP)


def test_migrations_run_once_before_the_rest():
    assert "migrate" in SERVICES["migrate"]["command"]
    for name in APP[1:]:
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
    """Every package of ours (the apps in INSTALLED_APPS and the ground they import) is copied
    into the image and packaged (the drives app once was not: the image could not have
    started), and so are the data files the code reads at run time."""
    import tomllib

    from django.conf import settings

    ours = sorted({app.split(".")[0] for app in settings.INSTALLED_APPS
                   if (ROOT / app.split(".")[0]).is_dir()}
                  | {p.parent.name for p in ROOT.glob("*/__init__.py")} - {"tests"})
    assert "drives" in ours and "games" in ours and "core" in ours
    dockerfile = (ROOT / "Dockerfile").read_text()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    packaged = project["tool"]["setuptools"]["packages"]["find"]["include"]
    for app in ours:
        assert f"COPY {app} ./{app}" in dockerfile, app
        assert f"{app}*" in packaged, app
    data = project["tool"]["setuptools"]["package-data"]["games"]
    for path in ("record.schema.json", "engine/variants.md", "ai/values.json"):
        assert (ROOT / "games" / path).is_file() and path in data, path


def _default(value: str) -> str:
    """The default of a ``${NAME:-default}`` value."""
    match = re.fullmatch(r"\$\{\w+:-(.*)\}", value)
    return match.group(1) if match else value


def test_a_tls_proxy_is_the_one_way_in():
    """The documented command gives a browsable site: Caddy terminates TLS (a local
    certificate for localhost) and passes everything to web, the streams unbuffered."""
    proxy = SERVICES["proxy"]
    assert proxy["image"].startswith("caddy:")
    assert sorted(proxy["ports"]) == ["443:443", "80:80"]
    assert "./Caddyfile:/etc/caddy/Caddyfile:ro" in proxy["volumes"]
    assert proxy["depends_on"]["web"] == {"condition": "service_healthy"}
    assert [name for name in SERVICES if SERVICES[name].get("ports")] == ["proxy"]
    assert SERVICES["web"]["expose"] == ["8000"]

    env = SERVICES["web"]["environment"]
    assert _default(env["TRUSTED_PROXY_COUNT"]) == "1"
    assert _default(env["SECURE_SSL_REDIRECT"]) == "1"
    assert "localhost" in _default(env["ALLOWED_HOSTS"]).split(",")

    caddyfile = (ROOT / "Caddyfile").read_text()
    lines = [line.split("#")[0].strip() for line in caddyfile.splitlines()]
    site = next(line for line in lines if line.endswith("{"))
    assert site == "{$SITE_ADDRESS:localhost} {"
    assert "tls internal" in lines
    assert "reverse_proxy web:8000 {" in lines
    assert "flush_interval -1" in lines
    assert caddyfile.count("{") == caddyfile.count("}")


def _queues(command: list[str]) -> set[str]:
    return set(command[command.index("-Q") + 1].split(","))


def test_webhooks_mail_and_pushes_each_have_a_lane_and_a_worker_of_their_own():
    """A slow webhook receiver, mail server or push service ties up only its own lane's worker:
    each lane's queue is consumed by one service alone, the main worker (AI moves, the deadline
    sweep) consumes none of them, and every task that talks to someone else's server is routed
    to its lane (a verification mail never waits behind a stranger's webhooks)."""
    from django.conf import settings

    from games.task_names import ANALYSIS_QUEUE
    from live.task_names import MAIL_QUEUE, OUTBOUND_LANES, PUSH_QUEUE, WEBHOOKS_QUEUE
    from players import task_names as players_tasks

    assert set(OUTBOUND_LANES) == {WEBHOOKS_QUEUE, MAIL_QUEUE, PUSH_QUEUE}
    main = SERVICES["worker"]["command"]
    assert _queues(main) == {"celery"}
    consumers = {name: _queues(service["command"]) for name, service in SERVICES.items()
                 if "worker" in (service.get("command") or [])[3:4]}
    routes = settings.CELERY_TASK_ROUTES
    for lane, tasks in OUTBOUND_LANES.items():
        command = SERVICES[lane]["command"]
        assert command[:4] == main[:4] == ["celery", "-A", "whist_service", "worker"]
        assert [name for name, queues in consumers.items() if lane in queues] == [lane]
        assert consumers[lane] == {lane}
        assert f"{lane}@$$HOSTNAME" in SERVICES[lane]["healthcheck"]["test"][1]
        routed = {name for name, route in routes.items() if route["queue"] == lane}
        expected = set(tasks) | ({players_tasks.PASSWORD_RESET_MAIL_TASK}
                                 if lane == MAIL_QUEUE else set())
        assert routed == expected, lane
    assert {route["queue"] for route in routes.values()} == {*OUTBOUND_LANES, ANALYSIS_QUEUE}
    from live import task_names as live_tasks

    talking = {getattr(live_tasks, name) for name in (
        "WEBHOOK_DELIVER_TASK", "WEBHOOKS_NOTIFY_TASK", "WEBHOOK_RETRIES_TASK", "MAIL_SEND_TASK",
        "MAIL_RETRIES_TASK", "MAILS_NOTIFY_TASK", "TURN_MAILS_TASK", "DIGESTS_TASK",
        "PUSH_NOTIFY_TASK", "PUSH_DELIVER_TASK", "PUSH_RETRIES_TASK")}
    assert talking == {name for tasks in OUTBOUND_LANES.values() for name in tasks}
    # dev.py serve: one worker for every queue.
    assert '"-Q", "celery,webhooks,mail,push,analysis"' in (ROOT / "dev.py").read_text()


def test_game_reviews_have_a_worker_of_their_own():
    """A review takes seconds of a core: only the analysis worker consumes its queue, and the
    review task is routed there, so an AI move on the main worker never waits behind one."""
    from django.conf import settings

    from games.task_names import ANALYSIS_QUEUE, ANALYSIS_TASK

    command = SERVICES["analysis"]["command"]
    assert command[:4] == ["celery", "-A", "whist_service", "worker"]
    assert _queues(command) == {ANALYSIS_QUEUE}
    assert ANALYSIS_QUEUE not in _queues(SERVICES["worker"]["command"])
    for lane in ("webhooks", "mail", "push"):
        assert ANALYSIS_QUEUE not in _queues(SERVICES[lane]["command"])
    assert "analysis@$$HOSTNAME" in SERVICES["analysis"]["healthcheck"]["test"][1]
    routes = settings.CELERY_TASK_ROUTES
    assert {name for name, route in routes.items() if route["queue"] == ANALYSIS_QUEUE} == \
        {ANALYSIS_TASK}


def test_the_build_context_leaves_out_what_the_image_does_not_need():
    """Not the 430 MB virtualenv, the database, the git history or caches; and nothing the
    Dockerfile copies."""
    import fnmatch

    patterns = [line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines()
                if line.strip() and not line.startswith("#")]
    for needed in (".git", ".venv", "db.sqlite3", ".celery", "staticfiles", "tests",
                   "**/__pycache__", "**/*.py[cod]"):
        assert needed in patterns, needed
    dockerfile = (ROOT / "Dockerfile").read_text()
    copied = [word for line in dockerfile.splitlines() if line.startswith("COPY ")
              for word in line.split()[1:-1]]
    assert "live" in copied and "requirements.lock" in copied
    for path in copied:
        assert not any(fnmatch.fnmatch(path, p.removeprefix("**/")) for p in patterns), path


def test_the_web_health_check_passes_whatever_hosts_are_allowed(transactional_db):
    """The web service's health check asks with a Host header the service accepts, so it
    passes when ALLOWED_HOSTS does not hold 127.0.0.1 (the check once asked for that host)."""
    import subprocess
    import sys
    import urllib.error
    import urllib.request

    from tests.asgi_server import AsgiServer
    from tests.celery_worker import celery_processes
    from whist_service.healthcheck import host_header

    assert SERVICES["web"]["healthcheck"]["test"] == ["CMD", "python", "-m",
                                                      "whist_service.healthcheck"]
    assert host_header([".example.org", "x"]) == "example.org"
    assert host_header(["*"]) == "localhost"
    hosts = "whist.example.com,.example.org"
    with celery_processes() as procs:
        server = AsgiServer(procs, ALLOWED_HOSTS=hosts)
        url = f"{server.url}/healthz"
        check = [sys.executable, "-m", "whist_service.healthcheck", url]
        env = {**procs.env, "ALLOWED_HOSTS": hosts}
        try:
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(url, timeout=10)  # Host: 127.0.0.1, not allowed
            assert refused.value.code == 400
            run = subprocess.run(check, env=env, cwd=ROOT, capture_output=True, timeout=60)
            assert run.returncode == 0, run.stderr
        finally:
            server.stop()
        run = subprocess.run(check, env=env, cwd=ROOT, capture_output=True, timeout=60)
        assert run.returncode == 1 and b"healthcheck:" in run.stderr


def test_the_app_reaches_postgres_through_pgbouncer_in_transaction_mode():
    """Several processes share a few server connections (pgbouncer, transaction pooling; the
    same Debian package tests/scale/ runs); a migration is one session, so it goes straight to
    PostgreSQL; and jit is off server-wide, as a pooled connection cannot set it."""
    env = COMPOSE["x-app-env"]
    assert "@pgbouncer:6432/" in env["DATABASE_URL"]
    assert env["DATABASE_POOL_MODE"] == "transaction"
    migrate = SERVICES["migrate"]["environment"]
    assert "@postgres:5432/" in migrate["DATABASE_URL"] and migrate["DATABASE_POOL_MODE"] == ""
    for name in APP[1:]:
        assert SERVICES[name]["depends_on"]["pgbouncer"] == {"condition": "service_healthy"}
    bouncer = SERVICES["pgbouncer"]
    assert bouncer["build"] == "deploy/pgbouncer" and bouncer["pull_policy"] == "never"
    entrypoint = (ROOT / "deploy/pgbouncer/entrypoint.sh").read_text()
    assert "pool_mode = transaction" in entrypoint and "listen_port = 6432" in entrypoint
    assert "jit=off" in SERVICES["postgres"]["command"]


def test_no_environment_variable_is_given_twice():
    """A key twice in one mapping is an error to docker compose (PyYAML keeps the last)."""
    seen: list[list[str]] = []

    class Strict(yaml.SafeLoader):
        def construct_mapping(self, node, deep=False):
            keys = [k.value for k, _ in node.value if isinstance(k, yaml.ScalarNode)]
            seen.append(keys)
            return super().construct_mapping(node, deep)

    Strict.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
                           Strict.construct_mapping)
    yaml.load((ROOT / "docker-compose.yml").read_text(), Loader=Strict)  # noqa: S506
    doubled = [[k for k in set(keys) if keys.count(k) > 1 and k != "<<"] for keys in seen]
    assert not [d for d in doubled if d], doubled
