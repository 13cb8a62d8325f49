"""Node and the TypeScript package (clients/typescript) for the tests that run them: ``npm ci``
once (skipped while node_modules was installed from the committed lock), then ``tsc`` builds
the package, its end-to-end script and the example bot into dist/. In CI (``CI`` set) a missing
Node or npm fails the test; elsewhere it skips it."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "clients" / "typescript"


@cache
def dev_module() -> ModuleType:
    """dev.py (a script, not a package) as a module, for the tests of its commands."""
    spec = importlib.util.spec_from_file_location("dev", ROOT / "dev.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def require_node() -> str:
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        message = "Node 20 and npm are needed for the TypeScript client's tests"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return node


@cache
def _built() -> Path:
    dev = dev_module()
    bin_dir: Path = dev.ensure_node_modules(PACKAGE)
    with dev.install_lock(PACKAGE / "dist"):
        run = subprocess.run([str(bin_dir / "tsc"), "-p", str(PACKAGE)], capture_output=True,
                             text=True, cwd=PACKAGE)
    assert run.returncode == 0, run.stdout + run.stderr
    return bin_dir


def built_package() -> Path:
    """node_modules/.bin, after the package was installed and built (once a process)."""
    require_node()
    return _built()
