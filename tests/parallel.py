"""A pytest plugin (``-p tests.parallel`` in pyproject.toml) for running the suite in parallel
processes (pytest-xdist): each worker gets a Redis database of its own, as pytest-django gives
it a database of its own (``test_<name>_gw<N>``).

Loaded before Django's settings are read, which is why it is a plugin and not conftest.py: the
settings take ``REDIS_URL`` as they load.  The workers' Celery brokers, their stream fan-out and
their purges must not meet: a task sent by one worker's tests would otherwise be run by another
worker's Celery processes against the wrong database.  Worker N takes database ``base - N`` of
the configured ``REDIS_URL`` (15, 14, ... by default).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest
from xdist.scheduler import LoadScopeScheduling


def worker_redis_url(url: str, worker: str) -> str:
    number = int(worker.removeprefix("gw") or 0)
    parts = urlsplit(url)
    base = int(parts.path.strip("/") or 0)
    return urlunsplit(parts._replace(path=f"/{(base - number) % 16}"))


_worker = os.environ.get("PYTEST_XDIST_WORKER", "")
if _worker and os.environ.get("REDIS_URL"):
    os.environ["REDIS_URL"] = worker_redis_url(os.environ["REDIS_URL"], _worker)


FIXTURE = re.compile(r"@pytest\.fixture(\([^)]*\))?\s*\ndef (\w+)\(([^)]*)\)")
TEST = re.compile(r"\ndef (test_\w+)\(([^)]*)\)")


def _names(params: str) -> set[str]:
    return {p.split(":")[0].split("=")[0].strip() for p in params.split(",")} - {""}


def _visible_from(path: Path, sources: dict[Path, str]) -> set[Path]:
    """Where a fixture defined in ``path`` can be used: a conftest's folder, a test file
    itself, or for a helper module the folders and files that import its fixtures."""
    if path.name == "conftest.py":
        return {path.parent}
    if path.name.startswith("test_"):
        return {path}
    module = ".".join(path.with_suffix("").parts[-2:])
    return {(p.parent if p.name == "conftest.py" else p) for p, text in sources.items()
            if f"from {module} import" in text}


def files_sharing_a_module_fixture(root: Path) -> set[str]:
    """The test files (relative to ``root``) whose tests use a module-scoped fixture, at first
    or second hand (``mail`` uses ``mail_site``), read from the source: the controller of an
    xdist run never collects, so it cannot ask the fixtures themselves."""
    sources = {path: path.read_text() for path in (root / "tests").rglob("*.py")}
    fixtures = []  # (name, module-scoped, what it uses, where it can be used)
    for path, text in sources.items():
        visible = None
        for found in FIXTURE.finditer(text):
            visible = visible or _visible_from(path, sources)
            fixtures.append((found[2], "module" in (found[1] or ""), _names(found[3]), visible))

    def sees(test: Path, where: set[Path]) -> bool:
        return any(test == w or w in test.parents for w in where)

    grouped = set()
    for path, text in sources.items():
        if not path.name.startswith("test_"):
            continue
        known = [(n, m, u) for n, m, u, where in fixtures if sees(path, where)]
        shared = {n for n, module, _ in known if module}
        while more := {n for n, _, uses in known if uses & shared} - shared:
            shared |= more
        if any(_names(found[2]) & shared for found in TEST.finditer(text)):
            grouped.add(str(path.relative_to(root)))
    return grouped


class ModuleFixtureScheduling(LoadScopeScheduling):
    """Like ``--dist load``, but the tests of a file that share a module-scoped fixture (a site
    of uvicorn, Celery processes and beat; an SMTP server) go to one worker together: spread
    over three workers, each would build the fixture again, and those start-ups were a good
    part of the suite's CPU."""

    def __init__(self, config: pytest.Config, log: Any = None) -> None:
        super().__init__(config, log)
        self.grouped = files_sharing_a_module_fixture(Path(str(config.rootpath)))

    def _split_scope(self, nodeid: str) -> str:
        path = nodeid.split("::", 1)[0]
        return path if path in self.grouped else nodeid


def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    if config.getvalue("dist") == "load":
        return ModuleFixtureScheduling(config, log)
    return None
