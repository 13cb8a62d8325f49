"""The shape of the code, read from its imports (every import, function-level ones too).

* No import circles anywhere in the apps: between games and players, or between services and
  tasks.  The apps talk through the domain events (``core.domain_events``).
* players uses only the pure rules engine of games, never its Django app, and nothing of live
  (which tells people things about accounts, and so may use players).
* The services and selectors know no HTTP: they import nothing from DRF or the API layer.
* The engine and the AI are pure Python.
* social (table talk, following, blocking, invitations) sits on top: it uses games, players and
  live, and none of them imports it (a lobby asks it about blocks through a domain event); only
  the project's wiring (``whist_service``: the export) does.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("core", "games", "players", "whist_service", "live", "social", "drives")


def _modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if "migrations" in path.parts:
                continue
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


MODULES = _modules()


def _imports(path: Path) -> set[str]:
    """Every module named by an import in the file, absolute (this code base uses no relative
    imports), down to the deepest known module."""
    named: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:  # ``from package import module`` names the module
                full = f"{node.module}.{alias.name}"
                named.add(full if full in MODULES else node.module)
    return named


def _internal(name: str) -> str | None:
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


GRAPH = {module: {t for n in _imports(path) if (t := _internal(n)) and t != module}
         for module, path in MODULES.items()}


def _cycles() -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in GRAPH[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(GRAPH):
        if module not in index:
            visit(module)
    return found


def _external(module: str) -> set[str]:
    return {n.split(".")[0] for n in _imports(MODULES[module])}


def test_no_import_circles():
    assert _cycles() == []


def test_players_uses_only_the_pure_engine_of_games_and_nothing_of_live():
    for module, targets in GRAPH.items():
        if module.startswith("players"):
            wrong = {t for t in targets if t.startswith("live") or (
                t.startswith("games") and not t.startswith("games.engine"))}
            assert not wrong, (module, wrong)


def test_services_and_tasks_and_apps_meet_only_through_events():
    for module, targets in GRAPH.items():
        if module.startswith(("games.services", "games.selectors")):
            assert not {t for t in targets if t.startswith(("games.tasks", "games.api",
                                                             "players.services"))}, module
        if module.startswith(("players.services", "players.selectors")):
            assert not {t for t in targets if t.startswith("players.api")}, module


def test_services_and_selectors_know_no_http():
    for module in GRAPH:
        if module.startswith(("games.services", "games.selectors", "players.services",
                              "players.selectors", "social.services", "social.selectors")):
            assert "rest_framework" not in _external(module), module
            assert "core.errors" not in GRAPH[module], module


def test_the_engine_and_the_ai_are_pure_python():
    for module in GRAPH:
        if module.startswith(("games.engine", "games.ai")):
            assert not _external(module) & {"django", "rest_framework", "celery"}, module
            assert not {t for t in GRAPH[module] if not t.startswith(("games.engine",
                                                                     "games.ai"))}, module


def test_nothing_below_social_imports_it():
    for module, targets in GRAPH.items():
        if module.startswith(("games", "players", "live")):
            assert not {t for t in targets if t.startswith("social")}, module
