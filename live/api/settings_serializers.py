"""The notification settings as clients read and change them: a switch per channel and kind,
when a turn is mailed, the daily digest, and quiet hours in the person's time zone."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from core.serializers import PatchInputSerializer, StrictInputSerializer
from live.preferences import CHANNELS, KINDS, TIME_ZONES

KIND_HELP = {
    "your_turn": "A decision of mine is waiting (by mail: only once I let it wait; see "
                 "your_turn_email_delay_minutes).",
    "game_started": "A game I have a seat in has started.",
    "game_finished": "A game of mine is over, with my place.",
    "invited": "I was given a seat (an invitation, a rematch, a league or drive table).",
    "league_result": "A league game of mine counted, with my place.",
    "reminders": "Half of a decision's time has gone, or a tenth is left (turn_reminder).",
}
CHANNEL_HELP = {
    "stream": "In the app: the notification list and the user stream.",
    "email": "Mail to the verified address.",
    "web_push": "Web Push to my subscribed browsers.",
    "mobile_push": "Push to my registered phones (FCM, APNs).",
}


def _kinds(*, required: bool) -> dict[str, serializers.Field]:
    return {kind: serializers.BooleanField(required=required, help_text=KIND_HELP[kind])
            for kind in KINDS}


class ChannelSerializer(serializers.Serializer):
    def get_fields(self) -> dict[str, serializers.Field]:
        return _kinds(required=True)


class ChannelInputSerializer(StrictInputSerializer):
    def get_fields(self) -> dict[str, serializers.Field]:
        return _kinds(required=False)


class ChannelsSerializer(serializers.Serializer):
    def get_fields(self) -> dict[str, serializers.Field]:
        return {c: ChannelSerializer(help_text=CHANNEL_HELP[c]) for c in CHANNELS}


class ChannelsInputSerializer(StrictInputSerializer):
    def get_fields(self) -> dict[str, serializers.Field]:
        return {c: ChannelInputSerializer(required=False, help_text=CHANNEL_HELP[c])
                for c in CHANNELS}


class QuietHoursSerializer(StrictInputSerializer):
    start = serializers.TimeField(format="%H:%M", input_formats=["%H:%M"],
                                  help_text="Local time (HH:MM) the quiet starts.")
    end = serializers.TimeField(format="%H:%M", input_formats=["%H:%M"],
                                help_text="Local time (HH:MM) it ends; earlier than start: "
                                          "over midnight.")

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if attrs["start"] == attrs["end"]:
            raise serializers.ValidationError({"end": ["Quiet hours must not start and end "
                                                       "at the same time."]})
        return attrs


class _Timing(serializers.Serializer):
    time_zone = serializers.CharField(
        max_length=64, help_text="An IANA time zone (Europe/London) for quiet hours and the "
                                 "digest hour.")
    quiet_hours = QuietHoursSerializer(
        allow_null=True, help_text="No mail and no push between these local times (a mail "
                                   "waits for the end, a push is not sent); null: none.")
    your_turn_email_delay_minutes = serializers.IntegerField(
        min_value=5, max_value=1440, help_text="A turn is mailed only once I have neither "
                                               "acted nor read the game for this long.")
    digest = serializers.BooleanField(help_text="A daily mail of the games waiting for me.")
    digest_hour = serializers.IntegerField(min_value=0, max_value=23,
                                           help_text="The local hour of the digest.")


class NotificationSettingsSerializer(_Timing):
    channels = ChannelsSerializer()


class NotificationSettingsInputSerializer(PatchInputSerializer, _Timing):
    """The settings to change: only those sent change, and at least one must be sent (a body
    of null, {} or nothing is refused, as any PATCH that changes nothing is)."""

    channels = ChannelsInputSerializer(required=False)

    def get_fields(self) -> dict[str, serializers.Field]:
        fields = super().get_fields()
        for name, field in fields.items():
            if name != "channels":
                field.required = False
        return fields

    def validate_time_zone(self, value: str) -> str:
        if value not in TIME_ZONES:
            raise serializers.ValidationError(
                "Not a time zone this service knows: give an IANA name such as "
                "Europe/London or America/New_York.")
        return value
