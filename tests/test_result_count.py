"""Every collected test runs, or the run fails: a suite of twins (items that share a node id,
as schemathesis's operations did) run in two processes loses all but one of them to xdist's
scheduler, and ``tests/result_count.py`` turns that silent loss into a failure."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

TWINS = """
import pytest

@pytest.mark.parametrize("n", range(6))
def test_twin(n):
    pass

def test_alone():
    pass
"""

SHARE_ONE_ID = """
from _pytest.nodeid import NodeId

def pytest_collection_modifyitems(items):
    for item in items:
        if item.name.startswith("test_twin"):
            item._id = NodeId.parse(item.nodeid.split("[")[0])
"""


def _run(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:django",
         "-p", "tests.parallel", "-p", "tests.result_count", *args],
        cwd=folder, env=env, capture_output=True, text=True, timeout=120)


def test_a_run_that_loses_tests_fails_and_says_how_many(tmp_path):
    (tmp_path / "test_twins.py").write_text(TWINS)
    (tmp_path / "conftest.py").write_text(SHARE_ONE_ID)

    result = _run(tmp_path, "-n", "2")

    assert "7 tests were collected but 2 reported a result: 5 never ran" in result.stdout
    assert result.returncode == 1, result.stdout[-2000:]


def test_a_run_where_every_test_reports_passes(tmp_path):
    (tmp_path / "test_twins.py").write_text(TWINS)

    for workers in ("2", "0"):
        result = _run(tmp_path, "-n", workers)
        assert result.returncode == 0, result.stdout[-2000:]
        assert "never ran" not in result.stdout


def test_the_schema_check_has_an_item_of_its_own_for_every_operation():
    listed = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-n", "0", "-p",
         "no:cacheprovider", "tests/test_schemathesis.py"],
        cwd=ROOT, capture_output=True, text=True, timeout=120).stdout.splitlines()
    items = [line for line in listed if "::" in line]

    assert len(items) > 90
    assert len(set(items)) == len(items)
    assert "tests/test_schemathesis.py::test_the_api_answers_as_its_schema_says" \
           "[POST /api/v1/games/{game_id}/actions]" in items
