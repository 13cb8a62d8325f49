"""History belongs in commit messages: no code, comment, docstring, page or test cites an issue
by its number ("issue 16: ..."); what the number explained is said in words."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CITED = re.compile(r"\b(issues?|tasks?) ?#?\d+\b|\(#\d+\)", re.IGNORECASE)
KINDS = (".py", ".js", ".ts", ".css", ".html", ".md", ".yml", ".toml", ".json", ".txt")
ALLOWED = {"docs/contributors/conventions.md",  # the rule itself, with its example
           "tests/test_no_issue_numbers.py"}  # and its check, with the examples it must see


def cited_numbers(text: str) -> list[str]:
    return [m.group(0) for m in CITED.finditer(text)]


def test_the_check_sees_a_cited_issue() -> None:
    assert cited_numbers('"""A move in a few statements (issue 16)."""') == ["issue 16"]
    assert cited_numbers("# Issue 2: ties cut") == ["Issue 2"]
    assert cited_numbers("four issues in a row, task queues") == []


def test_no_file_cites_an_issue_by_its_number() -> None:
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    found = {}
    for name in tracked:
        path = ROOT / name
        if not name.endswith(KINDS) or name in ALLOWED or "migrations" in path.parts \
                or not path.is_file() or "lock" in path.name:
            continue
        cited = cited_numbers(path.read_text(errors="replace"))
        if cited:
            found[name] = cited
    assert found == {}
