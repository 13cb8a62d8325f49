"""Requests the service sends to URLs its users gave it (webhooks, Web Push endpoints; any
later outbound URL goes through the same two functions).

* :func:`url_check` is the guard against requests into the service's own network (SSRF):
  ``http``/``https`` only, no credentials, printable ASCII only (a character that draws
  nothing or turns the text around, U+202E or U+FEFF, would let a URL read as another), and
  every address the host resolves to must be globally routable (``ipaddress``'s
  ``is_global``, and not multicast or site-local, nor IPv4-compatible ``::/96``; an IPv4
  address carried inside an IPv6 one must be global too).  What is allowed is named, not what
  is forbidden, so a special range nobody thought of is refused.  ``WEBHOOK_ALLOW_PRIVATE_HOSTS``
  lists exceptions (the tests' receivers on 127.0.0.1).  The caller connects to the address
  checked, so a second lookup cannot answer otherwise.
* :func:`post` sends one request within one deadline for everything: the lookup, the
  connection, TLS, sending and reading the status line.  A timeout per socket operation is not
  enough: a receiver sending one byte every few seconds never trips it.  No redirect is
  followed, and at most ``RESPONSE_BYTES`` of the answer are read.
"""

from __future__ import annotations

import http.client
import ipaddress
import socket
import ssl
import threading
import time
import unicodedata
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings

RESPONSE_BYTES = 1024
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
_IPV4_COMPATIBLE = ipaddress.IPv6Network("::/96")
"""Deprecated (RFC 4291): ``::a.b.c.d``, which ``is_global`` takes for a public address."""


class UrlRefused(Exception):
    """The URL may not be sent to; ``reason`` completes "This URL cannot be used: ..."."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def address_public(address: IPAddress) -> bool:
    """Whether ``address`` is globally routable.  ``is_global`` alone lets multicast, the
    deprecated IPv6 site-local range and the deprecated IPv4-compatible addresses through, and
    an IPv6 address may carry an IPv4 one that a gateway would reach (IPv4-mapped, NAT64,
    6to4)."""
    if address.is_multicast:
        return False
    if isinstance(address, ipaddress.IPv6Address):
        if address.is_site_local or address in _IPV4_COMPATIBLE:
            return False
        carried = address.ipv4_mapped or address.sixtofour or (
            ipaddress.IPv4Address(int(address) & 0xFFFFFFFF) if address in _NAT64 else None)
        if carried is not None and not address_public(carried):
            return False
    return address.is_global


def _allowed_private(host: str, address: IPAddress) -> bool:
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


def _resolve(host: str, port: int, timeout: float) -> list[str]:
    """The host's addresses, waiting at most ``timeout``: the system resolver has no timeout
    of ours, so a slow name server is waited for in a thread that is then left to finish."""
    try:
        return [str(ipaddress.ip_address(host))]
    except ValueError:
        pass
    found: dict[str, Any] = {}

    def lookup() -> None:
        try:
            found["infos"] = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        except (OSError, ValueError, UnicodeError) as exc:
            found["error"] = exc

    thread = threading.Thread(target=lookup, daemon=True, name="outbound-resolve")
    thread.start()
    thread.join(timeout)
    if "infos" not in found:
        raise UrlRefused("its host does not resolve" if "error" in found
                         else f"its host did not resolve within {timeout:g} s")
    return [info[4][0] for info in found["infos"]]


def url_check(url: str, *, timeout: float | None = None) -> Target:
    """Where ``url`` would be sent, or :class:`UrlRefused`.  ``timeout`` bounds the lookup
    (default ``WHIST_WEBHOOK_TIMEOUT_SECONDS``)."""
    odd = next((c for c in url if not " " < c < "\x7f"), None)
    if odd is not None:
        name = unicodedata.name(odd, "a control character").lower()
        raise UrlRefused(f"it holds U+{ord(odd):04X} ({name}) where a URL holds printable "
                         "ASCII only: write a non-ASCII host name in its xn-- form, and "
                         "percent-encode the rest")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise UrlRefused("only http and https URLs are allowed")
    if not parts.hostname or parts.username or parts.password:
        raise UrlRefused("it needs a host name and no credentials")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise UrlRefused("its port is not a number from 0 to 65535") from None
    addresses = _resolve(parts.hostname, port,
                         settings.WHIST_WEBHOOK_TIMEOUT_SECONDS if timeout is None else timeout)
    for raw in addresses:
        address = ipaddress.ip_address(raw.split("%")[0])
        if not address_public(address) and not _allowed_private(parts.hostname, address):
            raise UrlRefused("it resolves to a private or local address")
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(parts.scheme, parts.hostname, port, addresses[0], path)


class Deadline:
    """One deadline for a whole request.  Each blocking step gets the time left as its socket
    timeout, and a timer shuts the socket down when the deadline passes, which ends a read or a
    TLS handshake that the receiver keeps alive a byte at a time."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self._at = time.monotonic() + seconds
        self._lock = threading.Lock()
        self._sock: socket.socket | None = None
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True
        self._timer.start()

    @property
    def passed(self) -> bool:
        return time.monotonic() >= self._at

    def left(self) -> float:
        left = self._at - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"timed out after {self.seconds:g} s")
        return left

    def watch(self, sock: socket.socket) -> None:
        with self._lock:
            self._sock = sock
        if self.passed:
            self._expire()

    def _expire(self) -> None:
        with self._lock:
            if self._sock is not None:
                try:  # the plain socket's shutdown, also for a TLS one: no TLS goodbye
                    socket.socket.shutdown(self._sock, socket.SHUT_RDWR)
                except OSError:
                    pass  # closed already

    def cancel(self) -> None:
        self._timer.cancel()


class _Connection(http.client.HTTPConnection):
    """To the checked address, TLS verified for the URL's host name, within the deadline."""

    def __init__(self, target: Target, deadline: Deadline) -> None:
        super().__init__(target.host, target.port, timeout=deadline.left())
        self._target, self._deadline = target, deadline

    def connect(self) -> None:
        sock = socket.create_connection((self._target.address, self.port),
                                        self._deadline.left())
        self._deadline.watch(sock)
        if self._target.scheme == "https":
            sock = ssl.create_default_context().wrap_socket(
                sock, server_hostname=self._target.host, do_handshake_on_connect=False)
            self._deadline.watch(sock)
            sock.settimeout(self._deadline.left())
            sock.do_handshake()
        self.sock = sock


@dataclass(frozen=True)
class Attempt:
    ok: bool
    status: int | None
    error: str


def post(url: str, body: bytes, headers: dict[str, str], *, user_agent: str,
         timeout: float | None = None, content_type: str = "application/json") -> Attempt:
    """One POST (of JSON, unless told otherwise), never raising: whether it succeeded (2xx),
    the status and what went wrong.  Everything, the lookup included, within ``timeout``
    (default ``WHIST_WEBHOOK_TIMEOUT_SECONDS``)."""
    seconds = settings.WHIST_WEBHOOK_TIMEOUT_SECONDS if timeout is None else timeout
    deadline = Deadline(seconds)
    conn: _Connection | None = None
    try:
        target = url_check(url, timeout=deadline.left())
        conn = _Connection(target, deadline)
        host = f"[{target.host}]" if ":" in target.host else target.host
        conn.request("POST", target.path, body=body, headers={
            **headers, "Host": host if target.port in (80, 443) else f"{host}:{target.port}",
            "Content-Type": content_type, "User-Agent": user_agent})
        if conn.sock is not None:
            conn.sock.settimeout(deadline.left())
        response = conn.getresponse()
        response.read(RESPONSE_BYTES)
        if deadline.passed:  # the answer may be cut short: not an answer
            raise TimeoutError
        ok = 200 <= response.status < 300
        return Attempt(ok, response.status, "" if ok else f"answered {response.status}")
    except UrlRefused as refused:
        if deadline.passed:
            return Attempt(False, None, f"timed out after {seconds:g} s (resolving the host)")
        return Attempt(False, None, f"This URL cannot be used: {refused.reason}.")
    except (OSError, http.client.HTTPException, ValueError) as exc:
        if deadline.passed or isinstance(exc, TimeoutError):
            return Attempt(False, None, f"timed out after {seconds:g} s")
        return Attempt(False, None, f"{type(exc).__name__}: {exc}"[:300])
    finally:
        deadline.cancel()
        if conn is not None:
            conn.close()
