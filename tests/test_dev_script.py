"""``python3 dev.py``: serve takes uvicorn's options, or an address as runserver took it; the
embedded default (serve with no URLs) stays up under play and restarts a child that dies; docs
serves the documentation site beside it."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.node_tools import dev_module

ROOT = Path(__file__).resolve().parent.parent
dev = dev_module()


@pytest.mark.parametrize("args, expected", [
    ([], ["--host", "0.0.0.0", "--port", "8000"]),
    (["127.0.0.1:8123"], ["--host", "127.0.0.1", "--port", "8123"]),
    (["8124"], ["--host", "0.0.0.0", "--port", "8124"]),
    (["--port", "9000"], ["--port", "9000"]),
])
def test_serve_binds_where_it_is_told(args, expected):
    assert dev._bind_args(args) == expected


@pytest.mark.parametrize("args, expected", [
    ([], ["serve", "--dev-addr", "127.0.0.1:8001"]),
    (["--strict"], ["serve", "--dev-addr", "127.0.0.1:8001", "--strict"]),
    (["--dev-addr", "0.0.0.0:9000"], ["serve", "--dev-addr", "0.0.0.0:9000"]),
    (["--dev-addr=0.0.0.0:9001"], ["serve", "--dev-addr=0.0.0.0:9001"]),
    (["-a", "127.0.0.1:9002", "--strict"], ["serve", "-a", "127.0.0.1:9002", "--strict"]),
])
def test_docs_serves_where_it_is_told(args, expected):
    """Beside ``dev.py serve`` (port 8000) unless given an address of its own."""
    assert dev._docs_args(args) == expected


def test_docs_serves_the_site(tmp_path):
    """``python3 dev.py docs`` builds the site and serves it, the schema page included, until
    Ctrl-C stops it."""
    from tests.celery_worker import wait_for

    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = tmp_path / "docs.log"
    env = {**os.environ, "WHIST_VENV": sys.prefix, "NO_MKDOCS_2_WARNING": "1"}
    with open(log_path, "wb") as out:
        docs = subprocess.Popen(
            [sys.executable, str(ROOT / "dev.py"), "docs", "--dev-addr", f"127.0.0.1:{port}"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)

    def page(path: str) -> str:
        try:
            with urllib.request.urlopen(url + path, timeout=5) as response:
                return response.read().decode()
        except OSError:
            return ""

    try:
        wait_for(lambda: "Whist service" in page("/"), timeout=180,
                 message=f"dev.py docs to serve the site ({log_path})")
        assert "Redoc.init(" in page("/client-developers/schema.html")
        assert page("/client-developers/openapi.json").startswith("{")
    finally:
        os.killpg(docs.pid, signal.SIGINT)  # Ctrl-C reaches dev.py and mkdocs alike
        try:
            docs.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(docs.pid, signal.SIGKILL)
            docs.wait()
    assert docs.returncode == 0, log_path.read_text(errors="replace")[-3000:]


# --- The embedded default, run by dev.py as a person runs it --------------------------------


def _embedded_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """``dev.py`` with no URLs (the embedded default), its files under ``tmp_path``, using the
    virtualenv these tests run in."""
    env = {k: v for k, v in os.environ.items()
           if k not in {"DATABASE_URL", "REDIS_URL", "CACHE_URL", "CELERY_TASK_ALWAYS_EAGER"}}
    env.update(WHIST_VENV=sys.prefix, WHIST_DATA_DIR=str(tmp_path), TMPDIR=str(tmp_path),
               **extra)
    return env


def test_soak_of_the_embedded_default(tmp_path):
    """Two clients play whole games against AI seats for 24 seconds: every game finishes, no
    answer is an error or a 5xx, no child of dev.py serve dies and the service logs no error.
    (The half-hour soak is the command of docs/contributors/development.md; this keeps its
    harness honest.)"""
    result = subprocess.run(
        [sys.executable, str(ROOT / "dev.py"), "soak", "--minutes", "0.4", "--clients", "2",
         "--game-seconds", "120"],
        cwd=ROOT, env=_embedded_env(tmp_path), capture_output=True, text=True, timeout=600)
    output = result.stdout[-4000:] + result.stderr[-4000:]
    last = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
    found = re.fullmatch(r"games=(\d+) errors=(\d+) five_xx=(\d+)", last)
    assert found, output
    games, errors, five_xx = map(int, found.groups())
    assert games > 0 and errors == 0 and five_xx == 0, output
    assert result.returncode == 0, output


def _call(url: str, method: str, path: str, body: Any = None, token: str | None = None
          ) -> tuple[int, Any]:
    """One request to the service, its answer checked against the schema."""
    from tests.conftest import STATUS_LOG
    from tests.openapi_contract import check_body

    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Token {token}"
    request = urllib.request.Request(url + path, method=method, headers=headers,
                                     data=json.dumps(body).encode() if body is not None else None)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            status, raw, kind = response.status, response.read(), response.headers.get(
                "Content-Type", "")
    except urllib.error.HTTPError as error:
        status, raw, kind = error.code, error.read(), error.headers.get("Content-Type", "")
    check_body(method, path, status, kind, raw)
    STATUS_LOG.observe(method, path, status)
    return status, json.loads(raw) if raw else None


def _ai_game(url: str, token: str) -> int:
    """A short game of two AI seats, started: only the worker can play it."""
    status, game = _call(url, "POST", "/api/v1/games", {
        "max_players": 2, "preset": "pagat", "options": {"start_hand_size": 3},
        "join": False, "rated": False}, token)
    assert status == 201, game
    for _ in range(2):
        assert _call(url, "POST", f"/api/v1/games/{game['id']}/ai-seats",
                     {"level": "heuristic"}, token)[0] == 200
    status, started = _call(url, "POST", f"/api/v1/games/{game['id']}/start", {}, token)
    assert status == 200, started
    return game["id"]


def test_serve_restarts_a_child_that_dies(tmp_path):
    """``kill -9`` the worker under ``dev.py serve``: serve says so, starts it again, and goes
    on answering meanwhile; AI seats move again, in a game started before the kill (its
    task may have died with the worker: beat's sweep plays it) and in one started after."""
    from tests.celery_worker import wait_for

    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = tmp_path / "serve.log"
    with open(log_path, "wb") as out:
        serve = subprocess.Popen(
            [sys.executable, str(ROOT / "dev.py"), "serve", f"127.0.0.1:{port}"], cwd=ROOT,
            env=_embedded_env(tmp_path, WHIST_SERVER_TURN_GRACE="2", LOG_FORMAT="text"),
            stdout=out, stderr=subprocess.STDOUT, start_new_session=True)

    def log() -> str:
        return log_path.read_text(errors="replace")

    def workers() -> list[int]:
        return [int(pid) for pid in re.findall(r"^\[dev\] started worker \(pid (\d+)\)", log(),
                                                re.M)]

    def finished(game_id: int) -> bool:
        status, view = _call(url, "GET", f"/api/v1/games/{game_id}", token=token)
        assert status == 200, view
        return view["status"] == "finished"

    try:
        wait_for(lambda: _up(url), timeout=240, message=f"dev.py serve ({log_path})")
        status, me = _call(url, "POST", "/api/v1/auth/register",
                           {"username": "restart-probe", "password": "restart-Passw0rd-!x"})
        assert status == 201, me
        token = me["token"]
        before = _ai_game(url, token)
        os.kill(workers()[0], signal.SIGKILL)
        wait_for(lambda: len(workers()) == 2, timeout=60, message="the worker started again")
        assert re.search(r"^\[dev\] worker was killed by SIGKILL after \d+ s; restarting it in "
                         r"1 s", log(), re.M), log()[-3000:]
        assert _up(url)
        after = _ai_game(url, token)
        wait_for(lambda: finished(before) and finished(after), timeout=120,
                 message=f"the AI seats' games to finish ({log_path})")
    finally:
        serve.send_signal(signal.SIGTERM)
        try:
            serve.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(serve.pid, signal.SIGKILL)
            serve.wait()
    assert serve.returncode == 0, log()[-3000:]
    assert "giving up" not in log() and "web was killed" not in log()


def _up(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/healthz", timeout=5) as response:
            return response.status == 200
    except OSError:
        return False


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]
