"""The committed clients (clients/) are what ``python3 dev.py sdk`` makes from the code now: a
change to the schema without its regenerated clients fails here, in the same commit. Also the
TypeScript package and the web client type-check (tsc --noEmit) with no error."""

from __future__ import annotations

import filecmp
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.node_tools import PACKAGE, ROOT, built_package, dev_module

CLIENTS = ROOT / "clients"


def _differences(compare: filecmp.dircmp[str], prefix: str = "") -> list[str]:
    found = [f"{prefix}{name}: differs" for name in compare.diff_files]
    found += [f"{prefix}{name}: only committed" for name in compare.left_only]
    found += [f"{prefix}{name}: only generated" for name in compare.right_only]
    for name, sub in compare.subdirs.items():
        found += _differences(sub, f"{prefix}{name}/")
    return found


def test_the_committed_clients_are_regenerated_without_a_difference(tmp_path: Path) -> None:
    built_package()  # node_modules from the lock, for openapi-typescript
    dev = dev_module()
    dev.generate_sdk(sys.executable, tmp_path)
    ignore = ["__pycache__", "node_modules", "dist"]
    differences = _differences(filecmp.dircmp(CLIENTS / "python", tmp_path / "python",
                                              ignore=ignore), "python/")
    for name in ("openapi.json", "typescript/src/schema.d.ts", "typescript/package.json"):
        if (CLIENTS / name).read_bytes() != (tmp_path / name).read_bytes():
            differences.append(f"{name}: differs")
    assert not differences, ("clients/ is not what the schema gives now; run "
                             f"`python3 dev.py sdk` and commit clients/: {differences}")
    schema = json.loads((CLIENTS / "openapi.json").read_text())
    package = json.loads((PACKAGE / "package.json").read_text())
    assert package["version"] == schema["info"]["version"]


@pytest.mark.parametrize("project", ["clients/typescript", "tsconfig.webclient.json"])
def test_tsc_finds_no_error(project: str) -> None:
    bin_dir = built_package()
    run = subprocess.run([str(bin_dir / "tsc"), "-p", str(ROOT / project), "--noEmit"],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr
