"""AI tests are pure Python like the engine's: no database, cache or broker.

The suite-wide autouse ``_clear_cache`` fixture (tests/conftest.py) talks to the Django cache;
overriding it keeps ``tests/ai`` runnable without Redis or Postgres.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _clear_cache() -> Iterator[None]:
    yield
