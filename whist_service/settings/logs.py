"""Logging: one JSON object a line, each with the request id that caused it."""

from __future__ import annotations

import os

from django.core.exceptions import ImproperlyConfigured

from whist_service.settings.base import DEBUG

# --- Logging ----------------------------------------------------------------------------

# One JSON object a line (core/logs.py), each with the request id that caused it;
# LOG_FORMAT=text for plain lines (the default with DEBUG on).
LOG_FORMAT = os.environ.get("LOG_FORMAT", "text" if DEBUG else "json")
if LOG_FORMAT not in ("json", "text"):
    raise ImproperlyConfigured(f"LOG_FORMAT must be json or text, not {LOG_FORMAT!r}")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "core.logs.RequestIdFilter"}},
    "formatters": {
        "json": {"()": "core.logs.JsonFormatter"},
        "text": {"format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"},
    },
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": LOG_FORMAT,
                             "filters": ["request_id"]}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    # Django logs every 4xx/5xx again as "Bad Request: ..."; the request line says it already.
    # httpx logs each request's URL at INFO, and a push URL holds a device's token.
    "loggers": {"django.request": {"level": "ERROR"}, "httpx": {"level": "WARNING"},
                "httpcore": {"level": "WARNING"}},
}
