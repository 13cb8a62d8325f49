"""Small helpers that turn environment variables into Django settings.

Kept free of Django settings access so they can be imported and tested on their own.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any
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


SMTP_BACKEND = "live.mail_backend.SmtpBackend"
CONSOLE_BACKEND = "django.core.mail.backends.console.EmailBackend"
_EMAIL_SCHEMES = {  # scheme: (default port, STARTTLS, implicit TLS)
    "smtp": (25, False, False),
    "smtp+starttls": (587, True, False),
    "smtps": (465, False, True),
}


def parse_email_url(url: str) -> dict[str, Any]:
    """Turn an ``EMAIL_URL`` into a mailer (``{"BACKEND", "OPTIONS"}``, as Django's
    ``MAILERS`` entries are written; :func:`mail_settings` makes the settings of it).

    Supported: ``smtp://user:pass@host:port`` (plain, port 25), ``smtp+starttls://...``
    (STARTTLS, port 587), ``smtps://...`` (TLS from the start, port 465), and ``console://``
    (every mail printed by the process that sends it: development).  The user name and the
    password are URL-quoted (``p%40ss`` for ``p@ss``).
    """
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    if scheme == "console":
        return {"BACKEND": CONSOLE_BACKEND, "OPTIONS": {}}
    if scheme not in _EMAIL_SCHEMES:
        raise ImproperlyConfigured(f"Unsupported EMAIL_URL scheme {parts.scheme!r}; use smtp://, "
                                   "smtp+starttls://, smtps:// or console://")
    port, starttls, implicit_tls = _EMAIL_SCHEMES[scheme]
    try:
        port = parts.port or port
    except ValueError:
        raise ImproperlyConfigured("EMAIL_URL has a port that is not a number") from None
    if not parts.hostname or parts.path not in ("", "/"):
        raise ImproperlyConfigured("EMAIL_URL needs a host (and nothing after it but a port)")
    return {"BACKEND": SMTP_BACKEND, "OPTIONS": {
        "host": parts.hostname, "port": port, "username": unquote(parts.username or ""),
        "password": unquote(parts.password or ""), "use_tls": starttls,
        "use_ssl": implicit_tls}}


_LEGACY_EMAIL = {"host": "EMAIL_HOST", "port": "EMAIL_PORT", "username": "EMAIL_HOST_USER",
                 "password": "EMAIL_HOST_PASSWORD", "use_tls": "EMAIL_USE_TLS",
                 "use_ssl": "EMAIL_USE_SSL", "timeout": "EMAIL_TIMEOUT"}


def mail_settings(mailer: dict[str, Any], *, mailers: bool) -> dict[str, Any]:
    """The Django settings of one mailer: ``MAILERS`` (Django 6.1 on, ``mailers``), or the
    ``EMAIL_*`` settings that Django 5.2 reads (6.1 still reads them, with a warning)."""
    if mailers:
        return {"MAILERS": {"default": mailer}}
    found = {"EMAIL_BACKEND": mailer["BACKEND"]}
    found.update({_LEGACY_EMAIL[k]: v for k, v in mailer.get("OPTIONS", {}).items()})
    return found
