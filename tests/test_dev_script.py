"""``python3 dev.py serve`` takes uvicorn's options, or an address as runserver took it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location("dev", Path(__file__).parent.parent / "dev.py")
assert _spec is not None and _spec.loader is not None
dev = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(dev)


@pytest.mark.parametrize("args, expected", [
    ([], ["--host", "0.0.0.0", "--port", "8000"]),
    (["127.0.0.1:8123"], ["--host", "127.0.0.1", "--port", "8123"]),
    (["8124"], ["--host", "0.0.0.0", "--port", "8124"]),
    (["--port", "9000"], ["--port", "9000"]),
])
def test_serve_binds_where_it_is_told(args, expected):
    assert dev._bind_args(args) == expected
