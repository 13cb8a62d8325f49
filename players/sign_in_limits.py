"""How many failed sign-ins an account takes, wherever they come from.

A per-address throttle alone lets a guesser spread tries over many addresses (or, before the
trusted-proxy setting, over made-up ``X-Forwarded-For`` headers).  So failures are also counted
per account, and once ``WHIST_LOGIN_FAILURES_LIMIT`` of them fall within a window of
``WHIST_LOGIN_FAILURES_WINDOW`` seconds (from the first), the account refuses every sign-in, the
right password included, until the window has passed.  The price is that a stranger can keep an
account from signing in for a while; devices already signed in keep their tokens.

The count is taken before the password is looked at, in one atomic step: each sign-in first
reserves a place (``cache.incr``), and a sign-in that finds the places taken is refused unread.
A failed check keeps its place (it is a failure now); a sign-in that succeeds gives it back.
Counting after the check instead let a burst of concurrent tries all pass the check of the
count before any was counted (an outside probe got 19 password checks out of 40 against a limit
of 10).  The API's sign-in and the admin's login share the count.
"""

from __future__ import annotations

import hashlib
import math
import time

from django.conf import settings
from django.core.cache import cache


def _keys(username: str) -> tuple[str, str]:
    """Keys from a digest of the name as typed (trimmed, case folded): any text a client
    sends makes a key of the same short, plain form, which every cache backend takes."""
    digest = hashlib.sha256(username.strip().casefold().encode()).hexdigest()
    return f"sign-in-attempts:{digest}", f"sign-in-since:{digest}"


def sign_in_begin(*, username: str) -> int:
    """Reserve a sign-in attempt of ``username``: 0 when its password may be checked now,
    else the seconds until it may try again (nothing reserved then)."""
    window, limit = settings.WHIST_LOGIN_FAILURES_WINDOW, settings.WHIST_LOGIN_FAILURES_LIMIT
    count_key, since_key = _keys(username)
    now = time.time()
    cache.add(since_key, now, timeout=window)
    cache.add(count_key, 0, timeout=window)
    try:
        taken = cache.incr(count_key)
    except ValueError:  # the window ended between the two calls: this try starts a new one
        cache.set(since_key, now, timeout=window)
        cache.set(count_key, taken := 1, timeout=window)
    if taken <= limit:
        return 0
    _give_back(count_key)
    since = cache.get(since_key) or now
    return max(1, math.ceil(since + window - now))


def sign_in_succeeded(*, username: str) -> None:
    """The password was right: the attempt reserved by :func:`sign_in_begin` is not a
    failure."""
    _give_back(_keys(username)[0])


def sign_in_reset(*, username: str) -> None:
    """Forget the account's failed sign-ins (its password was just reset by its owner)."""
    cache.delete_many(list(_keys(username)))


def _give_back(count_key: str) -> None:
    try:
        cache.decr(count_key)
    except ValueError:  # the window ended meanwhile: nothing is counted any more
        pass
