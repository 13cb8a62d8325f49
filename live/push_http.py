"""HTTP for the phones' push services (FCM, APNs): one event loop per worker process, in a
thread of its own, holding one ``httpx.AsyncClient`` whose connections outlive a task.

APNs wants one HTTP/2 connection kept open for many pushes (Apple treats a connection opened
per push as a denial of service), and a sync client offers no deadline for a whole request
(its timeouts are per operation).  Here each request runs on the loop under
``asyncio.timeout``: cancelled at the deadline wherever it is, the lookup, TLS and reading the
answer included.  The push services' URLs are settings, not anything a user gave, so the SSRF
guard of :mod:`core.outbound` has nothing to check.
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import httpx

T = TypeVar("T")
_lock = threading.Lock()
_state: dict[str, Any] = {}


def _loop() -> tuple[asyncio.AbstractEventLoop, httpx.AsyncClient]:
    """This process's loop and client, made on first use (after a prefork worker's fork: a
    loop thread does not survive one, so a new process makes its own)."""
    with _lock:
        if _state.get("pid") != os.getpid():
            loop = asyncio.new_event_loop()
            threading.Thread(target=loop.run_forever, daemon=True, name="push-http").start()

            async def make() -> httpx.AsyncClient:
                return httpx.AsyncClient(http2=True, follow_redirects=False,
                                         limits=httpx.Limits(max_connections=20))

            client = asyncio.run_coroutine_threadsafe(make(), loop).result()
            _state.update(pid=os.getpid(), loop=loop, client=client)
        return _state["loop"], _state["client"]


def run(request: Callable[[httpx.AsyncClient], Awaitable[T]], *, timeout: float) -> T:
    """``request(client)`` on the push loop, all of it within ``timeout`` seconds
    (``TimeoutError`` past it)."""
    loop, client = _loop()

    async def bounded() -> T:
        async with asyncio.timeout(timeout):
            return await request(client)

    future = asyncio.run_coroutine_threadsafe(bounded(), loop)
    try:
        return future.result(timeout + 5)
    except TimeoutError:
        future.cancel()
        raise
