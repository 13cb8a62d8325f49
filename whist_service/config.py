"""Small helpers that turn environment variables into Django settings.

Kept free of Django settings access so they can be imported and tested on their own.
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlsplit

from django.core.exceptions import ImproperlyConfigured

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}

POSTGRES_SCHEMES = {"postgres", "postgresql", "pgsql"}
SQLITE_SCHEMES = {"sqlite", "sqlite3"}
SQLITE_OPTIONS = {
    # Several processes write (the web server's threads, the worker, beat's tasks).  A
    # deferred transaction that reads before it writes cannot wait for another's write lock:
    # it fails at once with "database is locked".  IMMEDIATE takes the lock at BEGIN, where a
    # busy writer is waited for (up to ``timeout`` seconds).  WAL lets readers go on meanwhile.
    "transaction_mode": "IMMEDIATE",
    "timeout": 20,
    "init_command": "PRAGMA journal_mode=WAL",
}


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name} must be a boolean (1/0, true/false), got {raw!r}")


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return int(raw)
    except ValueError as exc:
        raise ImproperlyConfigured(f"{name} must be an integer, got {raw!r}") from exc


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return list(default)
    return [item.strip() for item in raw.split(",") if item.strip()]


def parse_rates(raw: str) -> dict[str, str]:
    """Parse ``"scope=rate,scope=rate"`` (e.g. ``"register=20/min"``) into a dict."""
    rates: dict[str, str] = {}
    for item in raw.split(","):
        item = item.strip()
        if not item:
            continue
        scope, sep, rate = item.partition("=")
        if not sep or not scope.strip() or not rate.strip():
            raise ImproperlyConfigured(f"Bad throttle rate {item!r}; expected scope=N/period")
        rates[scope.strip()] = rate.strip()
    return rates


def parse_database_url(url: str, *, conn_max_age: int = 0, base_dir: Path | None = None) -> dict:
    """Turn a DATABASE_URL into a Django ``DATABASES`` entry.

    Supported:
      * ``postgres://user:pass@host:port/name?sslmode=require`` (also ``postgresql://``);
        query parameters become ``OPTIONS``. Uses Django's PostgreSQL backend, which
        picks psycopg 3 when it is installed.
      * ``sqlite:///relative/path.db`` (relative to ``base_dir`` when given),
        ``sqlite:////absolute/path.db`` and ``sqlite://:memory:``.
    """
    parts = urlsplit(url)
    scheme = parts.scheme.lower()

    if scheme in POSTGRES_SCHEMES:
        name = unquote(parts.path.lstrip("/"))
        if not name:
            raise ImproperlyConfigured("DATABASE_URL for PostgreSQL must name a database")
        config = {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": name,
            "USER": unquote(parts.username or ""),
            "PASSWORD": unquote(parts.password or ""),
            "HOST": parts.hostname or "",
            "PORT": str(parts.port) if parts.port else "",
            "CONN_MAX_AGE": conn_max_age,
            "CONN_HEALTH_CHECKS": conn_max_age != 0,
            "OPTIONS": dict(parse_qsl(parts.query)),
        }
        return config

    if scheme in SQLITE_SCHEMES:
        if parts.netloc == ":memory:" or parts.path in ("", "/", "/:memory:"):
            name: str | Path = ":memory:"
        else:
            # sqlite:///rel.db -> path "/rel.db"; sqlite:////abs.db -> path "//abs.db".
            raw_path = unquote(parts.path[1:])
            path = Path(raw_path)
            if not path.is_absolute() and base_dir is not None:
                path = base_dir / path
            name = str(path)
        return {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": name,
            "CONN_MAX_AGE": conn_max_age,
            "OPTIONS": dict(SQLITE_OPTIONS),
        }

    raise ImproperlyConfigured(
        f"Unsupported DATABASE_URL scheme {parts.scheme!r}; use postgres:// or sqlite://"
    )
