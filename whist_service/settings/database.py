"""The database (SQLite in the embedded default, PostgreSQL, behind a pooler or not) and the
cache that throttling and the token cache share."""

from __future__ import annotations

import os
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

from whist_service.config import (
    env_bool,
    env_int,
    parse_database_url,
)
from whist_service.settings.base import BASE_DIR, DEBUG

# --- Database ---------------------------------------------------------------------------

DATA_DIR = Path(os.environ.get("WHIST_DATA_DIR") or BASE_DIR).resolve()
"""The embedded default's files: the SQLite database and the broker's (``dev.py soak`` points
it at a temporary folder, so that it never touches the repository's)."""
DATABASE_URL = os.environ.get("DATABASE_URL") or f"sqlite:///{DATA_DIR / 'db.sqlite3'}"
DATABASES = {
    "default": parse_database_url(
        DATABASE_URL,
        conn_max_age=env_int("CONN_MAX_AGE", 0 if DEBUG else 60),
        base_dir=BASE_DIR,
    )
}
DATABASE_POOL_MODE = os.environ.get("DATABASE_POOL_MODE", "")
if DATABASE_POOL_MODE not in ("", "transaction"):
    raise ImproperlyConfigured("DATABASE_POOL_MODE is 'transaction' (a pooler such as "
                               "pgbouncer in transaction mode) or unset (a direct connection)")
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Parameters sent apart from the query (not quoted into it in Python), so that psycopg
    # can prepare a statement it runs again and again: the move path's few statements are
    # then parsed and planned once per connection, not once per move.
    DATABASES["default"]["OPTIONS"]["server_side_binding"] = True
    # A round trip (SELECT 1) before each request that reuses a connection: off by default,
    # as the move path counts its round trips; pgbouncer checks its own server connections
    # (server_check_query), so a pooled client connection rarely goes bad.
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = env_bool("CONN_HEALTH_CHECKS", False)
    if DATABASE_POOL_MODE == "transaction":
        # Each transaction may run on another server connection: nothing may outlive one.
        # A named cursor (QuerySet.iterator) lives past its statement, a prepared statement
        # (psycopg prepares a query run five times) lives in the server connection, and a
        # start-up parameter is refused by pgbouncer; jit=off is then the database's own
        # setting (ALTER DATABASE ... SET jit = off; docker-compose.yml sets it server-wide).
        DATABASES["default"]["DISABLE_SERVER_SIDE_CURSORS"] = True
        DATABASES["default"]["OPTIONS"]["prepare_threshold"] = None
    else:
        # The service's queries are small and indexed; PostgreSQL's JIT compiler, switched
        # on by cost estimates that a large table inflates, costs 100-150 ms a query and
        # saves nothing.
        DATABASES["default"]["OPTIONS"].setdefault("options", "-c jit=off")
        DATABASES["default"]["OPTIONS"]["prepare_threshold"] = env_int(
            "DATABASE_PREPARE_THRESHOLD", 5)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Cache (used by throttling) ---------------------------------------------------------

CACHE_URL = os.environ.get("CACHE_URL", "")
if CACHE_URL.startswith(("redis://", "rediss://")):
    CACHES = {
        "default": {
            "BACKEND": "core.cache.RedisCache",
            "LOCATION": CACHE_URL,
            "KEY_PREFIX": "whist",
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
