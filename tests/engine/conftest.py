"""Engine tests are pure Python: they must run with no database, cache or broker.

The suite-wide autouse ``_clear_cache`` fixture (tests/conftest.py) talks to the Django cache,
which is Redis in the test settings; overriding it here keeps ``tests/engine`` runnable on a
machine with neither Redis nor Postgres.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _clear_cache() -> Iterator[None]:
    yield
