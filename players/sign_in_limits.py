"""How many failed sign-ins an account takes, wherever they come from.

A per-address throttle alone lets a guesser spread tries over many addresses (or, before the
trusted-proxy setting, over made-up ``X-Forwarded-For`` headers).  So failures are also counted
per account, and once ``WHIST_LOGIN_FAILURES_LIMIT`` of them fall within
``WHIST_LOGIN_FAILURES_WINDOW`` seconds the account refuses every sign-in, the right password
included, until the window has passed.  The price is that a stranger can keep an account from
signing in for a while; devices already signed in keep their tokens.  Counted from Django's
``user_login_failed`` signal, so the API and the admin share one count.
"""

from __future__ import annotations

import hashlib
import math
import time
from typing import Any

from django.conf import settings
from django.contrib.auth.signals import user_login_failed
from django.core.cache import cache
from django.dispatch import receiver


def _key(username: str) -> str:
    """A digest of the name as typed (trimmed, case folded): any text a client sends makes a
    key of the same short, plain form, which every cache backend takes."""
    digest = hashlib.sha256(username.strip().casefold().encode()).hexdigest()
    return f"sign-in-failures:{digest}"


def sign_in_wait(*, username: str) -> int:
    """Seconds until ``username`` may try to sign in again; 0 when it may now."""
    now, window = time.time(), settings.WHIST_LOGIN_FAILURES_WINDOW
    recent = [t for t in cache.get(_key(username)) or [] if t > now - window]
    if len(recent) < settings.WHIST_LOGIN_FAILURES_LIMIT:
        return 0
    return max(1, math.ceil(recent[0] + window - now))


def sign_in_failure_count(*, username: str) -> None:
    """Remember one failed sign-in: the times of the failures in the current window."""
    now = time.time()
    window = settings.WHIST_LOGIN_FAILURES_WINDOW
    failures = [t for t in cache.get(_key(username)) or [] if t > now - window]
    failures.append(now)
    cache.set(_key(username), failures[-settings.WHIST_LOGIN_FAILURES_LIMIT:], timeout=window)


@receiver(user_login_failed, dispatch_uid="players.sign_in_limits")
def _on_sign_in_failed(sender: Any, credentials: dict[str, Any], **kwargs: Any) -> None:
    username = credentials.get("username")
    if isinstance(username, str) and username:
        sign_in_failure_count(username=username)
