"""The layers of the service, read from every import of its packages (function-level ones too;
tests and migrations left out), as docs/contributors/architecture.md draws them.

From the ground up: the rules engine and the AI (pure Python), ``core`` (what every app
stands on), ``players``, ``live`` (delivery: streams, webhooks, mail, push), ``games``,
``social``, ``drives``, and the project shell ``whist_service`` on top, which alone may import
everything.  A module imports only its own layer and those below; where a lower layer needs
something of a higher one (a game's stream, the turns mail is about, a person's export, the
health check), the higher one registers it, or the shell gathers it.
"""

from __future__ import annotations

from collections import defaultdict

from tests.test_architecture import GRAPH

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("the rules engine and the AI", ("games.engine", "games.ai")),
    ("the ground", ("core",)),
    ("accounts", ("players",)),
    ("delivery", ("live",)),
    ("games", ("games",)),
    ("table talk", ("social",)),
    ("drives", ("drives",)),
    ("the project shell", ("whist_service",)),
)


def layer_of(module: str) -> tuple[int, str]:
    """The layer whose longest prefix names the module, and that prefix (its unit)."""
    best: tuple[int, str] | None = None
    for level, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and (
                    best is None or len(prefix) > len(best[1])):
                best = (level, prefix)
    assert best is not None, f"{module} belongs to no layer: add its package to LAYERS"
    return best


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    found = []
    for module, targets in sorted(graph.items()):
        level, _ = layer_of(module)
        for target in sorted(targets):
            above, _ = layer_of(target)
            if above > level:
                found.append(f"{module} ({LAYERS[level][0]}) imports {target} "
                             f"({LAYERS[above][0]})")
    return found


def unit_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Cycles between the layers' units (games.engine, core, players, ...), found by a walk."""
    edges: dict[str, set[str]] = defaultdict(set)
    for module, targets in graph.items():
        unit = layer_of(module)[1]
        edges[unit] |= {u for t in targets if (u := layer_of(t)[1]) != unit}
    cycles = []
    for start in sorted(edges):
        stack = [(start, [start])]
        while stack:
            node, path = stack.pop()
            for nxt in sorted(edges.get(node, ())):
                if nxt == start:
                    cycles.append(path)
                elif nxt not in path and nxt > start:
                    stack.append((nxt, [*path, nxt]))
    return cycles


def test_every_import_goes_down_the_layers() -> None:
    assert upward_imports(GRAPH) == []


def test_no_two_packages_import_each_other() -> None:
    assert unit_cycles(GRAPH) == []


def test_the_check_sees_an_import_up_and_a_cycle() -> None:
    """The checks fail where they should: delivery reading games, and a pair that imports
    each other."""
    graph = {"live.sources": {"games.models"}, "games.models": {"live.bus"}, "live.bus": set()}
    assert upward_imports(graph) == [
        "live.sources (delivery) imports games.models (games)"]
    assert unit_cycles(graph) == [["games", "live"]]


def test_every_package_has_a_layer() -> None:
    for module in GRAPH:
        layer_of(module)
