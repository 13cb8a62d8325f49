"""Per-device API tokens: sign-in makes one, a player lists and revokes them, a password change
revokes them all.  The tokens are django-rest-knox's (``players.DeviceToken``): only a digest is
stored, and one unused for ``WHIST_TOKEN_IDLE_SECONDS`` expires."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.core.cache import cache
from django.db import transaction
from django.db.models import Q, QuerySet
from django.utils import timezone

from core.domain_errors import NotFound
from core.domain_events import TokensRevoked, publish
from players.authentication import token_cache_key, token_tombstone_key, tombstone_seconds
from players.models import DeviceToken

DEVICE_NAME_MAX = DeviceToken._meta.get_field("name").max_length


def token_create(*, user: AbstractBaseUser, device: str = "") -> tuple[DeviceToken, str]:
    """A new token for one device; returns the row and the token itself (shown only now).
    The user's expired tokens go now (authentication does not look for them)."""
    DeviceToken.objects.filter(user=user, expiry__lt=timezone.now()).delete()
    return DeviceToken.objects.create(user=user, name=device.strip()[:DEVICE_NAME_MAX])


def tokens_of_user(*, user: AbstractBaseUser) -> QuerySet[DeviceToken]:
    """The user's tokens that still work, oldest first."""
    return DeviceToken.objects.filter(user=user).filter(
        Q(expiry__isnull=True) | Q(expiry__gt=timezone.now())).order_by("created")


def _revoke(tokens: QuerySet[DeviceToken]) -> int:
    """Delete the tokens and forget them in the authentication cache (every process's); once
    the deletion commits, tombstone them there (a request that read a row before the commit
    cannot cache it back) and tell the apps that hold what the tokens opened (streams)."""
    rows = list(tokens.values_list("digest", "user_id"))
    if not rows:
        return 0
    digests = [d for d, _ in rows]
    DeviceToken.objects.filter(digest__in=digests).delete()
    cache.delete_many([token_cache_key(d) for d in digests])
    if settings.WHIST_TOKEN_CACHE_SECONDS:
        transaction.on_commit(lambda: _tombstones_set(digests))
    for user_id in sorted({u for _, u in rows}):
        publish(TokensRevoked(user_id=user_id,
                              digests=tuple(d for d, u in rows if u == user_id)))
    return len(digests)


def _tombstones_set(digests: list[str]) -> None:
    cache.set_many({token_tombstone_key(d): True for d in digests}, timeout=tombstone_seconds())
    cache.delete_many([token_cache_key(d) for d in digests])


def token_revoke(*, token: DeviceToken | None) -> None:
    """Sign this device out (a request authenticated otherwise has no token to revoke)."""
    if token is not None:
        _revoke(DeviceToken.objects.filter(pk=token.pk))


def tokens_revoke(*, user: AbstractBaseUser, keep: DeviceToken | None = None) -> int:
    """Sign every device out (``keep``: all but this one).  Returns how many were revoked."""
    tokens = DeviceToken.objects.filter(user=user)
    if keep is not None:
        tokens = tokens.exclude(pk=keep.pk)
    return _revoke(tokens)


def token_revoke_by_id(*, user: AbstractBaseUser, token_id: str) -> None:
    """Sign one listed device out by its ``id``."""
    deleted = _revoke(DeviceToken.objects.filter(user=user, digest__startswith=token_id)) \
        if len(token_id) == 16 else 0
    if not deleted:
        raise NotFound("token_not_found", "You have no signed-in device with that id.",
                       {"id": token_id})
