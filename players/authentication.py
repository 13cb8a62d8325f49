"""Token authentication of per-device tokens (django-rest-knox), in one query a request, or
none while the token is in the cache.

knox also deletes the user's other expired tokens on every request, one more query each
time; here they are deleted when the user next signs in (``players.services.tokens.token_create``)
and never listed meanwhile, so a request reads only its own token row (with its user).

With ``WHIST_TOKEN_CACHE_SECONDS`` (on by default with a shared cache, ``CACHE_URL``), a token
that authenticated is kept in the cache for that long under its digest, so most requests read
nothing from the database to know who is asking.  Every way a token stops working (sign out, a
password change, a closed account) deletes its entry at once (``players.services.tokens``), so a
revoked token is refused from the next request on, in every process.

Deleting the entry is not enough on its own: a request that read the token's row on another
connection before the revocation committed would cache it again for the whole cache time.  So
once a revocation commits it also leaves a tombstone under the digest, for longer than an entry
lives, and a token with a tombstone is refused whatever the cache holds (one ``get_many``
reads both).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth.backends import ModelBackend
from django.core.cache import cache
from django.utils import timezone
from knox.auth import TokenAuthentication as KnoxTokenAuthentication
from knox.crypto import hash_token
from rest_framework.exceptions import AuthenticationFailed

from players.models import DeviceToken
from players.selectors import login_username


def token_cache_key(digest: str) -> str:
    return f"device-token:{digest}"


def token_tombstone_key(digest: str) -> str:
    return f"device-token-revoked:{digest}"


def tombstone_seconds() -> int:
    """Longer than a cache entry lives, and than a request takes between reading a token's
    row and caching it."""
    return settings.WHIST_TOKEN_CACHE_SECONDS + 120


class TokenAuthentication(KnoxTokenAuthentication):
    def authenticate_credentials(self, token: bytes) -> tuple[Any, DeviceToken]:
        seconds = settings.WHIST_TOKEN_CACHE_SECONDS
        if not seconds:
            return super().authenticate_credentials(token)
        digest = hash_token(token.decode("utf-8", errors="replace"))
        key, tombstone = token_cache_key(digest), token_tombstone_key(digest)
        found = cache.get_many([key, tombstone])
        if tombstone in found:
            raise AuthenticationFailed("Invalid token.")
        cached = found.get(key)
        if cached is not None:
            user, auth_token = cached
            if auth_token.expiry is None or auth_token.expiry > timezone.now():
                return user, auth_token
        user, auth_token = super().authenticate_credentials(token)
        cache.set(key, (user, auth_token), timeout=seconds)
        return user, auth_token

    def _cleanup_token(self, auth_token: DeviceToken) -> bool:
        """Whether ``auth_token`` has expired (it is deleted then, as knox does)."""
        if auth_token.expiry is not None and auth_token.expiry < timezone.now():
            auth_token.delete()
            return True
        return False


class UsernameOrEmailBackend(ModelBackend):
    """Django's own check of a password, for a username or an account's verified email
    address (the admin's login uses it; the API's sign-in resolves the name first, so that its
    failed sign-ins are counted per account)."""

    def authenticate(self, request: Any, username: str | None = None,
                     password: str | None = None, **kwargs: Any) -> Any:
        if username is not None:
            username = login_username(login=username)
        return super().authenticate(request, username=username, password=password, **kwargs)
