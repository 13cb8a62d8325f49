"""How many streams one account may hold open: ``WHIST_STREAMS_PER_USER`` across every web
process.

A held stream costs a web process memory and a place in every fan-out, so one account must not
hold thousands (an outside probe held 4,000). Each open stream takes a slot: a member of a
Redis sorted set per user, scored by when its lease runs out. A stream renews its lease as it
runs and gives the slot back when it closes; a web process that dies leaves slots that lapse
with their lease. Taking a slot (drop the lapsed ones, count, add) is one Lua script, so
streams opened at the same moment cannot overshoot the limit. Without Redis (development, one
web process) the slots are counted in the process.
"""

from __future__ import annotations

import logging
import time
import uuid
from typing import Any

from django.conf import settings

from live import bus

logger = logging.getLogger("live.streams")

_TAKE = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1
"""

_local: dict[int, dict[str, float]] = {}
_clients: dict[int, Any] = {}


def lease_seconds() -> float:
    """Three heartbeats: a stream renews its slot at least once a heartbeat."""
    return max(3 * settings.WHIST_STREAM_HEARTBEAT_SECONDS, 5.0)


def _key(user_id: int) -> str:
    return f"{bus.prefix()}streams:{user_id}"


def _client() -> Any:
    """This event loop's Redis client for commands (the hub's connection only subscribes)."""
    import asyncio

    import redis.asyncio as aioredis

    loop = id(asyncio.get_running_loop())
    if loop not in _clients:
        _clients[loop] = aioredis.Redis.from_url(settings.REDIS_URL, socket_timeout=5,
                                                 socket_connect_timeout=5)
    return _clients[loop]


class Slot:
    """One open stream's place in its account's allowance."""

    def __init__(self, user_id: int) -> None:
        self.user_id = user_id
        self.id = uuid.uuid4().hex
        self.renew_at = 0.0

    async def take(self) -> bool:
        """False when the account already holds ``WHIST_STREAMS_PER_USER`` streams."""
        limit = settings.WHIST_STREAMS_PER_USER
        now, lease = time.time(), lease_seconds()
        self.renew_at = time.monotonic() + lease / 3
        if not bus.enabled():
            held = _local.setdefault(self.user_id, {})
            for member in [m for m, until in held.items() if until <= now]:
                del held[member]
            if len(held) >= limit:
                return False
            held[self.id] = now + lease
            return True
        try:
            taken = await _client().eval(_TAKE, 1, _key(self.user_id), now, now + lease,
                                         self.id, limit, int(lease) + 60)
        except Exception:  # noqa: BLE001 - Redis trouble must not refuse every stream
            logger.warning("could not count the streams of user %s", self.user_id,
                           exc_info=True)
            return True
        return bool(taken)

    async def renew(self) -> None:
        """Move the lease on, at most every third of it."""
        if time.monotonic() < self.renew_at:
            return
        lease = lease_seconds()
        self.renew_at = time.monotonic() + lease / 3
        until = time.time() + lease
        if not bus.enabled():
            _local.setdefault(self.user_id, {})[self.id] = until
            return
        try:
            await _client().zadd(_key(self.user_id), {self.id: until}, xx=True)
        except Exception:  # noqa: BLE001 - a lapsed slot is counted again at the next renewal
            self.renew_at = 0.0

    async def give_back(self) -> None:
        if not bus.enabled():
            _local.get(self.user_id, {}).pop(self.id, None)
            return
        try:
            await _client().zrem(_key(self.user_id), self.id)
        except Exception:  # noqa: BLE001 - it lapses with its lease
            pass
