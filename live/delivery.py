"""Sending one webhook request: Standard Webhooks signatures, and the guard against requests
into the service's own network (SSRF).

* ``http``/``https`` only; the host is resolved once and every address it resolves to must be
  public (not private, loopback, link-local, multicast, reserved), unless listed in
  ``WEBHOOK_ALLOW_PRIVATE_HOSTS``; the connection goes to the address that was checked (a
  second lookup could answer otherwise);
* no redirects are followed (a 3xx is a failed attempt), a short timeout, and at most 1 KiB of
  the answer is read.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import http.client
import ipaddress
import socket
import ssl
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.conf import settings

from whist_service.domain_errors import BadInput

RESPONSE_BYTES = 1024


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


def _allowed_private(host: str, address: ipaddress._BaseAddress) -> bool:
    for entry in settings.WEBHOOK_ALLOW_PRIVATE_HOSTS:
        if entry == host:
            return True
        try:
            if address in ipaddress.ip_network(entry, strict=False):
                return True
        except ValueError:
            continue
    return False


@dataclass(frozen=True)
class Target:
    scheme: str
    host: str
    port: int
    address: str
    path: str


def url_check(url: str) -> Target:
    """Where ``url`` would be sent, or ``BadInput`` (``webhook_url_refused``)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise url_refused(url, "only http and https URLs are allowed")
    if not parts.hostname or parts.username or parts.password:
        raise url_refused(url, "it needs a host name and no credentials")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
        infos = socket.getaddrinfo(parts.hostname, port, type=socket.SOCK_STREAM)
    except (OSError, ValueError, UnicodeError):
        raise url_refused(url, "its host does not resolve") from None
    addresses = [info[4][0] for info in infos]
    for raw in addresses:
        address = ipaddress.ip_address(raw.split("%")[0])
        if (address.is_private or address.is_loopback or address.is_link_local or
                address.is_multicast or address.is_reserved or address.is_unspecified) and \
                not _allowed_private(parts.hostname, address):
            raise url_refused(url, "it resolves to a private or local address")
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(parts.scheme, parts.hostname, port, addresses[0], path)


class _PinnedHTTPSConnection(http.client.HTTPSConnection):
    """TLS to ``address`` with the certificate checked for the URL's host name."""

    def __init__(self, host: str, address: str, port: int, timeout: float) -> None:
        super().__init__(host, port, timeout=timeout, context=ssl.create_default_context())
        self._address = address

    def connect(self) -> None:
        sock = socket.create_connection((self._address, self.port), self.timeout)
        self.sock = self._context.wrap_socket(sock, server_hostname=self.host)


@dataclass(frozen=True)
class Attempt:
    ok: bool
    status: int | None
    error: str


def post(url: str, body: bytes, headers: dict[str, str]) -> Attempt:
    """One POST, never raising: whether it succeeded (2xx), the status and what went wrong."""
    try:
        target = url_check(url)
    except BadInput as refused:
        return Attempt(False, None, refused.message)
    timeout = settings.WHIST_WEBHOOK_TIMEOUT_SECONDS
    if target.scheme == "https":
        conn: http.client.HTTPConnection = _PinnedHTTPSConnection(
            target.host, target.address, target.port, timeout)
    else:
        conn = http.client.HTTPConnection(target.address, target.port, timeout=timeout)
    try:
        conn.request("POST", target.path, body=body, headers={
            **headers, "Host": target.host if target.port in (80, 443)
            else f"{target.host}:{target.port}",
            "Content-Type": "application/json", "User-Agent": "whist-service-webhooks/1"})
        response = conn.getresponse()
        response.read(RESPONSE_BYTES)
        ok = 200 <= response.status < 300
        return Attempt(ok, response.status, "" if ok else f"answered {response.status}")
    except (OSError, http.client.HTTPException) as exc:
        return Attempt(False, None, f"{type(exc).__name__}: {exc}"[:300])
    finally:
        conn.close()
