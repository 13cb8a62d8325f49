"""The stream endpoints as a plain ASGI application (Server-Sent Events).

``whist_service.asgi`` sends ``GET /api/v1/games/{id}/stream`` and ``GET /api/v1/stream`` here
and everything else to Django.  A held stream is a coroutine waiting on its queue: no thread,
and no database connection (each read runs in a pool thread that closes its connection before
it returns).  Order of a stream's start: subscribe, read the backlog after the client's last
seq, then forward live messages whose seq follows on; a message that does not follow on (one
was missed, or came early) is answered by reading the database again.  So every event arrives
once, in order.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import Callable
from typing import Any, TypeVar
from urllib.parse import parse_qs

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import connections

from core.api_version import VERSION_HEADER, api_version
from live import bus
from live.stream_auth import Opened, StreamRefused, stream_open, token_valid
from live.stream_slots import Slot

logger = logging.getLogger("live.streams")
request_logger = logging.getLogger("whist.request")

GAME_PATH = re.compile(r"^/api/v1/games/(?P<game_id>[0-9]{1,18})/stream$")
USER_PATH = "/api/v1/stream"
T = TypeVar("T")

PING = b": ping\n\n"
END = b"event: end\ndata: {}\n\n"
REVOKED = (b'event: revoked\ndata: {"code":"token_revoked","message":"This device was signed '
           b'out; sign in again."}\n\n')


class _Revoked(Exception):
    """The device token the stream was opened with was signed out."""


def is_stream(path: str) -> bool:
    return path == USER_PATH or GAME_PATH.match(path) is not None


def _closing(fn: Callable[..., T]) -> Callable[..., T]:
    def run(*args: Any) -> T:
        try:
            return fn(*args)
        finally:
            connections.close_all()  # this pool thread's: no idle stream keeps one

    return run


async def db(fn: Callable[..., T], *args: Any) -> T:
    return await sync_to_async(_closing(fn), thread_sensitive=False)(*args)


def _headers(scope: dict[str, Any]) -> dict[str, str]:
    return {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}


def _cors(headers: dict[str, str]) -> list[tuple[bytes, bytes]]:
    origin = headers.get("origin")
    if origin and origin in settings.CORS_ALLOWED_ORIGINS:
        return [(b"access-control-allow-origin", origin.encode("latin-1")),
                (b"vary", b"origin")]
    return []


async def _json_error(send: Any, refused: StreamRefused, extra: list[tuple[bytes, bytes]]
                      ) -> None:
    body = refused.body()
    await send({"type": "http.response.start", "status": refused.status,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()), *extra]})
    await send({"type": "http.response.body", "body": body})


async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    headers = _headers(scope)
    started = time.perf_counter()
    # Blank values kept, as Django keeps them: ?after= given empty is refused, not unseen.
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True)
    match = GAME_PATH.match(scope["path"])
    cors = [*_cors(headers), (VERSION_HEADER.lower().encode(), api_version().encode())]
    status, user_id = 200, None
    try:
        opened = await db(stream_open, int(match["game_id"]) if match else None, headers, query)
        user_id = opened.user_id
        slot = Slot(opened.user_id)
        if not await slot.take():
            limit = settings.WHIST_STREAMS_PER_USER
            raise StreamRefused(429, "too_many_streams", (
                f"This account already holds {limit} open streams; close one first."),
                {"limit": limit})
        try:
            await _serve(opened, receive, send, cors, slot)
        finally:
            await slot.give_back()
    except StreamRefused as refused:
        status = refused.status
        await _json_error(send, refused, cors)
    finally:
        request_logger.info("%s %s %s", scope["method"], scope["path"], status, extra={
            "method": scope["method"], "path": scope["path"], "status": status,
            "duration_ms": round((time.perf_counter() - started) * 1000, 1),
            "user_id": user_id, "request_id": headers.get("x-request-id", "")[:64] or None})


async def _disconnected(receive: Any) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


def _first_read(opened: Opened) -> Any:
    """The backlog, once the stream listens: a sign-out announced before then was not heard,
    so the token is looked at once more."""
    if not token_valid(opened.token):
        raise StreamRefused(401, "authentication_failed", "Invalid token.")
    return opened.source.backlog(opened.after)


def _still_valid(opened: Opened) -> Any:
    if not token_valid(opened.token):
        raise _Revoked
    return None


async def _serve(opened: Opened, receive: Any, send: Any, cors: list[tuple[bytes, bytes]],
                 slot: Slot) -> None:
    source, last = opened.source, opened.after
    heartbeat = settings.WHIST_STREAM_HEARTBEAT_SECONDS
    listening = bus.hub().listen(source.channel, opened.token) if bus.enabled() else None
    queue = None
    if listening is not None:
        try:
            queue = await listening.__aenter__()
        except TimeoutError:  # Redis is not answering: read the database meanwhile
            logger.warning("no stream subscriber (Redis); this stream polls the database")
            listening = None
    disconnect = asyncio.ensure_future(_disconnected(receive))
    try:
        batch = await db(_first_read, opened)  # after subscribing: nothing falls between
        await send({"type": "http.response.start", "status": 200, "headers": [
            (b"content-type", b"text/event-stream; charset=utf-8"),
            (b"cache-control", b"no-cache, no-transform"), (b"x-accel-buffering", b"no"),
            *cors]})
        await send({"type": "http.response.body", "body": b": stream\n\n", "more_body": True})
        while True:
            fresh = [f for seq, f in batch.frames if seq > last]
            if batch.frames:
                last = max(last, batch.frames[-1][0])
            if batch.ended:
                await send({"type": "http.response.body", "body": b"".join([*fresh, END])})
                return
            if fresh or batch.talk:
                await send({"type": "http.response.body", "body": b"".join(
                    [*fresh, *batch.talk]), "more_body": True})
            try:
                batch = await _next(opened, queue, disconnect, last, heartbeat, send, slot)
            except _Revoked:
                await send({"type": "http.response.body", "body": REVOKED})
                return
            if batch is None:
                return
    finally:
        disconnect.cancel()
        if listening is not None:
            await listening.__aexit__(None, None, None)


async def _next(opened: Opened, queue: asyncio.Queue[dict[str, Any]] | None,
                disconnect: asyncio.Future[None], last: int, heartbeat: float, send: Any,
                slot: Slot) -> Any:
    """The next frames to send (heartbeats meanwhile), or None once the client has gone;
    :class:`_Revoked` once the stream's device was signed out."""
    source = opened.source
    idle_until = time.monotonic() + heartbeat
    while True:
        await slot.renew()
        if queue is None:  # no Redis: read the table every WHIST_STREAM_POLL_SECONDS
            wait = min(settings.WHIST_STREAM_POLL_SECONDS, max(idle_until - time.monotonic(), 0))
            done, _ = await asyncio.wait({disconnect}, timeout=wait)
            if done:
                return None
            await db(_still_valid, opened)  # nothing announces a sign-out without Redis
            batch = await db(source.backlog, last)
            if batch.frames or batch.ended:
                return batch
        else:
            getter = asyncio.ensure_future(queue.get())
            done, _ = await asyncio.wait({getter, disconnect}, timeout=heartbeat,
                                         return_when=asyncio.FIRST_COMPLETED)
            if disconnect in done:
                getter.cancel()
                return None
            if getter in done:
                payload = getter.result()
                if payload is bus.REVOKED:
                    raise _Revoked
                if payload is bus.RESYNC:  # a sign-out may have been announced meanwhile
                    await db(_still_valid, opened)
                batch = None if payload is bus.RESYNC else source.message(payload, last)
                if batch is None:
                    batch = await db(source.backlog, last)
                if batch.frames or batch.ended or batch.talk:
                    return batch
                continue
            getter.cancel()
        if time.monotonic() >= idle_until or queue is not None:
            await send({"type": "http.response.body", "body": PING, "more_body": True})
            idle_until = time.monotonic() + heartbeat
