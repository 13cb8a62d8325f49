"""What the live app holds about a person, for ``GET /me/export`` (core/export.py): my
notifications, my webhooks (never their signing secrets), my notification settings, the mail
sent to me (what it was, not its text), and the browsers and phones I get pushes on (never
their encryption keys)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from rest_framework import serializers

from core.export import Section
from live import notify
from live.api.push_serializers import DeviceSerializer, PushSubscriptionSerializer
from live.api.serializers import NotificationSerializer
from live.api.settings_serializers import NotificationSettingsSerializer
from live.models import OutboundMail, PushDevice, PushSubscription, Webhook
from live.notification_settings import notification_settings_get

PAGE = 500


def _notifications(user: AbstractBaseUser) -> Iterator[dict[str, Any]]:
    after = 0
    while True:
        rows = notify.notifications_after(user_id=user.pk, after=after, limit=PAGE,
                                         everything=True)
        yield from rows
        if len(rows) < PAGE:
            return
        after = rows[-1]["seq"]


class WebhookExportSerializer(serializers.ModelSerializer):
    class Meta:
        model = Webhook
        fields = ["id", "url", "event_types", "active", "consecutive_failures",
                  "disabled_reason", "created_at"]


class MailExportSerializer(serializers.ModelSerializer):
    class Meta:
        model = OutboundMail
        fields = ["kind", "to", "subject", "status", "attempts", "created_at", "sent_at"]


def _rows(serializer: type[serializers.Serializer], rows: Any) -> Iterator[dict[str, Any]]:
    for row in rows.iterator(chunk_size=PAGE):
        yield serializer(row).data


SECTIONS = [
    Section("notifications", NotificationSerializer(many=True), _notifications),
    Section("webhooks", WebhookExportSerializer(many=True), lambda user: _rows(
        WebhookExportSerializer, Webhook.objects.filter(owner=user).order_by("pk"))),
    Section("notification_settings", NotificationSettingsSerializer(),
            lambda user: NotificationSettingsSerializer(
                notification_settings_get(user_id=user.pk)).data, many=False),
    Section("mails", MailExportSerializer(many=True), lambda user: _rows(
        MailExportSerializer, OutboundMail.objects.filter(user=user).order_by("pk"))),
    Section("push_subscriptions", PushSubscriptionSerializer(many=True), lambda user: _rows(
        PushSubscriptionSerializer, PushSubscription.objects.filter(user=user).order_by("pk"))),
    Section("devices", DeviceSerializer(many=True), lambda user: _rows(
        DeviceSerializer, PushDevice.objects.filter(user=user).order_by("pk"))),
]
