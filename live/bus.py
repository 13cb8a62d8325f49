"""Redis pub/sub between the processes that change things and the ones holding streams.

A write publishes *after its transaction commits* (``transaction.on_commit``; a rolled back
one publishes nothing): web processes and Celery workers alike.  Every web process keeps one
shared subscriber (:class:`Hub`, one Redis connection per process, on a pattern covering this
database's channels) and hands each message to the streams open on its channel.

Channels are named after the database (``whist:<db name>:game:<id>``, ``...:user:<id>``), so two
deployments or test runs sharing a Redis server never see each other's games.  Without
``REDIS_URL`` nothing is published and the streams poll the database instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator, Iterator
from contextvars import ContextVar
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import connections

logger = logging.getLogger("live.bus")

RESYNC = {"resync": True}
"""Put on every stream's queue after the subscriber lost its connection: messages may have been
missed, so each stream reads the database again from its last seq."""

REVOKED = {"revoked": True}
"""Put on the queues of the streams opened with a device token that was just signed out: the
stream tells its client and closes."""


def iso(moment: datetime | None) -> str | None:
    """A datetime as the API renders it (DRF's encoder: ISO 8601, ``Z`` for UTC)."""
    if moment is None:
        return None
    text = moment.isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def enabled() -> bool:
    return bool(settings.REDIS_URL)


def prefix() -> str:
    configured = getattr(settings, "WHIST_STREAM_CHANNEL_PREFIX", "")
    return configured or f"whist:{connections['default'].settings_dict['NAME']}:"


def game_channel(game_id: int) -> str:
    return f"{prefix()}game:{game_id}"


def user_channel(user_id: int) -> str:
    return f"{prefix()}user:{user_id}"


def revoked_channel() -> str:
    """Where signed-out devices' token digests are announced to every web process."""
    return f"{prefix()}revoked"


_client: Any = None


def redis_client() -> Any:
    global _client
    if _client is None:
        import redis

        _client = redis.Redis.from_url(settings.REDIS_URL, socket_timeout=5,
                                       socket_connect_timeout=5, health_check_interval=30)
    return _client


_batch: ContextVar[list[tuple[str, dict[str, Any]]] | None] = ContextVar(
    "publish_batch", default=None)


@contextlib.contextmanager
def publishes_batched() -> Iterator[None]:
    """Around a request's transaction: what its commit hooks publish (a move's events, its
    notifications) goes to Redis in one round trip when the block ends, not one each.  Only
    committed transactions run their hooks, so a rolled back one still publishes nothing."""
    if _batch.get() is not None:
        yield
        return
    pending: list[tuple[str, dict[str, Any]]] = []
    token = _batch.set(pending)
    try:
        yield
    finally:
        _batch.reset(token)
        publish_many(pending)


def publish_many(messages: list[tuple[str, dict[str, Any]]]) -> None:
    """Publish now (call it from ``on_commit``), or at the end of :func:`publishes_batched`.
    A failure is logged, never raised: the move is committed, and a stream that missed the
    message catches up from the database on its next message or reconnect."""
    if not messages or not enabled():
        return
    pending = _batch.get()
    if pending is not None:
        pending.extend(messages)
        return
    try:
        pipe = redis_client().pipeline(transaction=False)
        for channel, payload in messages:
            pipe.publish(channel, json.dumps(payload, separators=(",", ":")))
        pipe.execute()
    except Exception:  # noqa: BLE001 - Redis down must not fail a committed move
        logger.exception("could not publish %d stream messages", len(messages))


class Hub:
    """One subscriber per process: a pattern subscription on this database's channels, and the
    queues of the streams open in this process, by channel."""

    def __init__(self) -> None:
        self.listeners: dict[str, set[asyncio.Queue[dict[str, Any]]]] = {}
        self.by_token: dict[str, set[asyncio.Queue[dict[str, Any]]]] = {}
        self.ready = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self.task is None or self.task.done():
            self.task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        import redis.asyncio as aioredis

        pattern = prefix() + "*"
        delay = 0.1
        lost = False
        while True:
            client = aioredis.Redis.from_url(settings.REDIS_URL, socket_connect_timeout=5)
            pubsub = client.pubsub(ignore_subscribe_messages=False)
            try:
                await pubsub.psubscribe(pattern)
                async for message in pubsub.listen():
                    kind = message.get("type")
                    if kind == "psubscribe":
                        self.ready.set()
                        delay = 0.1
                        if lost:  # whatever was published meanwhile must be read again
                            self._broadcast(RESYNC)
                            lost = False
                    elif kind == "pmessage":
                        self._dispatch(message["channel"], message["data"])
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - reconnect whatever went wrong
                logger.warning("stream subscriber lost Redis; reconnecting", exc_info=True)
            finally:
                self.ready.clear()
                lost = True
                with contextlib.suppress(Exception):
                    await pubsub.aclose()
                    await client.aclose()
            await asyncio.sleep(delay)
            delay = min(delay * 2, 5.0)

    def _dispatch(self, channel: bytes | str, data: bytes | str) -> None:
        name = channel.decode() if isinstance(channel, bytes) else channel
        if name == revoked_channel():
            self._revoke(data)
            return
        queues = self.listeners.get(name)
        if not queues:
            return
        try:
            payload = json.loads(data)
        except ValueError:
            return
        for queue in queues:
            queue.put_nowait(payload)

    def _revoke(self, data: bytes | str) -> None:
        try:
            tokens = json.loads(data)["tokens"]
        except (ValueError, KeyError, TypeError):
            return
        for token in tokens:
            for queue in self.by_token.get(token, ()):
                queue.put_nowait(REVOKED)

    def _broadcast(self, payload: dict[str, Any]) -> None:
        for queues in self.listeners.values():
            for queue in queues:
                queue.put_nowait(payload)

    @contextlib.asynccontextmanager
    async def listen(self, channel: str, token: str = ""
                     ) -> AsyncIterator[asyncio.Queue[dict[str, Any]]]:
        """A queue receiving the channel's messages from now on (the subscription is live when
        this returns, so a read of the database afterwards misses nothing), and
        :data:`REVOKED` once ``token`` (a device token's digest) is signed out."""
        self.start()
        await asyncio.wait_for(self.ready.wait(), timeout=10)
        queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        index = [(self.listeners, channel)] + ([(self.by_token, token)] if token else [])
        for table, key in index:
            table.setdefault(key, set()).add(queue)
        try:
            yield queue
        finally:
            for table, key in index:
                queues = table.get(key)
                if queues is not None:
                    queues.discard(queue)
                    if not queues:
                        del table[key]


_hubs: dict[int, Hub] = {}


def hub() -> Hub:
    """This event loop's hub (one per process in practice)."""
    loop = asyncio.get_running_loop()
    found = _hubs.get(id(loop))
    if found is None:
        found = _hubs[id(loop)] = Hub()
    return found
