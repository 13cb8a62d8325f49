"""The live API's typed bodies: notifications, stream tickets, webhooks."""

from __future__ import annotations

from rest_framework import serializers

from core.serializers import (
    MAX_QUERY_INTEGER,
    PatchInputSerializer,
    QuerySerializer,
    StrictInputSerializer,
    web_url_field,
)
from live.models import DeliveryStatus
from live.notify import NOTIFICATION_TYPES


class NotificationSerializer(serializers.Serializer):
    """One notification.  ``seq`` counts up per user (resume with ``?after=<seq>``); the other
    fields depend on ``type``: ``your_turn`` (``game_id``, ``version``, ``seat``, ``decision``,
    ``deadline``), ``game_started`` (``game_id``, ``seat``), ``game_finished`` (``game_id``,
    ``seat``, ``position``), ``league_result`` (the same and ``season_id``), ``seat_taken`` and
    ``seat_left`` in a lobby you created (``game_id``, ``seat``, ``user_id``),
    ``game_cancelled`` (``game_id``; ``reason`` ``declined`` or ``expired`` for a rematch
    offer), ``invited`` to a rematch (``game_id``, ``rematch_of``, ``by``, ``expires_at``:
    accept with POST /games/{game_id}/join, decline with /leave) or by someone (``game_id`` or
    ``league_id``, ``by``, ``invitation_id``: answer it with POST
    /me/invitations/{id}/accept or /decline), ``webhook_disabled`` (``webhook_id``,
    ``url``, ``reason``), ``turn_reminder`` (``game_id``, ``seat``, ``deadline``, ``reminder``:
    ``half`` of the decision's time gone or a ``tenth`` left)."""

    seq = serializers.IntegerField(min_value=1)
    type = serializers.ChoiceField(choices=NOTIFICATION_TYPES)
    at = serializers.DateTimeField()
    game_id = serializers.IntegerField(required=False)
    version = serializers.IntegerField(required=False)
    seat = serializers.IntegerField(required=False)
    decision = serializers.CharField(required=False, allow_null=True)
    deadline = serializers.DateTimeField(required=False, allow_null=True)
    position = serializers.IntegerField(required=False)
    season_id = serializers.IntegerField(required=False)
    user_id = serializers.IntegerField(required=False, allow_null=True)
    rematch_of = serializers.IntegerField(required=False)
    league_id = serializers.IntegerField(required=False)
    invitation_id = serializers.IntegerField(required=False)
    by = serializers.IntegerField(required=False)
    webhook_id = serializers.IntegerField(required=False)
    url = serializers.CharField(required=False)
    reason = serializers.CharField(required=False)
    reminder = serializers.ChoiceField(choices=("half", "tenth"), required=False)
    expires_at = serializers.DateTimeField(required=False, allow_null=True)


class NotificationsQuerySerializer(QuerySerializer):
    after = serializers.IntegerField(min_value=0, default=0, max_value=MAX_QUERY_INTEGER)


class NotificationsPageSerializer(serializers.Serializer):
    """My notifications after ``after``, oldest first, at most 100; ``has_more``: ask again
    from ``last_seq``."""

    last_seq = serializers.IntegerField(min_value=0)
    has_more = serializers.BooleanField()
    results = NotificationSerializer(many=True)


class StreamTicketSerializer(serializers.Serializer):
    ticket = serializers.CharField()
    expires_at = serializers.DateTimeField()


class StreamQuerySerializer(serializers.Serializer):
    after = serializers.IntegerField(
        min_value=0, max_value=MAX_QUERY_INTEGER, required=False,
        help_text="The last seq already seen (the Last-Event-ID header says the same and wins "
                  "when larger).")
    ticket = serializers.CharField(required=False, help_text=(
        "A stream ticket (POST /stream-tickets), for clients that cannot send the "
        "Authorization header (a browser's EventSource)."))


class WebhookCreateSerializer(StrictInputSerializer):
    url = web_url_field(max_length=2000)
    event_types = serializers.ListField(
        child=serializers.ChoiceField(choices=NOTIFICATION_TYPES), required=False, default=list,
        max_length=len(NOTIFICATION_TYPES), help_text="Notification types to send (none: all).")
    active = serializers.BooleanField(required=False, default=True)


class WebhookUpdateSerializer(PatchInputSerializer):
    event_types = serializers.ListField(
        child=serializers.ChoiceField(choices=NOTIFICATION_TYPES), required=False,
        max_length=len(NOTIFICATION_TYPES), help_text="Notification types to send (none: all).")
    active = serializers.BooleanField(required=False, help_text=(
        "false pauses the webhook; true resumes it (one disabled for its failures too, with "
        "its count of failures started again)."))


class WebhookSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    url = serializers.CharField()
    event_types = serializers.ListField(child=serializers.ChoiceField(choices=NOTIFICATION_TYPES))
    active = serializers.BooleanField()
    consecutive_failures = serializers.IntegerField()
    disabled_reason = serializers.CharField(allow_blank=True)
    created_at = serializers.DateTimeField()


class WebhookCreatedSerializer(WebhookSerializer):
    secret = serializers.CharField(help_text=(
        "The signing secret (whsec_<base64>), shown this once: verify each delivery's "
        "webhook-signature with it (Standard Webhooks)."))


class WebhookDeliverySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    message_id = serializers.CharField()
    event_type = serializers.CharField()
    status = serializers.ChoiceField(choices=DeliveryStatus.choices)
    attempts = serializers.IntegerField()
    response_code = serializers.IntegerField(allow_null=True)
    last_error = serializers.CharField(allow_blank=True)
    next_retry_at = serializers.DateTimeField(allow_null=True)
    created_at = serializers.DateTimeField()
