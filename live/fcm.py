"""Firebase Cloud Messaging, HTTP v1: one push to one Android (or iOS through Firebase) app.

Authentication is a service account's OAuth2 access token: a JWT assertion (RS256, signed by
the account's key, for the ``firebase.messaging`` scope) exchanged at the account's
``token_uri``, kept until a minute before it expires.  Then ``POST
{FCM_URL}/v1/projects/{project_id}/messages:send`` with ``{"message": {"token": ...}}``.  FCM
answering ``404 UNREGISTERED`` means the app is gone from that phone: the device is deleted.
"""

from __future__ import annotations

import functools
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import jwt
from django.conf import settings

from live import push, push_http
from live.attempts import Outcome

SCOPE = "https://www.googleapis.com/auth/firebase.messaging"
GRANT = "urn:ietf:params:oauth:grant-type:jwt-bearer"


@dataclass(frozen=True)
class ServiceAccount:
    project_id: str
    client_email: str
    private_key: str
    private_key_id: str
    token_uri: str


@functools.lru_cache(maxsize=4)
def _account(path: str, text: str) -> ServiceAccount | None:
    if not path and not text:
        return None
    data = json.loads(Path(path).read_text() if path else text)
    return ServiceAccount(data["project_id"], data["client_email"], data["private_key"],
                          data.get("private_key_id", ""), data["token_uri"])


def service_account() -> ServiceAccount | None:
    return _account(settings.FCM_SERVICE_ACCOUNT_FILE, settings.FCM_SERVICE_ACCOUNT_JSON)


def fcm_configured() -> bool:
    return bool(settings.FCM_SERVICE_ACCOUNT_FILE or settings.FCM_SERVICE_ACCOUNT_JSON)


def assertion(account: ServiceAccount, now: int) -> str:
    """The signed JWT asking for an access token (RFC 7523)."""
    return jwt.encode({"iss": account.client_email, "scope": SCOPE, "aud": account.token_uri,
                       "iat": now, "exp": now + 3600}, account.private_key, algorithm="RS256",
                      headers={"kid": account.private_key_id} if account.private_key_id else None)


class TokenRefused(Exception):
    def __init__(self, status: int, text: str) -> None:
        super().__init__(f"the token endpoint answered {status}: {text[:150]}")
        self.status = status


_tokens: dict[tuple[str, str], tuple[str, float]] = {}
"""Access tokens by account, with when they lapse; used only on the push loop's thread."""


async def _access_token(client: httpx.AsyncClient, account: ServiceAccount) -> str:
    key = (account.client_email, account.token_uri)
    cached = _tokens.get(key)
    if cached and cached[1] > time.time() + 60:
        return cached[0]
    answer = await client.post(account.token_uri, data={
        "grant_type": GRANT, "assertion": assertion(account, int(time.time()))})
    if answer.status_code != 200:
        raise TokenRefused(answer.status_code, answer.text)
    data = answer.json()
    _tokens[key] = (data["access_token"], time.time() + int(data.get("expires_in", 3600)))
    return data["access_token"]


def fcm_message(token: str, payload: dict[str, Any]) -> dict[str, Any]:
    """The message: a notification the phone shows, and the payload's fields as data (FCM
    data values are strings)."""
    return {"message": {
        "token": token,
        "notification": {"title": payload["title"], "body": payload["body"]},
        "data": {k: str(v) for k, v in payload.items()
                 if v is not None and k not in ("title", "body")},
        "android": {"priority": "high" if payload.get("type") == "your_turn" else "normal",
                    "collapse_key": payload["tag"], "ttl": f"{settings.WHIST_PUSH_TTL_SECONDS}s",
                    "notification": {"tag": payload["tag"]}},
    }}


def _fcm_error(answer: httpx.Response) -> str:
    """FCM's own error code (``UNREGISTERED``, ...) from a Google API error body."""
    try:
        details = answer.json()["error"].get("details", [])
    except (ValueError, KeyError, TypeError, AttributeError):
        return ""
    for detail in details if isinstance(details, list) else []:
        if isinstance(detail, dict) and detail.get("errorCode"):
            return str(detail["errorCode"])
    return ""


async def _send(client: httpx.AsyncClient, account: ServiceAccount, token: str,
                payload: dict[str, Any]) -> Outcome:
    access = await _access_token(client, account)
    answer = await client.post(
        f"{settings.FCM_URL}/v1/projects/{account.project_id}/messages:send",
        json=fcm_message(token, payload), headers={"Authorization": f"Bearer {access}"})
    if answer.status_code == 200:
        return Outcome(True, 200)
    if answer.status_code == 401:  # the access token was revoked: ask for another next time
        _tokens.pop((account.client_email, account.token_uri), None)
        return Outcome(False, 401, "FCM refused the access token", retry=True)
    code = _fcm_error(answer)
    return push.result_of(answer.status_code, f"answered {answer.status_code} {code}".strip(),
                          gone=code == "UNREGISTERED")


def fcm_send(token: str, payload: dict[str, Any]) -> Outcome:
    """One push, the access token included, within ``WHIST_PUSH_TIMEOUT_SECONDS``."""
    account = service_account()
    if account is None:
        return Outcome(False, None, "FCM is not configured")
    seconds = settings.WHIST_PUSH_TIMEOUT_SECONDS
    try:
        return push_http.run(lambda client: _send(client, account, token, payload),
                             timeout=seconds)
    except TimeoutError:
        return push.result_of(None, f"timed out after {seconds:g} s")
    except TokenRefused as refused:
        return push.result_of(refused.status, str(refused))
    except httpx.HTTPError as exc:
        return push.result_of(None, f"{type(exc).__name__}: {exc}"[:300])
