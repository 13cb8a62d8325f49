"""ASGI entry point: ``uvicorn whist_service.asgi:application`` (``python3 dev.py serve``), or
gunicorn with uvicorn workers (the Docker image).

The two stream endpoints (``GET /api/v1/games/{id}/stream``, ``GET /api/v1/stream``) are served
by :mod:`live.sse`, a plain ASGI application, so that a held stream is a waiting coroutine and
nothing else: Django's handler would keep a thread for each one for as long as it lasts.
Everything else (the sync DRF views, the admin, static files through WhiteNoise) is Django's,
run in a pool of threads as a threaded WSGI server runs it (:mod:`whist_service.asgi_bridge`
says why).
"""

import os
from typing import Any

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "whist_service.settings")

wsgi_application = get_wsgi_application()  # sets Django up

from django.conf import settings  # noqa: E402

from live import sse  # noqa: E402 - needs the apps loaded
from whist_service.asgi_bridge import ThreadedWsgi  # noqa: E402

django_application = ThreadedWsgi(wsgi_application, threads=settings.WHIST_WEB_THREADS)


async def application(scope: dict[str, Any], receive: Any, send: Any) -> None:
    if scope["type"] == "http" and scope["method"] == "GET" and sse.is_stream(scope["path"]):
        await sse.app(scope, receive, send)
    elif scope["type"] == "lifespan":
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return
    else:
        await django_application(scope, receive, send)
