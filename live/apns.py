"""Apple Push Notification service: one push to one iPhone app, over HTTP/2.

Token-based provider authentication: an ES256 JWT (``kid`` the key's id, ``iss`` the team,
``iat``) signed with the team's ``.p8`` key, sent as ``authorization: bearer``.  Apple refuses
a token older than an hour and one renewed more often than every twenty minutes, so one is
kept for :data:`PROVIDER_TOKEN_SECONDS`.  ``POST {APNS_URL}/3/device/{token}`` with
``apns-topic`` (the app's bundle id) and ``apns-push-type: alert``; ``410 Unregistered`` means
the app is gone from that phone: the device is deleted.
"""

from __future__ import annotations

import functools
import json
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import jwt
from django.conf import settings

from live import push, push_http
from live.attempts import Outcome

PROVIDER_TOKEN_SECONDS = 30 * 60
"""A provider token is used this long, then renewed (Apple: every 20 to 60 minutes)."""

_lock = threading.Lock()
_provider: dict[tuple[str, str], tuple[str, float]] = {}


def apns_configured() -> bool:
    return bool(settings.APNS_KEY_FILE and settings.APNS_KEY_ID and settings.APNS_TEAM_ID)


@functools.lru_cache(maxsize=4)
def _signing_key(path: str) -> str:
    return Path(path).read_text()


def provider_token(*, now: float | None = None) -> str:
    """The provider token to send now: the one in use while it is younger than
    :data:`PROVIDER_TOKEN_SECONDS`, else a new one."""
    now = time.time() if now is None else now
    key = (settings.APNS_KEY_ID, settings.APNS_TEAM_ID)
    with _lock:
        cached = _provider.get(key)
        if cached and 0 <= now - cached[1] < PROVIDER_TOKEN_SECONDS:
            return cached[0]
        token = jwt.encode({"iss": settings.APNS_TEAM_ID, "iat": int(now)},
                           _signing_key(settings.APNS_KEY_FILE), algorithm="ES256",
                           headers={"kid": settings.APNS_KEY_ID})
        _provider[key] = (token, now)
        return token


def _provider_token_drop() -> None:
    with _lock:
        _provider.pop((settings.APNS_KEY_ID, settings.APNS_TEAM_ID), None)


def apns_body(payload: dict[str, Any]) -> dict[str, Any]:
    """An alert, grouped per game (``thread-id``), and the payload's fields beside ``aps``."""
    return {"aps": {"alert": {"title": payload["title"], "body": payload["body"]},
                    "sound": "default", "thread-id": payload["tag"]},
            **{k: v for k, v in payload.items() if k not in ("title", "body", "tag")}}


async def _send(client: httpx.AsyncClient, token: str, app_id: str,
                payload: dict[str, Any]) -> Outcome:
    answer = await client.post(
        f"{settings.APNS_URL}/3/device/{token}",
        content=json.dumps(apns_body(payload), separators=(",", ":")).encode(),
        headers={"authorization": f"bearer {provider_token()}", "apns-topic": app_id,
                 "apns-push-type": "alert",
                 "apns-priority": "10" if payload.get("type") == "your_turn" else "5",
                 "apns-expiration": str(int(time.time()) + settings.WHIST_PUSH_TTL_SECONDS),
                 "apns-collapse-id": payload["tag"][:64],
                 "content-type": "application/json"})
    if answer.status_code == 200:
        return Outcome(True, 200)
    try:
        reason = str(answer.json().get("reason", ""))
    except (ValueError, AttributeError):
        reason = ""
    if reason in ("ExpiredProviderToken", "InvalidProviderToken"):
        _provider_token_drop()
        return Outcome(False, answer.status_code, f"APNs: {reason}",
                               retry=reason == "ExpiredProviderToken")
    return push.result_of(answer.status_code, f"answered {answer.status_code} {reason}".strip(),
                          gone=answer.status_code == 410)


def apns_send(token: str, app_id: str, payload: dict[str, Any]) -> Outcome:
    """One push within ``WHIST_PUSH_TIMEOUT_SECONDS``."""
    if not apns_configured():
        return Outcome(False, None, "APNs is not configured")
    seconds = settings.WHIST_PUSH_TIMEOUT_SECONDS
    try:
        return push_http.run(lambda client: _send(client, token, app_id, payload),
                             timeout=seconds)
    except TimeoutError:
        return push.result_of(None, f"timed out after {seconds:g} s")
    except httpx.HTTPError as exc:
        return push.result_of(None, f"{type(exc).__name__}: {exc}"[:300])
