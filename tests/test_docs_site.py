"""The documentation site (mkdocs.yml, docs/) builds with ``mkdocs build --strict`` and no
warning: no broken link or anchor, no page left out of ``nav``.  The strict build is shown to
fail on each of those, and the schema page to hold the schema the code generates, rendered
with nothing from the internet."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "mkdocs.yml"
EXTERNAL_ASSET = re.compile(
    r"<(?:script|img|iframe)\b[^>]*\bsrc=\"(?:https?:)?//|"
    r"<link\b[^>]*\bhref=\"(?:https?:)?//[^\"]*\"[^>]*>")


def build(config: Path, site: Path) -> tuple[int, str, list[str]]:
    """``mkdocs build --strict`` into ``site``: its exit code, output and warnings."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}  # Material's end-of-life banner
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--config-file", str(config),
         "--site-dir", str(site)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    output = done.stdout + done.stderr
    warnings = [line for line in output.splitlines() if re.match(r"(WARNING|ERROR)\b", line)]
    return done.returncode, output, warnings


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("docs-site") / "site"
    code, output, warnings = build(CONFIG, folder)
    assert code == 0 and not warnings, output[-6000:]
    return folder


def nav_pages() -> list[str]:
    def walk(items) -> list[str]:
        found = []
        for item in items:
            value = next(iter(item.values())) if isinstance(item, dict) else item
            found += walk(value) if isinstance(value, list) else [value]
        return found

    return walk(yaml.safe_load(CONFIG.read_text())["nav"])


def test_the_site_builds_strict_with_every_page_of_nav(site):
    pages = nav_pages()
    assert len(pages) == len(set(pages))
    on_disk = {p.relative_to(ROOT / "docs").as_posix() for p in (ROOT / "docs").rglob("*.md")}
    assert set(pages) == on_disk
    for page in pages:
        assert (site / page.replace(".md", ".html")).is_file(), page


def test_the_schema_page_renders_the_schema_of_the_code(site):
    schema = json.loads((site / "client-developers/openapi.json").read_text())
    assert schema["openapi"].startswith("3.")
    assert "/api/v1/games/{game_id}/actions" in schema["paths"]
    script = (site / "client-developers/openapi.js").read_text()
    assert script.startswith("window.whistOpenapi = ")
    assert json.loads(script.removeprefix("window.whistOpenapi = ").rstrip(";\n")) == schema
    page = (site / "client-developers/schema.html").read_text()
    assert '<script src="redoc.standalone.js"></script>' in page
    assert (site / "client-developers/redoc.standalone.js").stat().st_size > 100_000
    # ReDoc's sidebar asks for Redocly's logo from their CDN: the page refuses it.
    assert """content="img-src 'self' data: blob:">""" in page


def test_no_page_loads_anything_from_the_internet(site):
    pages = sorted(site.rglob("*.html"))
    assert len(pages) >= len(nav_pages())
    for page in pages:
        found = EXTERNAL_ASSET.search(page.read_text())
        assert not found, (page.relative_to(site), found.group(0))


def test_the_strict_build_fails_on_a_broken_link_a_broken_anchor_and_a_page_not_in_nav(
        tmp_path):
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    config = yaml.safe_load(CONFIG.read_text())
    config["docs_dir"] = str(docs)
    config["hooks"] = [str(ROOT / hook) for hook in config["hooks"]]
    (tmp_path / "mkdocs.yml").write_text(yaml.safe_dump(config))
    (docs / "players" / "left-out.md").write_text("# A page nobody can reach\n")
    page = docs / "players" / "web-client.md"
    page.write_text(page.read_text() + "\n[gone](no-such-page.md) and [there](drives.md#no-such-"
                    "heading)\n")

    code, output, warnings = build(tmp_path / "mkdocs.yml", tmp_path / "site")

    assert code != 0, output[-4000:]
    said = "\n".join(warnings)
    assert "players/left-out.md" in output and "not included in the \"nav\"" in said, output
    assert "no-such-page.md" in said, output
    assert "no-such-heading" in said, output
