"""Django's Redis cache, with one Redis client object per connection pool.

Django's backend builds a new ``redis.Redis`` for every cache call (its constructor fills a
table of some 700 response callbacks): four times a move (the token, the throttle, ...), about
a twentieth of a move's Python time.  The client holds no state of its own beyond its pool, so
one is kept and reused.
"""

from __future__ import annotations

from typing import Any

from django.core.cache.backends.redis import RedisCache as DjangoRedisCache
from django.core.cache.backends.redis import RedisCacheClient


class _ReusedClient(RedisCacheClient):
    def get_client(self, key: Any = None, *, write: bool = False) -> Any:
        index = self._get_connection_pool_index(write)
        clients: dict[int, Any] = self.__dict__.setdefault("_clients", {})
        client = clients.get(index)
        if client is None:
            client = clients[index] = self._client(
                connection_pool=self._get_connection_pool(write))
        return client


class RedisCache(DjangoRedisCache):
    def __init__(self, server: Any, params: dict[str, Any]) -> None:
        super().__init__(server, params)
        self._class = _ReusedClient
