"""Django's sync views under an ASGI server, the way a threaded WSGI server runs them.

Django's own ASGI handler runs each request's sync middleware and views in a thread made for
that request (``ThreadSensitiveContext``), so every request opens a database connection of its
own: persistent connections (``CONN_MAX_AGE``) cannot work, and measured on this service it made
moves twice as slow as gunicorn's gthread workers.  Here the WSGI application runs in a fixed
pool of ``WHIST_WEB_THREADS`` threads (4), each keeping its connection as under gthread, and
the answer is sent from the event loop.  (The streams never come here: ``live.sse``.)

A streaming response (``StreamingHttpResponse``: ``GET /me/export``) is not joined into one
body: it is read in a thread of its own, so that it holds none of the pool's threads while a
client downloads it, and each piece is sent as it comes, at most a few pieces ahead of the
client (backpressure).  That thread reads the database on a connection of its own, closed at
the end.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import threading
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from tempfile import SpooledTemporaryFile
from typing import Any

from asgiref.wsgi import WsgiToAsgiInstance

logger = logging.getLogger("whist_service.asgi_bridge")
PIECES_AHEAD = 8
_FAILED = object()


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
        if isinstance(content, bytes):
            await send({"type": "http.response.body", "body": content})
        else:
            await _stream(content, send)

    def _run(self, scope: dict[str, Any], body: Any) -> tuple[dict[str, Any], Any]:
        """The response's start and its body (bytes), or a streaming response's pieces still to
        be read (by :func:`_stream`, which closes them)."""
        instance = WsgiToAsgiInstance(self.application)
        instance.scope = scope
        environ = instance.build_environ(scope, body)
        result = self.application(environ, instance.start_response)
        if getattr(result, "streaming", False):
            return instance.response_start, result
        try:
            content = b"".join(result)
        finally:
            close = getattr(result, "close", None)
            if close is not None:
                close()
        return instance.response_start, content


def _put(loop: asyncio.AbstractEventLoop, queue: asyncio.Queue[Any], item: Any,
         gone: threading.Event) -> bool:
    """Hand ``item`` to the event loop, waiting while the queue is full; False once the client
    has gone (nobody will take it)."""
    future = asyncio.run_coroutine_threadsafe(queue.put(item), loop)
    while True:
        try:
            future.result(timeout=1)
            return True
        except concurrent.futures.TimeoutError:
            if gone.is_set():
                future.cancel()
                return False


async def _stream(pieces: Iterable[bytes], send: Any) -> None:
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[Any] = asyncio.Queue(maxsize=PIECES_AHEAD)
    gone = threading.Event()

    def read() -> None:
        from django.db import connections

        end: Any = _FAILED
        try:
            for piece in pieces:
                if piece and not _put(loop, queue, piece, gone):
                    return
            end = None
        except Exception:
            logger.exception("a streamed response failed")
        finally:
            try:
                close = getattr(pieces, "close", None)
                if close is not None:
                    close()
            finally:
                connections.close_all()
                _put(loop, queue, end, gone)

    threading.Thread(target=read, name="web-stream", daemon=True).start()
    try:
        while (piece := await queue.get()) is not None:
            if piece is _FAILED:  # cut the connection: a client must not take it as whole
                raise RuntimeError("the streamed response failed")
            await send({"type": "http.response.body", "body": piece, "more_body": True})
        await send({"type": "http.response.body", "body": b""})
    finally:
        gone.set()
