"""The games helpers (a started table of registered players) for the social scenarios."""

from tests.games.conftest import table_factory  # noqa: F401 - fixture
