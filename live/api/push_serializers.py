"""The typed bodies of the push registrations: a browser's Web Push subscription (exactly as
``PushSubscription.toJSON()`` gives it) and a phone's push token."""

from __future__ import annotations

import base64
import binascii
import re
from datetime import UTC, datetime
from typing import Any

from cryptography.hazmat.primitives.asymmetric import ec
from django.utils import timezone
from rest_framework import serializers

from live.models import PushPlatform
from whist_service.serializers import StrictInputSerializer

_BASE64URL = re.compile(r"[A-Za-z0-9_-]+={0,2}")


def _b64url(value: str, size: int, what: str) -> bytes:
    if not _BASE64URL.fullmatch(value):
        raise serializers.ValidationError(f"Not base64url: {what}.")
    try:
        raw = base64.urlsafe_b64decode(value.rstrip("=") + "=" * (-len(value.rstrip("=")) % 4))
    except (binascii.Error, ValueError):
        raise serializers.ValidationError(f"Not base64url: {what}.") from None
    if len(raw) != size:
        raise serializers.ValidationError(f"{what[0].upper()}{what[1:]} is {size} bytes, not "
                                          f"{len(raw)}.")
    return raw


class PushKeysSerializer(StrictInputSerializer):
    p256dh = serializers.CharField(max_length=100, help_text=(
        "The browser's P-256 public key: base64url of its 65-byte uncompressed point."))
    auth = serializers.CharField(max_length=32, help_text=(
        "The browser's auth secret: base64url of 16 bytes."))

    def validate_p256dh(self, value: str) -> str:
        raw = _b64url(value, 65, "an uncompressed P-256 point")
        try:
            ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), raw)
        except ValueError:
            raise serializers.ValidationError("Not a point on the P-256 curve.") from None
        if raw[0] != 4:
            raise serializers.ValidationError("Not an uncompressed point.")
        return value.rstrip("=")

    def validate_auth(self, value: str) -> str:
        _b64url(value, 16, "the auth secret")
        return value.rstrip("=")


class PushSubscriptionCreateSerializer(StrictInputSerializer):
    """A browser's ``PushSubscription.toJSON()``: where its push service takes pushes for it,
    and the keys to encrypt them for it (RFC 8291)."""

    endpoint = serializers.URLField(max_length=2000, help_text=(
        "The push service's URL for this browser: https, at a public address."))
    keys = PushKeysSerializer()
    expirationTime = serializers.FloatField(  # noqa: N815 - the browser's own name
        required=False, allow_null=True, min_value=0, max_value=253_402_300_799_999, help_text=(
            "When the subscription lapses, in milliseconds since 1970 (null: never)."))

    def validate_expirationTime(self, value: float | None) -> datetime | None:  # noqa: N802
        if value is None:
            return None
        moment = datetime.fromtimestamp(value / 1000, tz=UTC)
        if moment <= timezone.now():
            raise serializers.ValidationError("This subscription has expired already.")
        return moment


class PushSubscriptionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    endpoint = serializers.CharField()
    expiration_time = serializers.DateTimeField(allow_null=True)
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


class VapidKeySerializer(serializers.Serializer):
    public_key = serializers.CharField(help_text=(
        "The service's VAPID public key (base64url, 65 bytes): the applicationServerKey to "
        "subscribe with."))


class DeviceCreateSerializer(StrictInputSerializer):
    platform = serializers.ChoiceField(choices=PushPlatform.choices, help_text=(
        "fcm (Firebase Cloud Messaging) or apns (Apple)."))
    token = serializers.CharField(max_length=1024, help_text=(
        "The FCM registration token, or the APNs device token in hex."))
    app_id = serializers.CharField(max_length=200, help_text=(
        "The app's bundle id or package name (for APNs, the apns-topic)."))


class DeviceSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    platform = serializers.ChoiceField(choices=PushPlatform.choices)
    token = serializers.CharField()
    app_id = serializers.CharField()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


def subscription_out(row: Any) -> dict[str, Any]:
    return {"id": row.pk, "endpoint": row.endpoint, "expiration_time": row.expiration_time,
            "created_at": row.created_at, "updated_at": row.updated_at}


def device_out(row: Any) -> dict[str, Any]:
    return {"id": row.pk, "platform": row.platform, "token": row.token, "app_id": row.app_id,
            "created_at": row.created_at, "updated_at": row.updated_at}
