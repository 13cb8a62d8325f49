"""Django's sync views under an ASGI server, the way a threaded WSGI server runs them.

Django's own ASGI handler runs each request's sync middleware and views in a thread made for
that request (``ThreadSensitiveContext``), so every request opens a database connection of its
own: persistent connections (``CONN_MAX_AGE``) cannot work, and measured on this service it made
moves twice as slow as gunicorn's gthread workers.  Here the WSGI application runs in a fixed
pool of ``WHIST_WEB_THREADS`` threads (4), each keeping its connection as under gthread, and
the answer is sent from the event loop.  (The streams never come here: ``live.sse``.)
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from tempfile import SpooledTemporaryFile
from typing import Any

from asgiref.wsgi import WsgiToAsgiInstance


class ThreadedWsgi:
    def __init__(self, wsgi_application: Callable[..., Any], threads: int) -> None:
        self.application = wsgi_application
        self.pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="web")

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        body = SpooledTemporaryFile(max_size=65536)  # noqa: SIM115 - closed below
        try:
            while True:
                message = await receive()
                if message["type"] == "http.disconnect":
                    return
                body.write(message.get("body", b""))
                if not message.get("more_body"):
                    break
            body.seek(0)
            start, content = await asyncio.get_running_loop().run_in_executor(
                self.pool, self._run, scope, body)
        finally:
            body.close()
        await send(start)
        await send({"type": "http.response.body", "body": content})

    def _run(self, scope: dict[str, Any], body: Any) -> tuple[dict[str, Any], bytes]:
        instance = WsgiToAsgiInstance(self.application)
        instance.scope = scope
        environ = instance.build_environ(scope, body)
        result = self.application(environ, instance.start_response)
        try:
            content = b"".join(result)
        finally:
            close = getattr(result, "close", None)
            if close is not None:
                close()
        return instance.response_start, content
