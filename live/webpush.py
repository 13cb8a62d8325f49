"""Web Push to browsers (RFC 8030): a person's subscriptions, the service's VAPID key, and
sending one push.

Each push is encrypted for the browser's keys (RFC 8291, aes128gcm: ``http_ece``) and signed
with the service's VAPID key (RFC 8292: ``py_vapid``), then POSTed through
:mod:`core.outbound`: the same guard as webhooks (public addresses only, connecting to
the address checked, one deadline for the whole request).  An endpoint is checked when it is
registered (https; plain http only to an address ``WEBHOOK_ALLOW_PRIVATE_HOSTS`` allows) and
again at every push.  A push service answering 404 or 410 has forgotten the subscription: it is
deleted.

The VAPID key comes from ``WHIST_VAPID_PRIVATE_KEY``; in development, with none, one is made
once and kept in ``WHIST_VAPID_KEY_FILE`` (under ``.celery/``), so the web process and the
workers share it and browsers' subscriptions outlive a restart.
"""

from __future__ import annotations

import base64
import functools
import ipaddress
import json
import logging
import os
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import http_ece
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from django.conf import settings
from django.core import checks
from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.utils import timezone
from py_vapid import Vapid02

from core import outbound
from core.domain_errors import BadInput, Conflict, NotFound
from live import push
from live.attempts import Outcome
from live.models import PushChannel, PushSubscription
from live.routing import routing_cache_update_on_commit

logger = logging.getLogger("live.webpush")
USER_AGENT = "whist-service-push/1"
MAX_SUBSCRIPTIONS = 20


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def b64url_decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


# --- the VAPID key -------------------------------------------------------------------------

def _key_read(text: str) -> ec.EllipticCurvePrivateKey:
    """A P-256 private key: PEM, or base64url of the 32-byte scalar (or of DER)."""
    text = text.strip()
    if text.startswith("-----BEGIN"):
        key = serialization.load_pem_private_key(text.encode(), password=None)
    else:
        raw = b64url_decode("".join(text.split()))
        key = ec.derive_private_key(int.from_bytes(raw, "big"), ec.SECP256R1()) \
            if len(raw) == 32 else serialization.load_der_private_key(raw, password=None)
    if not isinstance(key, ec.EllipticCurvePrivateKey) or key.curve.name != "secp256r1":
        raise ValueError("a VAPID key is a P-256 (prime256v1) key")
    return key


def _key_kept(path: Path) -> ec.EllipticCurvePrivateKey:
    """The key in ``path``, made first if there is none.  Written whole to a temporary file
    and linked into place, so processes starting together all read the one key that won."""
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        key = ec.generate_private_key(ec.SECP256R1())
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".vapid-")
        try:
            with os.fdopen(fd, "wb") as handle:  # mkstemp's file is 0600
                handle.write(key.private_bytes(serialization.Encoding.PEM,
                                               serialization.PrivateFormat.PKCS8,
                                               serialization.NoEncryption()))
            os.link(temporary, path)
            logger.warning("made a VAPID key for development and kept it in %s", path)
        except FileExistsError:
            pass
        finally:
            os.unlink(temporary)
    return _key_read(path.read_text())


@functools.lru_cache(maxsize=4)
def _vapid(private: str, key_file: str) -> Vapid02 | None:
    if private:
        return Vapid02(private_key=_key_read(private))
    if key_file:
        return Vapid02(private_key=_key_kept(Path(key_file)))
    return None


def vapid_key() -> Vapid02 | None:
    """The service's VAPID key, or None when web push is off."""
    return _vapid(settings.WHIST_VAPID_PRIVATE_KEY, settings.WHIST_VAPID_KEY_FILE)


def _public(vapid: Vapid02) -> str:
    return b64url(vapid.public_key.public_bytes(serialization.Encoding.X962,
                                                serialization.PublicFormat.UncompressedPoint))


def _not_configured() -> NotFound:
    return NotFound("webpush_not_configured", "This service does not send web push (it has no "
                                              "VAPID key).")


def vapid_public_key() -> str:
    """The application server key a browser subscribes with (base64url, 65 bytes)."""
    vapid = vapid_key()
    if vapid is None:
        raise _not_configured()
    return _public(vapid)


def vapid_check(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    """``manage.py check``: the contact is one push services take, a configured key is
    readable, and its public half is the one configured beside it."""
    if not settings.WHIST_VAPID_SUBJECT.startswith(("mailto:", "https://")):
        return [checks.Error("WHIST_VAPID_SUBJECT must be a mailto: or https: URL",
                             id="live.E003")]
    if not settings.WHIST_VAPID_PRIVATE_KEY:
        return []
    try:
        public = _public(Vapid02(private_key=_key_read(settings.WHIST_VAPID_PRIVATE_KEY)))
    except (ValueError, TypeError) as exc:
        return [checks.Error(f"WHIST_VAPID_PRIVATE_KEY cannot be read: {exc}", id="live.E001")]
    configured = settings.WHIST_VAPID_PUBLIC_KEY.strip().rstrip("=")
    if configured and configured != public:
        return [checks.Error("WHIST_VAPID_PUBLIC_KEY is not the public half of "
                             "WHIST_VAPID_PRIVATE_KEY", id="live.E002")]
    return []


# --- subscriptions -------------------------------------------------------------------------

def _endpoint_refused(reason: str) -> BadInput:
    message = f"This push endpoint cannot be used: {reason}."
    return BadInput("push_endpoint_refused", message, {"endpoint": [message]})


def _point_check(p256dh: str) -> None:
    """The browser's key is a point on the P-256 curve (its form the API has checked)."""
    raw = base64.urlsafe_b64decode(p256dh + "=" * (-len(p256dh) % 4))
    try:
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), raw)
    except ValueError:
        message = "Not a point on the P-256 curve."
        raise BadInput("invalid_push_key", message, {"keys": {"p256dh": [message]}}) from None


def endpoint_check(endpoint: str) -> None:
    """https to a public address; plain http only to an address allowed as private (the
    tests' push service on 127.0.0.1)."""
    scheme = urlsplit(endpoint).scheme
    if scheme not in ("https", "http"):
        raise _endpoint_refused("it must be an https URL")
    try:
        target = outbound.url_check(endpoint)
    except outbound.UrlRefused as refused:
        raise _endpoint_refused(refused.reason) from None
    address = ipaddress.ip_address(target.address.split("%")[0])
    if target.scheme != "https" and outbound.address_public(address):
        raise _endpoint_refused("it must be an https URL")


def subscription_register(*, user_id: int, signin_token: str, endpoint: str, p256dh: str,
                          auth: str, expiration_time: datetime | None
                          ) -> tuple[PushSubscription, bool]:
    """Register a browser's subscription, or update it when its endpoint is known (the
    browser renewed its keys, or another account signed in there: it moves to that account).
    Returns the row and whether it is new."""
    if vapid_key() is None:
        raise _not_configured()
    if expiration_time is not None and expiration_time <= timezone.now():
        raise BadInput("subscription_expired", "This subscription has expired already.",
                       {"expirationTime": ["This subscription has expired already."]})
    _point_check(p256dh)
    endpoint_check(endpoint)
    fields = {"user_id": user_id, "signin_token": signin_token, "p256dh": p256dh, "auth": auth,
              "expiration_time": expiration_time}
    with transaction.atomic():
        row = PushSubscription.objects.select_for_update().filter(endpoint=endpoint).first()
        created = row is None
        if row is None or row.user_id != user_id:
            if PushSubscription.objects.filter(user_id=user_id).count() >= MAX_SUBSCRIPTIONS:
                raise Conflict("too_many_push_subscriptions",
                               f"An account may have at most {MAX_SUBSCRIPTIONS} browsers "
                               "subscribed; delete one first.")
        if row is None:
            try:
                with transaction.atomic():
                    row = PushSubscription.objects.create(endpoint=endpoint, **fields)
            except IntegrityError:  # the same endpoint registered at this very moment
                row = PushSubscription.objects.select_for_update().get(endpoint=endpoint)
                created = False
        previous = row.user_id
        if not created:
            for name, value in fields.items():
                setattr(row, name, value)
            row.save()
        routing_cache_update_on_commit({user_id, previous})
    return row, created


def subscriptions_of(*, user_id: int) -> QuerySet[PushSubscription]:
    return PushSubscription.objects.filter(user_id=user_id).order_by("pk")


def subscription_delete(*, user_id: int, subscription_id: int) -> None:
    deleted = PushSubscription.objects.filter(user_id=user_id, pk=subscription_id).delete()[0]
    if not deleted:
        raise NotFound("push_subscription_not_found", "No such push subscription.")
    routing_cache_update_on_commit({user_id})


# --- sending -------------------------------------------------------------------------------

def webpush_notify(*, user_id: int, bodies: list[dict[str, Any]]) -> int:
    """A push to each of the person's browsers for each body of a kind that is pushed."""
    wanted = push.pushable(bodies)
    if not wanted or vapid_key() is None:
        return 0
    now = timezone.now()
    targets = [s for s in subscriptions_of(user_id=user_id)
               if s.expiration_time is None or s.expiration_time > now]
    return push.deliveries_make(user_id=user_id, channel=PushChannel.WEBPUSH, targets=targets,
                                bodies=wanted)


def webpush_send(subscription: PushSubscription, payload: dict[str, Any]) -> Outcome:
    """One push, never raising for what the push service or the network does."""
    vapid = vapid_key()
    if vapid is None:
        return Outcome(False, None, "web push is not configured (no VAPID key)")
    data = json.dumps(payload, separators=(",", ":")).encode()
    body = http_ece.encrypt(data, salt=os.urandom(16),
                            private_key=ec.generate_private_key(ec.SECP256R1()),
                            dh=b64url_decode(subscription.p256dh),
                            auth_secret=b64url_decode(subscription.auth), version="aes128gcm")
    parts = urlsplit(subscription.endpoint)
    headers = vapid.sign({"aud": f"{parts.scheme}://{parts.netloc}",
                          "sub": settings.WHIST_VAPID_SUBJECT,
                          "exp": int(time.time()) + 12 * 3600})
    headers.update({"TTL": str(settings.WHIST_PUSH_TTL_SECONDS), "Content-Encoding": "aes128gcm",
                    "Urgency": "high" if payload.get("type") == "your_turn" else "normal"})
    if payload.get("game_id") is not None:  # a newer push of the kind replaces one not yet shown
        headers["Topic"] = f"{payload['type']}-{payload['game_id']}"[:32]
    attempt = outbound.post(subscription.endpoint, body, headers, user_agent=USER_AGENT,
                            timeout=settings.WHIST_PUSH_TIMEOUT_SECONDS,
                            content_type="application/octet-stream")
    return push.result_of(attempt.status, attempt.error, gone=attempt.status in (404, 410))
