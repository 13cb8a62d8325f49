"""Every part of ``unit_costs --profile`` names a function that exists, so a part that shows
0 ms means no time, never a name gone stale."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from games.perf.move_profile import PARTS

ROOT = Path(__file__).resolve().parents[2]


def _source(path: str) -> str:
    local = ROOT / path
    if local.exists():
        return local.read_text()
    package = path.split("/")[0]
    spec = importlib.util.find_spec(package)
    assert spec is not None and spec.origin is not None
    return (Path(spec.origin).parent.parent / path).read_text()


@pytest.mark.parametrize(("name", "path", "function"), PARTS)
def test_each_part_names_a_function_that_exists(name, path, function):
    assert f"def {function}(" in _source(path), name
