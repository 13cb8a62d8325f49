"""The README is a front door: short, the web client's address in its first screen, the two
set-up commands as they are, and every link into the repository leading to a file (a page of
the documentation site, when it is one)."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
LINES = README.splitlines()
FIRST_SCREEN = 40


def test_the_readme_is_at_most_400_lines():
    assert len(LINES) <= 400, len(LINES)


def test_the_web_clients_address_is_in_the_first_screen():
    assert any("http://localhost:8000/" in line for line in LINES[:FIRST_SCREEN])


def test_the_two_set_up_commands_are_given_as_they_are():
    assert "```sh\npython3 dev.py serve\npython3 dev.py test\n```" in README


def test_every_link_into_the_repository_leads_to_a_file():
    nav = yaml.safe_load((ROOT / "mkdocs.yml").read_text())["nav"]
    in_nav = set(re.findall(r"[\w/.-]+\.md", str(nav)))
    links = [target for target in re.findall(r"\]\(([^)\s]+)\)", README)
             if not target.startswith(("http://", "https://", "#"))]
    assert links
    for target in links:
        path = target.split("#")[0]
        assert (ROOT / path).is_file(), target
        if path.startswith("docs/"):
            assert path.removeprefix("docs/") in in_nav, f"{target} is not in mkdocs.yml's nav"
