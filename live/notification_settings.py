"""Reading and changing a person's notification settings (``/me/notification-settings``).

What a person switched off in the app itself decides what their stream is sent: a change tells
:mod:`live.routing` after its commit."""

from __future__ import annotations

from datetime import time
from typing import Any

from django.db import transaction

from live.models import NotificationChannel, NotificationPreference, NotificationSchedule
from live.preferences import DEFAULTS, every_choice_of, schedules_of
from live.routing import routing_cache_update_on_commit

STREAM = NotificationChannel.STREAM.value


def notification_settings_get(*, user_id: int) -> dict[str, Any]:
    schedule = schedules_of([user_id])[user_id]
    quiet = None
    if schedule.quiet_start is not None and schedule.quiet_end is not None:
        quiet = {"start": schedule.quiet_start, "end": schedule.quiet_end}
    return {
        "channels": every_choice_of(user_id),
        "time_zone": schedule.time_zone,
        "quiet_hours": quiet,
        "your_turn_email_delay_minutes": schedule.turn_mail_delay_minutes,
        "digest": schedule.digest,
        "digest_hour": schedule.digest_hour,
    }


_SCHEDULE_FIELDS = {"time_zone": "time_zone", "your_turn_email_delay_minutes":
                    "turn_mail_delay_minutes", "digest": "digest", "digest_hour": "digest_hour"}

_UNSET: Any = object()


def notification_settings_update(
        *, user_id: int, channels: dict[str, dict[str, bool]] | None = None,
        quiet_hours: dict[str, time] | None = _UNSET, **schedule: Any) -> dict[str, Any]:
    """Apply what was sent, leave the rest: a choice back at its default is no row again."""
    unknown = set(schedule) - set(_SCHEDULE_FIELDS)
    if unknown:
        raise TypeError(f"unknown settings {sorted(unknown)}")
    with transaction.atomic():
        for channel, kinds in (channels or {}).items():
            for kind, enabled in kinds.items():
                if enabled == DEFAULTS[channel][kind]:
                    NotificationPreference.objects.filter(
                        user_id=user_id, channel=channel, kind=kind).delete()
                else:
                    NotificationPreference.objects.update_or_create(
                        user_id=user_id, channel=channel, kind=kind,
                        defaults={"enabled": enabled})
        changes = {_SCHEDULE_FIELDS[name]: value for name, value in schedule.items()}
        if quiet_hours is not _UNSET:
            changes["quiet_start"] = quiet_hours["start"] if quiet_hours else None
            changes["quiet_end"] = quiet_hours["end"] if quiet_hours else None
        if changes:
            row, _ = NotificationSchedule.objects.select_for_update().get_or_create(
                user_id=user_id)
            for name, value in changes.items():
                setattr(row, name, value)
            row.save()
        if channels and STREAM in channels:
            routing_cache_update_on_commit({user_id})
    return notification_settings_get(user_id=user_id)


def notification_settings_forget(*, user_id: int) -> None:
    """A closed account's choices go with it (in the closing transaction)."""
    NotificationPreference.objects.filter(user_id=user_id).delete()
    NotificationSchedule.objects.filter(user_id=user_id).delete()
    routing_cache_update_on_commit({user_id})
