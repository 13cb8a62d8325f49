#!/usr/bin/env python3
"""Development entry point (standard library only).

    python3 dev.py serve [uvicorn args]     # web (ASGI) + Celery worker + beat, Ctrl-C stops all;
                                            # a child that dies is restarted
    python3 dev.py test [pytest args]       # the test suite against Postgres and Redis
    python3 dev.py lock                     # refresh requirements*.lock from pyproject.toml
    python3 dev.py sdk                      # regenerate clients/ (Python and TypeScript) from
                                            # the OpenAPI schema; never edit those files by hand
    python3 dev.py soak [--minutes 30] [--clients 4]   # serve with no URLs, played by clients
    python3 dev.py docs [mkdocs serve args] # the documentation site (docs/, mkdocs.yml) on
                                            # http://127.0.0.1:8001, rebuilt as the pages change

Each picks the newest Python >= 3.12 available (WHIST_PYTHON overrides), keeps a virtualenv
(WHIST_VENV, default .venv in the repository) and installs into it from requirements-dev.lock
(exact versions, every file checked against its hash), again only when that file or
pyproject.toml changes.
"""

from __future__ import annotations

import argparse
import contextlib
import glob
import hashlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent
MIN_PYTHON = (3, 12)
STAMP_NAME = ".whist-dev-stamp.json"
LOCK = "requirements.lock"
DEV_LOCK = "requirements-dev.lock"

TEST_DEFAULTS = {
    "DATABASE_URL": "postgres://postgres@127.0.0.1:5432/whist",
    "REDIS_URL": "redis://127.0.0.1:6379/15",
}


def log(message: str) -> None:
    print(f"[dev] {message}", file=sys.stderr, flush=True)


# --- Interpreter ---------------------------------------------------------------------------


def python_version(executable: str) -> tuple[int, int, int] | None:
    try:
        out = subprocess.run(
            [executable, "-c", "import sys; print(*sys.version_info[:3])"],
            capture_output=True,
            text=True,
            timeout=30,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    if out.returncode != 0:
        return None
    try:
        major, minor, micro = (int(x) for x in out.stdout.split())
    except ValueError:
        return None
    return (major, minor, micro)


def find_python() -> str:
    explicit = os.environ.get("WHIST_PYTHON")
    if explicit:
        if python_version(explicit) is None:
            sys.exit(f"[dev] WHIST_PYTHON={explicit!r} is not a working Python interpreter")
        return explicit

    candidates: list[str] = []
    for name in ("python3.13", "python3.12"):
        found = shutil.which(name)
        if found:
            candidates.append(found)
    pyenv_roots = {os.environ.get("PYENV_ROOT", ""), str(Path.home() / ".pyenv"), "/root/.pyenv"}
    for root in sorted(r for r in pyenv_roots if r):
        for series in ("3.13", "3.12"):
            candidates.extend(sorted(glob.glob(f"{root}/versions/{series}*/bin/python3")))
    candidates.append(sys.executable)

    best: tuple[tuple[int, int, int], str] | None = None
    for candidate in dict.fromkeys(candidates):
        version = python_version(candidate)
        if version is None or version[:2] < MIN_PYTHON:
            continue
        if best is None or version > best[0]:
            best = (version, candidate)
    if best is not None:
        return best[1]
    log(
        f"no Python >= {'.'.join(map(str, MIN_PYTHON))} found; using {sys.executable} "
        "(Django 5.2 will be installed instead of 6.x)"
    )
    return sys.executable


# --- Virtualenv ----------------------------------------------------------------------------


def venv_dir() -> Path:
    configured = os.environ.get("WHIST_VENV")
    return Path(configured).resolve() if configured else ROOT / ".venv"


def venv_python(venv: Path) -> Path:
    return venv / "bin" / "python"


@contextlib.contextmanager
def install_lock(venv: Path):
    """Serialise venv creation/installs between concurrent dev.py runs."""
    key = hashlib.sha256(str(venv).encode()).hexdigest()[:16]
    path = Path(tempfile.gettempdir()) / f"whist-dev-{key}.lock"
    with open(path, "w") as handle:
        try:
            import fcntl
        except ImportError:  # not POSIX: no locking
            yield
            return
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def ensure_venv() -> Path:
    venv = venv_dir()
    with install_lock(venv):
        base = find_python()
        base_version = python_version(base)
        assert base_version is not None
        want = {
            "pyproject_sha256": hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest(),
            "lock_sha256": hashlib.sha256((ROOT / DEV_LOCK).read_bytes()).hexdigest(),
            "python": ".".join(map(str, base_version[:2])),
        }
        stamp_path = venv / STAMP_NAME
        py = venv_python(venv)

        if venv.exists():
            have_version = python_version(str(py)) if py.exists() else None
            if have_version is None or have_version[:2] != base_version[:2]:
                if not (venv / "pyvenv.cfg").exists():
                    sys.exit(f"[dev] {venv} exists but is not a virtualenv; remove it")
                log(f"recreating {venv} for Python {want['python']}")
                shutil.rmtree(venv)

        if not venv.exists():
            log(f"creating virtualenv {venv} with {base} ({want['python']})")
            subprocess.run([base, "-m", "venv", str(venv)], check=True)

        try:
            have = json.loads(stamp_path.read_text())
        except (OSError, ValueError):
            have = None
        if have != want:
            log(f"installing the locked dependencies ({DEV_LOCK}) and the project ...")
            stamp_path.unlink(missing_ok=True)
            pip = [str(py), "-m", "pip", "--disable-pip-version-check"]
            subprocess.run([*pip, "install", "--quiet", "--require-hashes", "-r", DEV_LOCK],
                           cwd=ROOT, check=True)
            # The project itself, built with the locked setuptools: nothing unpinned is fetched.
            subprocess.run([*pip, "install", "--quiet", "--no-deps", "--no-build-isolation",
                            "-e", "."], cwd=ROOT, check=True)
            stamp_path.write_text(json.dumps(want))
    return py


# --- Commands ------------------------------------------------------------------------------


def cmd_test(args: list[str]) -> int:
    py = ensure_venv()
    env = os.environ.copy()
    for key, value in TEST_DEFAULTS.items():
        if not env.get(key):
            env[key] = value
    log(f"DATABASE_URL={env['DATABASE_URL']} REDIS_URL={env['REDIS_URL']}")
    code = subprocess.run([str(py), "-m", "pytest", *args], cwd=ROOT, env=env).returncode
    if code == 5:
        log("pytest collected no tests; treating that as a failure")
        return 1
    return code


def _stop(procs: dict[str, subprocess.Popen], grace: float = 10.0) -> None:
    for name, proc in procs.items():
        if proc.poll() is None:
            log(f"stopping {name}")
            # SIGTERM: warm shutdown for Celery; runserver's reloader stops its child.
            proc.terminate()
    deadline = time.monotonic() + grace
    for proc in procs.values():
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=max(0.1, deadline - time.monotonic()))
    for name, proc in procs.items():
        # Kill the whole group: runserver's reloader child, Celery pool processes.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        if proc.poll() is None:
            log(f"killed {name}")
            proc.wait()


def _bind_args(args: list[str]) -> list[str]:
    """uvicorn's options; ``HOST:PORT`` or ``PORT`` (as runserver took them) also work."""
    if not args:
        return ["--host", "0.0.0.0", "--port", "8000"]
    if len(args) == 1 and not args[0].startswith("-"):
        host, _, port = args[0].rpartition(":")
        return ["--host", host or "0.0.0.0", "--port", port]
    return args


def cmd_serve(args: list[str]) -> int:
    py = str(ensure_venv())
    env = os.environ.copy()
    data_dir = Path(env.get("WHIST_DATA_DIR") or ROOT).resolve()
    celery_dir = data_dir / ".celery"
    celery_dir.mkdir(parents=True, exist_ok=True)
    if not env.get("DATABASE_URL"):
        log(f"no DATABASE_URL: using SQLite at {data_dir / 'db.sqlite3'} (WAL, immediate "
            "transactions, a busy timeout of 20 s)")
    if not env.get("REDIS_URL"):
        log(f"no REDIS_URL: Celery's broker is the SQLite file {celery_dir / 'broker.sqlite3'}")

    subprocess.run([py, "manage.py", "migrate", "--noinput"], cwd=ROOT, env=env, check=True)

    celery = [py, "-m", "celery", "-A", "whist_service"]
    commands = {
        # One worker for every queue here (the outbound lanes share its slots); production runs
        # one per queue (docker-compose.yml).
        "worker": [*celery, "worker", "-l", "info", "-Q", "celery,webhooks,mail,push,analysis",
                   "--without-gossip", "--without-mingle"],
        "beat": [*celery, "beat", "-l", "info", "-s", str(celery_dir / "celerybeat-schedule")],
        # ASGI (uvicorn): the API as before, and the streams (Server-Sent Events) held as
        # coroutines; WhiteNoise serves the web client and static files as under gunicorn.
        "web": [py, "-m", "uvicorn", "whist_service.asgi:application",
                "--timeout-graceful-shutdown", "3", "--no-proxy-headers",
                *_bind_args(args)],
    }
    procs: dict[str, subprocess.Popen] = {}

    def on_sigterm(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, on_sigterm)
    code = 0
    try:
        code = _supervise(commands, procs, env)
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        _stop(procs)
    return code


RESTART_DELAYS = (1, 2, 5, 10, 20)
"""Seconds before a child that died is started again: its first death in RESTART_WINDOW, its
second, ...; one death more than there are delays gives up."""
RESTART_WINDOW = 300.0


def _exit_text(code: int) -> str:
    if code < 0:
        with contextlib.suppress(ValueError):
            return f"was killed by {signal.Signals(-code).name}"
        return f"was killed by signal {-code}"
    return f"exited with code {code}"


def _supervise(commands: dict[str, list[str]], procs: dict[str, subprocess.Popen],
               env: dict[str, str]) -> int:
    """Start every child and keep it running: one that dies is started again after a pause
    (RESTART_DELAYS), the others going on meanwhile.  Returns (stopping all) only when a child
    died more often in RESTART_WINDOW than there are delays: it is failing, not flaky."""
    started: dict[str, float] = {}
    deaths: dict[str, list[float]] = {name: [] for name in commands}
    restart_at: dict[str, float] = {name: 0.0 for name in commands}

    def start(name: str) -> None:
        # Own process group each, so we decide how they stop (see _stop).
        procs[name] = subprocess.Popen(commands[name], cwd=ROOT, env=env,
                                       start_new_session=True)
        started[name] = time.monotonic()
        log(f"started {name} (pid {procs[name].pid}): {' '.join(commands[name][1:])}")

    while True:
        now = time.monotonic()
        for name in commands:
            proc = procs.get(name)
            if proc is None:
                if now >= restart_at[name]:
                    start(name)
                continue
            if proc.poll() is None:
                continue
            # What is left of its group (a worker's pool processes) goes with it.
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            del procs[name]
            recent = [t for t in deaths[name] if now - t < RESTART_WINDOW] + [now]
            deaths[name] = recent
            what = f"{name} {_exit_text(proc.returncode)} after {now - started[name]:.0f} s"
            if len(recent) > len(RESTART_DELAYS):
                log(f"{what}: it died {len(recent)} times in {RESTART_WINDOW / 60:.0f} "
                    "minutes; giving up, stopping the rest (its output above says why)")
                return proc.returncode or 1
            delay = RESTART_DELAYS[len(recent) - 1]
            log(f"{what}; restarting it in {delay} s (the others go on; "
                f"{len(RESTART_DELAYS) - len(recent)} more restarts allowed "
                f"in {RESTART_WINDOW / 60:.0f} minutes)")
            restart_at[name] = now + delay
        time.sleep(0.2)


def cmd_lock(args: list[str]) -> int:
    """Resolve pyproject.toml again into the two lock files (for every supported Python and
    platform, with hashes): requirements.lock for production images, requirements-dev.lock
    for development and CI."""
    py = str(ensure_venv())
    for output, extras in ((LOCK, ["build"]), (DEV_LOCK, ["build", "dev"])):
        command = [py, "-m", "uv", "pip", "compile", "pyproject.toml", "--universal",
                   "--generate-hashes", "--python-version", "3.11", "--quiet",
                   "--custom-compile-command", "python3 dev.py lock", "-o", output, *args]
        for extra in extras:
            command += ["--extra", extra]
        log(f"writing {output}")
        code = subprocess.run(command, cwd=ROOT).returncode
        if code:
            return code
    return 0


# --- Client kits ---------------------------------------------------------------------------

CLIENTS = ROOT / "clients"
TS_PACKAGE = CLIENTS / "typescript"
SCHEMA_FILE = "openapi.json"
"""The schema the clients were generated from, committed beside them (clients/openapi.json)."""
PYTHON_CLIENT = "python"
TS_SCHEMA = Path("src") / "schema.d.ts"
PYTHON_CLIENT_CONFIG = (
    "project_name_override: whist-service-client\n"
    "package_name_override: whist_client\n"
    "post_hooks: []\n"  # no formatter: the output must not depend on a formatter's version
)
NODE_STAMP = ".whist-lock-sha256"


def ensure_node_modules(package: Path = TS_PACKAGE) -> Path:
    """``npm ci`` in ``package`` unless its node_modules was installed from this very lock
    (a stamp holding the lock's hash); returns its node_modules/.bin."""
    lock_hash = hashlib.sha256((package / "package-lock.json").read_bytes()).hexdigest()
    stamp = package / "node_modules" / NODE_STAMP
    with install_lock(package / "node_modules"):
        if not stamp.exists() or stamp.read_text().strip() != lock_hash:
            npm = shutil.which("npm")
            if npm is None:
                raise RuntimeError("npm is not installed: Node 20 and npm are needed for "
                                   "the TypeScript client")
            log(f"npm ci in {package.relative_to(ROOT)}")
            subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                           cwd=package, check=True)
            stamp.write_text(lock_hash + "\n")
    return package / "node_modules" / ".bin"


def _for_openapi_typescript(schema: dict) -> dict:
    """The schema as openapi-typescript is given it: the same meaning, in the form it reads
    right. drf-spectacular wraps a reference in a one-member ``allOf`` to give it a
    description; when the reference is a ``oneOf`` with a discriminator (an action, an
    event), openapi-typescript takes the ``allOf`` for inheritance and omits the discriminator's
    property (``Omit<Event, "type">``), so each such wrapper becomes a one-member ``oneOf``."""
    components = schema.get("components", {}).get("schemas", {})
    prefix = "#/components/schemas/"

    def discriminated(ref: object) -> bool:
        if not isinstance(ref, str) or not ref.startswith(prefix):
            return False
        target = components.get(ref.removeprefix(prefix), {})
        return "discriminator" in target and "oneOf" in target

    def walk(node: object) -> object:
        if isinstance(node, list):
            return [walk(item) for item in node]
        if not isinstance(node, dict):
            return node
        node = {key: walk(value) for key, value in node.items()}
        members = node.get("allOf")
        if isinstance(members, list) and len(members) == 1 and isinstance(members[0], dict) \
                and set(members[0]) == {"$ref"} and discriminated(members[0]["$ref"]):
            node["oneOf"] = node.pop("allOf")
        return node

    return walk(schema)  # type: ignore[return-value]


SCHEMA_DATABASE_URL = "postgres://schema@127.0.0.1:1/schema"
"""Never connected to: it only names the backend whose integer bounds the schema gives."""


def generate_sdk(py: str, out: Path, env: dict[str, str] | None = None) -> None:
    """The schema from the code (``manage.py spectacular``), then from it the Python client
    (openapi-python-client) in ``out/python`` and the TypeScript declarations
    (openapi-typescript) in ``out/typescript/src/schema.d.ts``, and the TypeScript package's
    version set to the schema's. ``out`` is clients/ itself, or a folder to compare with it."""
    # The schema as production's PostgreSQL states it: integer bounds come from the database
    # backend (SQLite's are 64-bit), and the schema is made without connecting to it.
    env = {**os.environ, **(env or {}), "DATABASE_URL": SCHEMA_DATABASE_URL}
    out.mkdir(parents=True, exist_ok=True)
    schema = out / SCHEMA_FILE
    subprocess.run([py, "manage.py", "spectacular", "--format", "openapi-json", "--validate",
                    "--fail-on-warn", "--file", str(schema)], cwd=ROOT, env=env, check=True)
    version = json.loads(schema.read_text())["info"]["version"]

    with tempfile.TemporaryDirectory(prefix="whist-sdk-") as scratch:
        config = Path(scratch) / "config.yaml"
        config.write_text(PYTHON_CLIENT_CONFIG)
        target = out / PYTHON_CLIENT
        run = subprocess.run([py, "-m", "openapi_python_client", "generate", "--path",
                              str(schema), "--meta", "setup", "--config", str(config),
                              "--output-path", str(target), "--overwrite",
                              "--fail-on-warning"],
                             cwd=scratch, env=env, capture_output=True, text=True)
        if run.returncode:
            raise RuntimeError(f"openapi-python-client failed:\n{run.stdout}{run.stderr}")

    bin_dir = ensure_node_modules()
    declarations = out / "typescript" / TS_SCHEMA
    declarations.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="whist-sdk-") as scratch:
        ts_input = Path(scratch) / SCHEMA_FILE
        ts_input.write_text(json.dumps(_for_openapi_typescript(json.loads(schema.read_text()))))
        subprocess.run([str(bin_dir / "openapi-typescript"), str(ts_input), "--output",
                        str(declarations), "--default-non-nullable", "false"],
                       cwd=TS_PACKAGE, env=env, check=True, capture_output=True)
    manifest_path = TS_PACKAGE / "package.json"
    manifest = json.loads(manifest_path.read_text())
    manifest["version"] = version
    (out / "typescript" / "package.json").write_text(json.dumps(manifest, indent=2) + "\n")


def cmd_sdk(args: list[str]) -> int:
    """Regenerate clients/ (the schema, the Python client, the TypeScript declarations and
    package version) from the code; CI does the same and fails on any difference."""
    py = str(ensure_venv())
    generate_sdk(py, CLIENTS)
    log("clients/ regenerated: commit clients/ with the change to the schema")
    return 0


# --- Documentation site ----------------------------------------------------------------------

DOCS_ADDRESS = "127.0.0.1:8001"
"""Where ``dev.py docs`` serves the site unless told: beside ``dev.py serve``'s port 8000."""


def _docs_args(args: list[str]) -> list[str]:
    """``mkdocs serve`` with the options given, on DOCS_ADDRESS unless they name an address."""
    if any(a in ("-a", "--dev-addr") or a.startswith("--dev-addr=") for a in args):
        return ["serve", *args]
    return ["serve", "--dev-addr", DOCS_ADDRESS, *args]


def cmd_docs(args: list[str]) -> int:
    py = str(ensure_venv())
    command = [py, "-m", "mkdocs", *_docs_args(args)]
    log(f"{' '.join(command[1:])} (Ctrl-C stops it)")
    try:
        return subprocess.run(command, cwd=ROOT).returncode
    except KeyboardInterrupt:
        return 0


# --- Soak ----------------------------------------------------------------------------------

SOAK_RATES = ",".join(f"{scope}=1000000/min" for scope in (
    "game_write", "lobby_write", "league_write", "register", "login", "stream_ticket"))
_CHILD_EXIT = re.compile(r"^\[dev\] (web|worker|beat) (exited|was killed)")
_ERROR_LINE = re.compile(r"^(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ )?(?:ERROR|CRITICAL)\b")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status == 200
    except (OSError, urllib.error.URLError):
        return False


def cmd_soak(args: list[str]) -> int:
    """``dev.py serve`` with no URLs (on a database and broker of its own, in a temporary
    folder) played by clients (whist_service/soak.py) for a while: its last line is
    ``games=N errors=N five_xx=N``, where errors also counts every child of ``dev.py serve``
    that exited and every ERROR line the service logged."""
    parser = argparse.ArgumentParser(prog="python3 dev.py soak")
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--game-seconds", type=float, default=300.0)
    options = parser.parse_args(args)
    py = str(ensure_venv())
    data = Path(tempfile.mkdtemp(prefix="whist-soak-"))
    env = {k: v for k, v in os.environ.items()
           if k not in ("DATABASE_URL", "REDIS_URL", "CACHE_URL", "CELERY_TASK_ALWAYS_EAGER")}
    # Stability, not the throttles: the clients share one address.
    env.update(WHIST_DATA_DIR=str(data), THROTTLE_RATES=SOAK_RATES, LOG_FORMAT="text")
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    serve_log = data / "serve.log"
    log(f"starting dev.py serve on {url} (no URLs; files and log in {data})")
    with open(serve_log, "wb") as out:
        serve = subprocess.Popen([sys.executable, str(ROOT / "dev.py"), "serve",
                                  f"127.0.0.1:{port}"], cwd=ROOT, env=env, stdout=out,
                                 stderr=subprocess.STDOUT, start_new_session=True)
    tally = None
    try:
        deadline = time.monotonic() + 300
        while not _answers(f"{url}/healthz"):
            if serve.poll() is not None or time.monotonic() > deadline:
                log(f"dev.py serve did not come up; its log ({serve_log}):")
                sys.stderr.write(serve_log.read_text(errors="replace")[-5000:])
                return 1
            time.sleep(0.5)
        client = subprocess.Popen(
            [py, "-m", "whist_service.soak", "--url", url, "--minutes", str(options.minutes),
             "--clients", str(options.clients), "--game-seconds", str(options.game_seconds)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        assert client.stdout is not None
        for line in client.stdout:
            found = re.fullmatch(r"games=(\d+) errors=(\d+) five_xx=(\d+)\n?", line)
            if found:
                tally = [int(n) for n in found.groups()]
            else:
                print(line, end="", flush=True)
        client.wait()
    finally:
        if serve.poll() is None:
            serve.send_signal(signal.SIGTERM)  # dev.py serve stops its children
            try:
                serve.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(serve.pid, signal.SIGKILL)
                serve.wait()
    lines = serve_log.read_text(errors="replace").splitlines()
    exits = [line for line in lines if _CHILD_EXIT.match(line)]
    errors = [line for line in lines if _ERROR_LINE.match(line)]
    log(f"the service: {len(exits)} child exits, {len(errors)} ERROR lines (log: {serve_log})")
    for line in (exits + errors)[:20]:
        log(f"  {line[:300]}")
    if tally is None:
        log("the clients printed no tally")
        tally = [0, 1, 0]
    games, client_errors, five_xx = tally
    errors_total = client_errors + len(exits) + len(errors)
    if not errors_total and not five_xx and games:
        shutil.rmtree(data, ignore_errors=True)
    print(f"games={games} errors={errors_total} five_xx={five_xx}", flush=True)
    return 0 if games and not errors_total and not five_xx else 1


def main(argv: list[str]) -> int:
    commands = {"serve": cmd_serve, "test": cmd_test, "lock": cmd_lock, "soak": cmd_soak,
                "docs": cmd_docs, "sdk": cmd_sdk}
    if not argv or argv[0] not in commands:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    return commands[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
