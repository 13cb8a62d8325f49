"""Sending one webhook request: Standard Webhooks signatures, over the service's guarded
outbound requests (:mod:`core.outbound`: public addresses only, one deadline for the
whole request, no redirects, at most 1 KiB of the answer read)."""

from __future__ import annotations

import base64
import hashlib
import hmac

from core import outbound
from core.domain_errors import BadInput

USER_AGENT = "whist-service-webhooks/1"
Attempt = outbound.Attempt


def secret_new() -> str:
    import secrets

    return "whsec_" + base64.b64encode(secrets.token_bytes(32)).decode()


def signature(secret: str, message_id: str, timestamp: int, body: bytes) -> str:
    """``v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`` keyed by the secret's bytes."""
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{message_id}.{timestamp}.".encode() + body
    return "v1," + base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()


def url_refused(url: str, reason: str) -> BadInput:
    return BadInput("webhook_url_refused", f"This webhook URL cannot be used: {reason}.",
                    {"url": url})


def url_check(url: str) -> outbound.Target:
    """Where ``url`` would be sent, or ``BadInput`` (``webhook_url_refused``)."""
    try:
        return outbound.url_check(url)
    except outbound.UrlRefused as refused:
        raise url_refused(url, refused.reason) from None


def post(url: str, body: bytes, headers: dict[str, str]) -> Attempt:
    """One POST, never raising, within ``WHIST_WEBHOOK_TIMEOUT_SECONDS`` in all."""
    return outbound.post(url, body, headers, user_agent=USER_AGENT)
