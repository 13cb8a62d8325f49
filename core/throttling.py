"""Throttling shared by the API apps (rates: ``DEFAULT_THROTTLE_RATES`` in settings)."""

from __future__ import annotations

import contextlib
from typing import Any

from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache
from django.core.exceptions import ImproperlyConfigured
from rest_framework.permissions import SAFE_METHODS
from rest_framework.settings import api_settings
from rest_framework.throttling import BaseThrottle
from rest_framework.throttling import ScopedRateThrottle as DRFScopedRateThrottle


class WritesThrottled:
    """Apply the view's ``throttle_scope`` to its writes only, on a view that also serves a
    list: clients poll lists, and a poll must not use up the allowance for creating things."""

    def get_throttles(self) -> list[BaseThrottle]:
        if self.request.method in SAFE_METHODS:  # type: ignore[attr-defined]
            return []
        throttles: list[Any] = super().get_throttles()  # type: ignore[misc]
        return throttles


_WINDOW_HIT = """
local window, weight = tonumber(ARGV[1]), tonumber(ARGV[2])
local latest = tonumber(redis.call('GET', KEYS[1] .. ':latest') or ARGV[1])
if latest > window then window, weight = latest, 1 end
redis.call('SET', KEYS[1] .. ':latest', string.format('%d', window), 'PX', ARGV[4])
local current = KEYS[1] .. ':' .. string.format('%d', window)
local n = redis.call('INCR', current)
if n == 1 then redis.call('PEXPIRE', current, ARGV[4]) end
local previous = tonumber(redis.call('GET', KEYS[1] .. ':' .. string.format('%d', window - 1))
                          or '0')
if previous * weight + n > tonumber(ARGV[3]) then
  redis.call('DECR', current)
  return {0, n - 1, previous, string.format('%d', window)}
end
return {1, n, previous, string.format('%d', window)}
"""


def window_hit(key: str, *, limit: int, duration: int, now: float) -> tuple[bool, float]:
    """Count one request against ``limit`` per ``duration`` seconds under ``key``, atomically:
    whether it is allowed, and if not the seconds until one would be.

    A sliding window estimated from two fixed ones (this window's count, and the last one's
    weighted by how much of it still overlaps), so there is no burst of twice the limit at a
    window's edge.  Each request takes its own number from an atomic increment before any
    check, so concurrent requests cannot all pass a check that none has counted yet (DRF's
    throttle reads a list, checks it and writes it back: an outside probe got 40 sign-ins
    through a limit of 30 in one burst).  A refused request is not counted.  A request that
    reaches the count after one of a later window was counted (it read the clock first, then
    waited for a core) counts in that later window, as if at its start: counted in its own,
    beside none of the later ones, it had a whole window's allowance to itself.  On Redis it
    is one round trip (a script); on another cache, the backend's own atomic ``incr``."""
    window = int(now // duration)
    weight = 1 - (now - window * duration) / duration
    client = _redis_client()
    if client is not None:
        allowed, count, before, counted_in = client.eval(
            _WINDOW_HIT, 1, cache.make_and_validate_key(key), window, repr(weight), limit,
            int(2 * duration * 1000))
        if allowed:
            return True, 0.0
        counted_in = int(counted_in)
    else:
        latest = cache.get(f"{key}:latest", window)
        if latest > window:
            window, weight = latest, 1.0
        cache.set(f"{key}:latest", window, timeout=2 * duration)
        counted_in = window
        current, previous = f"{key}:{window}", f"{key}:{window - 1}"
        cache.add(current, 0, timeout=2 * duration)
        try:
            count = cache.incr(current)
        except ValueError:  # expired between the two calls
            cache.set(current, count := 1, timeout=2 * duration)
        before = cache.get(previous, 0)
        if before * weight + count <= limit:
            return True, 0.0
        with contextlib.suppress(ValueError):
            cache.decr(current)
        count -= 1
    elapsed = max(0.0, now - counted_in * duration)
    return False, _wait(limit, duration, elapsed, count, before)


def _wait(limit: int, duration: int, elapsed: float, count: int, before: int) -> float:
    """Until the last window's weight has fallen enough for one more, or this one ends."""
    if before and count < limit:
        return max(1.0, duration * (1 - (limit - count - 1) / before) - elapsed)
    return max(1.0, duration - elapsed)


def _redis_client() -> Any:
    """The Redis connection behind the default cache, when it is Django's Redis backend
    (``cache`` is a proxy: the backend itself is ``caches["default"]``)."""
    backend = caches["default"]
    if isinstance(backend, RedisCache):
        return backend._cache.get_client(None, write=True)
    return None


class ScopedRateThrottle(DRFScopedRateThrottle):
    """DRF's scoped throttle (the same scopes, rates and keys), counted by :func:`window_hit`.
    The rates are read when a request comes, so a changed setting applies at once."""

    def get_rate(self) -> str | None:
        try:
            return api_settings.DEFAULT_THROTTLE_RATES[self.scope]
        except KeyError:
            raise ImproperlyConfigured(f"No throttle rate set for the {self.scope!r} scope") \
                from None

    def allow_request(self, request: Any, view: Any) -> bool:
        self.scope = getattr(view, self.scope_attr, None)
        if not self.scope:
            return True
        self.rate = self.get_rate()
        if self.rate is None:  # a scope switched off
            return True
        self.num_requests, self.duration = self.parse_rate(self.rate)
        self.key = self.get_cache_key(request, view)
        if self.key is None:
            return True
        allowed, self._wait_seconds = window_hit(
            self.key, limit=self.num_requests, duration=self.duration, now=self.timer())
        return allowed

    def wait(self) -> float:
        return self._wait_seconds
