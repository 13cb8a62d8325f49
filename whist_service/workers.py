"""The gunicorn worker class of the image: uvicorn (ASGI), trusting no proxy header itself.

uvicorn would rewrite the client's address from ``X-Forwarded-For`` when the connection comes
from an address it trusts; the service decides that itself (``TRUSTED_PROXY_COUNT``), as it did
under gunicorn's WSGI workers, so the worker leaves the headers alone."""

from __future__ import annotations

from typing import Any

from uvicorn_worker import UvicornWorker as _UvicornWorker


class UvicornWorker(_UvicornWorker):
    CONFIG_KWARGS: dict[str, Any] = {**_UvicornWorker.CONFIG_KWARGS, "proxy_headers": False}
