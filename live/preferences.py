"""What a person wants to be told, on which channel, and when.

A choice is a (channel, kind) pair: the channels are the app itself (the notification list and
the user stream), email, web push and mobile push; the kinds are the notifications a person
cares about.  Only choices that differ from :data:`DEFAULTS` are rows
(``NotificationPreference``), so a new account costs nothing and a new default reaches everyone
who did not choose.  Quiet hours and the timing of mails are one row per person
(``NotificationSchedule``), also only once they chose.

The one-click unsubscribe (RFC 8058) in every notification mail names, in a signed token, the
person and the mail's kind; a POST to it switches that kind of mail off.  The token never
expires (a mail read a year later must still unsubscribe) and unsubscribing twice is harmless.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from django.contrib.auth import get_user_model
from django.core import signing

from core.domain_errors import BadInput
from live.models import NotificationChannel, NotificationPreference, NotificationSchedule

UNSUBSCRIBE_SALT = "live.unsubscribe"

CHANNELS: tuple[str, ...] = tuple(NotificationChannel.values)

KINDS = ("your_turn", "game_started", "game_finished", "invited", "league_result", "reminders")
"""The kinds a person chooses about.  ``reminders`` are the ``turn_reminder`` notifications
(half of a decision's time gone, a tenth left)."""

KIND_OF_TYPE = {**{kind: kind for kind in KINDS if kind != "reminders"},
                "turn_reminder": "reminders"}
"""The kind each notification type is chosen under; a type not here (``seat_taken``,
``webhook_disabled``...) is always shown in the app and never mailed or pushed."""

DEFAULTS: dict[str, dict[str, bool]] = {
    "stream": dict.fromkeys(KINDS, True),
    # A game starting is rarely worth a mail (the invitation was); a turn is mailed only
    # after a delay with nothing done (live.turn_mail), never at each move.
    "email": {**dict.fromkeys(KINDS, True), "game_started": False},
    "web_push": dict.fromkeys(KINDS, True),
    "mobile_push": dict.fromkeys(KINDS, True),
}

MAILED_AT_ONCE = ("game_started", "game_finished", "invited", "league_result",
                  "turn_reminder")
"""The notification types mailed as they happen (to whoever wants them).  ``your_turn`` is not
among them: it is mailed by :mod:`live.turn_mail` once the person has let it wait."""

DIGEST = "digest"
"""The daily digest's kind, for its mail and its unsubscribe link."""

TIME_ZONES = frozenset(available_timezones()) - {"localtime", "Factory"}
"""The IANA zones a person may live in: not ``localtime`` (whatever zone the server is set
to) nor ``Factory`` (tzdata's placeholder for a zone not yet set)."""


def kind_of(notification_type: str) -> str | None:
    return KIND_OF_TYPE.get(notification_type)


def choices_of(user_ids: Iterable[int], channel: str) -> dict[int, dict[str, bool]]:
    """Each person's choices on ``channel``, defaults filled in: one read for a batch."""
    ids = sorted(set(user_ids))
    chosen: dict[int, dict[str, bool]] = {u: dict(DEFAULTS[channel]) for u in ids}
    for user_id, kind, enabled in NotificationPreference.objects.filter(
            user_id__in=ids, channel=channel).values_list("user_id", "kind", "enabled"):
        if kind in chosen[user_id]:
            chosen[user_id][kind] = enabled
    return chosen


def every_choice_of(user_id: int) -> dict[str, dict[str, bool]]:
    """One person's choices on every channel, defaults filled in: one read."""
    chosen = {channel: dict(DEFAULTS[channel]) for channel in CHANNELS}
    for channel, kind, enabled in NotificationPreference.objects.filter(
            user_id=user_id).values_list("channel", "kind", "enabled"):
        if channel in chosen and kind in chosen[channel]:
            chosen[channel][kind] = enabled
    return chosen


def wants(choices: dict[str, bool], notification_type: str) -> bool:
    """Whether a notification of this type goes out on the channel of ``choices``."""
    kind = kind_of(notification_type)
    return kind is not None and choices.get(kind, False)


def types_switched_off(*, user_id: int, channel: str) -> list[str]:
    """The notification types the person switched off on ``channel``."""
    off = {kind for kind, on in choices_of([user_id], channel)[user_id].items() if not on}
    return [t for t, kind in KIND_OF_TYPE.items() if kind in off]


# --- when ----------------------------------------------------------------------------------

def schedules_of(user_ids: Iterable[int]) -> dict[int, NotificationSchedule]:
    """Each person's schedule (an unsaved default one for those who never chose)."""
    ids = sorted(set(user_ids))
    found = {row.user_id: row for row in NotificationSchedule.objects.filter(user_id__in=ids)}
    return {u: found.get(u) or NotificationSchedule(user_id=u) for u in ids}


def zone_of(schedule: NotificationSchedule) -> ZoneInfo:
    try:
        return ZoneInfo(schedule.time_zone)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def quiet_until(schedule: NotificationSchedule, now: datetime) -> datetime | None:
    """The end of the quiet hours ``now`` falls in (aware, UTC), or None when it is not quiet.
    A span whose end is earlier than its start runs over midnight (22:00 to 07:00)."""
    start, end = schedule.quiet_start, schedule.quiet_end
    if start is None or end is None or start == end:
        return None
    zone = zone_of(schedule)
    local = now.astimezone(zone)
    clock = local.time().replace(tzinfo=None)
    if start < end:
        quiet = start <= clock < end
        end_day = local.date()
    else:
        quiet = clock >= start or clock < end
        end_day = local.date() + timedelta(days=1) if clock >= start else local.date()
    if not quiet:
        return None
    return _local(end_day, end, zone).astimezone(UTC)


def _local(day: Any, at: time, zone: ZoneInfo) -> datetime:
    return datetime.combine(day, at).replace(tzinfo=zone)


# --- unsubscribing -------------------------------------------------------------------------

def unsubscribe_token(*, user_id: int, kind: str) -> str:
    return signing.dumps({"u": user_id, "k": kind}, salt=UNSUBSCRIBE_SALT)


def unsubscribe_by_token(*, token: str) -> str:
    """Switch off the kind of mail the token names, for the person it names; returns the
    kind."""
    try:
        claims: Any = signing.loads(token, salt=UNSUBSCRIBE_SALT)
    except signing.BadSignature:
        claims = None
    if not (isinstance(claims, dict) and isinstance(claims.get("u"), int)
            and claims.get("k") in (*KINDS, DIGEST)
            and get_user_model().objects.filter(pk=claims["u"]).exists()):
        raise BadInput("invalid_token", "This unsubscribe link does not work: it is mistyped "
                                        "or cut short.")
    user_id, kind = claims["u"], claims["k"]
    if kind == DIGEST:
        NotificationSchedule.objects.update_or_create(user_id=user_id,
                                                      defaults={"digest": False})
    else:
        NotificationPreference.objects.update_or_create(
            user_id=user_id, channel=NotificationChannel.EMAIL, kind=kind,
            defaults={"enabled": False})
    return kind

