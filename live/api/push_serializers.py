"""The typed bodies of the push registrations: a browser's Web Push subscription (exactly as
``PushSubscription.toJSON()`` gives it) and a phone's push token."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

from drf_spectacular.utils import PolymorphicProxySerializer
from rest_framework import serializers

from core.serializers import StrictInputSerializer, web_url_field
from live.mobile_push import APNS_TOKEN, APP_ID, FCM_TOKEN
from live.models import PushPlatform

P256DH = r"^B[A-Za-z0-9_-]{86}=?$"
"""base64url of an uncompressed P-256 point: 65 bytes, the first 0x04 (hence the B)."""
AUTH_SECRET = r"^[A-Za-z0-9_-]{22}(?:==)?$"
"""base64url of 16 bytes."""


class PushKeysSerializer(StrictInputSerializer):
    """The keys' form; whether the point is on the curve is the service's to say
    (``invalid_push_key``)."""

    p256dh = serializers.RegexField(P256DH, help_text=(
        "The browser's P-256 public key: base64url of its 65-byte uncompressed point."))
    auth = serializers.RegexField(AUTH_SECRET, help_text=(
        "The browser's auth secret: base64url of 16 bytes."))

    def validate_p256dh(self, value: str) -> str:
        return value.rstrip("=")

    def validate_auth(self, value: str) -> str:
        return value.rstrip("=")


class PushSubscriptionCreateSerializer(StrictInputSerializer):
    """A browser's ``PushSubscription.toJSON()``: where its push service takes pushes for it,
    and the keys to encrypt them for it (RFC 8291)."""

    endpoint = web_url_field(max_length=2000, help_text=(
        "The push service's URL for this browser: https, at a public address."))
    keys = PushKeysSerializer()
    expirationTime = serializers.FloatField(  # noqa: N815 - the browser's own name
        required=False, allow_null=True, min_value=0, max_value=253_402_300_799_999, help_text=(
            "When the subscription lapses, in milliseconds since 1970 (null: never)."))

    def validate_expirationTime(self, value: float | None) -> datetime | None:  # noqa: N802
        return None if value is None else datetime.fromtimestamp(value / 1000, tz=UTC)


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


def _device_body(platform: str, token: re.Pattern[str], token_help: str) -> type:
    """One platform's registration, as the schema states it (the service checks the same
    patterns: :mod:`live.mobile_push`)."""
    fields = {
        "__doc__": f"A phone registered for {platform.upper()} pushes.",
        "platform": serializers.ChoiceField(choices=[platform]),
        "token": serializers.RegexField(f"^{token.pattern}$", help_text=token_help),
        "app_id": serializers.RegexField(f"^{APP_ID.pattern}$", help_text=(
            "The app's bundle id or package name (for APNs, the apns-topic).")),
    }
    return type(f"{platform.capitalize()}DeviceCreate", (StrictInputSerializer,), fields)


DEVICE_CREATE = PolymorphicProxySerializer(
    component_name="DeviceCreate", resource_type_field_name="platform", serializers={
        "apns": _device_body("apns", APNS_TOKEN, "The APNs device token in hex."),
        "fcm": _device_body("fcm", FCM_TOKEN, "The FCM registration token.")})
"""A phone's registration: its platform decides its token's form."""


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
