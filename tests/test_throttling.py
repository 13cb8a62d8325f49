"""The throttle counts atomically: a burst of concurrent requests gets exactly the limit
through, on the shared Redis cache of production and on the in-process cache alike."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from django.conf import settings as django_settings
from django.core.cache import cache

from core.throttling import window_hit

REDIS_CACHE = {"default": {"BACKEND": "core.cache.RedisCache",
                           "LOCATION": django_settings.REDIS_URL, "KEY_PREFIX": "whist-test"}}


@pytest.fixture(params=["locmem", "redis"])
def shared_cache(request, settings):
    if request.param == "redis":
        settings.CACHES = REDIS_CACHE
    cache.clear()
    yield request.param
    cache.clear()


def test_a_concurrent_burst_gets_exactly_the_limit_through(shared_cache):
    now = 1_000_000 * 60 + 5.0  # early in a window, with nothing counted in the last one
    with ThreadPoolExecutor(max_workers=16) as pool:
        answers = list(pool.map(lambda _: window_hit("burst", limit=10, duration=60, now=now),
                                range(40)))
    allowed = [ok for ok, _ in answers if ok]
    assert len(allowed) == 10
    assert all(1 <= wait <= 60 for ok, wait in answers if not ok)


def test_the_last_window_still_counts_for_the_part_that_overlaps(shared_cache):
    start = 2_000_000 * 60.0
    for _ in range(10):
        assert window_hit("slide", limit=10, duration=60, now=start + 50)[0]
    # A quarter into the next window, three quarters of the last one's ten still count
    # (7.5): two more fit (9.5), a third would make 10.5.
    allowed = sum(window_hit("slide", limit=10, duration=60, now=start + 75)[0]
                  for _ in range(10))
    assert allowed == 2
    ok, wait = window_hit("slide", limit=10, duration=60, now=start + 75)
    assert not ok and 0 < wait <= 60


def test_on_redis_a_request_is_counted_in_one_round_trip(settings, monkeypatch):
    """The script path, not the cache's add, incr and get: one command sent to Redis."""
    settings.CACHES = REDIS_CACHE
    cache.clear()
    from redis.client import Redis

    sent: list[str] = []
    original = Redis.execute_command

    def counted(self, *args, **options):
        sent.append(str(args[0]))
        return original(self, *args, **options)

    monkeypatch.setattr(Redis, "execute_command", counted)
    assert window_hit("one-trip", limit=10, duration=60, now=3_000_000 * 60.0)[0]
    monkeypatch.undo()
    cache.clear()
    assert sent == ["EVALSHA"] or sent == ["EVAL"]


def test_a_request_that_reaches_the_count_late_counts_in_the_newest_window(shared_cache):
    """Under load a request can read the clock just before a window's end and reach the count
    after others have been counted in the next window.  Counted in its own (older) window,
    beside none of them, it went through a full window's allowance: a burst of sign-ins at a
    window's edge got 11 through a limit of 10.  It counts in the newest window instead."""
    edge = 4_000_000 * 60.0
    for _ in range(3):
        assert window_hit("edge", limit=10, duration=60, now=edge - 0.5)[0]
    assert sum(window_hit("edge", limit=10, duration=60, now=edge + 0.01)[0]
               for _ in range(10)) == 7  # 3 from the window before, nearly whole, and 7
    late = [window_hit("edge", limit=10, duration=60, now=edge - 0.01) for _ in range(5)]
    assert not any(ok for ok, _ in late)
    assert all(wait >= 1 for _, wait in late)
