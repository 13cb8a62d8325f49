"""What a person is told, on which channel, and when (``/me/notification-settings``): the
defaults, a change of one switch, bad input, a kind switched off in the app, on a browser, by
mail; quiet hours in the person's own time zone; and the switches read as a person meant them."""

from __future__ import annotations

import base64
import json
import secrets
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from cryptography.hazmat.primitives.asymmetric import ec
from django.db import transaction
from django.utils import timezone

from live import bus, push_delivery
from live.models import NotificationPreference, NotificationSchedule, PushDelivery
from live.notify import Notice, notices_write
from live.preferences import DEFAULTS, KINDS, quiet_until
from tests.games.helpers import assert_error
from tests.live.push_helpers import uncompressed

SETTINGS = "/api/v1/me/notification-settings"


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


@pytest.mark.django_db
def test_the_defaults_then_one_switch_changed_and_the_rest_kept(auth_client):
    got = auth_client.get(SETTINGS)
    assert got.status_code == 200, got.content
    body = got.json()
    assert body["channels"] == DEFAULTS
    assert set(body["channels"]) == {"stream", "email", "web_push", "mobile_push"}
    assert set(body["channels"]["email"]) == set(KINDS)
    # A turn is mailed only after a quarter of an hour with nothing done; no digest, no quiet.
    assert (body["your_turn_email_delay_minutes"], body["digest"], body["quiet_hours"],
            body["time_zone"]) == (15, False, None, "UTC")

    changed = auth_client.patch(SETTINGS, {"channels": {"email": {"your_turn": False}},
                                           "time_zone": "Europe/London",
                                           "quiet_hours": {"start": "22:30", "end": "07:00"}},
                                format="json")
    assert changed.status_code == 200, changed.content
    after = changed.json()
    assert after["channels"]["email"]["your_turn"] is False
    assert after["channels"]["email"]["game_finished"] is True
    assert after["channels"]["web_push"] == DEFAULTS["web_push"]
    assert after["quiet_hours"] == {"start": "22:30", "end": "07:00"}
    assert after == auth_client.get(SETTINGS).json()

    # Back to the default is no row again; null quiet hours are none.
    back = auth_client.patch(SETTINGS, {"channels": {"email": {"your_turn": True}},
                                        "quiet_hours": None}, format="json").json()
    assert back["channels"] == DEFAULTS and back["quiet_hours"] is None
    assert not NotificationPreference.objects.filter(user=auth_client.user).exists()
    assert back["time_zone"] == "Europe/London"


@pytest.mark.django_db
def test_the_settings_are_read_in_two_queries_whatever_was_chosen(user,
                                                                 django_assert_num_queries):
    """A switch on every channel changed: still one read of the choices and one of the
    schedule (it was a read per channel)."""
    from live.notification_settings import notification_settings_get, notification_settings_update

    notification_settings_update(user_id=user.pk, channels={
        channel: {"your_turn": not DEFAULTS[channel]["your_turn"]} for channel in DEFAULTS})
    with django_assert_num_queries(2):
        got = notification_settings_get(user_id=user.pk)
    assert all(got["channels"][c]["your_turn"] is not DEFAULTS[c]["your_turn"] for c in DEFAULTS)


@pytest.mark.django_db
@pytest.mark.parametrize(("body", "field"), [
    ({"channels": {"carrier_pigeon": {"your_turn": True}}}, "channels"),
    ({"channels": {"email": {"every_card": True}}}, "channels"),
    ({"channels": {"email": {"your_turn": "yes"}}}, "channels"),
    ({"time_zone": "Mars/Olympus_Mons"}, "time_zone"),
    ({"time_zone": "localtime"}, "time_zone"),  # the server's own zone, whatever it is
    ({"time_zone": "Factory"}, "time_zone"),  # tzdata's placeholder, no one's zone
    ({"your_turn_email_delay_minutes": 0}, "your_turn_email_delay_minutes"),
    ({"your_turn_email_delay_minutes": 100000}, "your_turn_email_delay_minutes"),
    ({"digest_hour": 24}, "digest_hour"),
    ({"quiet_hours": {"start": "22:00", "end": "22:00"}}, "quiet_hours"),
    ({"quiet_hours": {"start": "25:00", "end": "07:00"}}, "quiet_hours"),
    ({"quiet_hours": {"start": "22:00"}}, "quiet_hours"),
    ({"sms": True}, "sms"),
])
def test_bad_settings_are_refused_with_the_field_named_and_change_nothing(auth_client, body,
                                                                          field):
    auth_client.patch(SETTINGS, {"digest": True}, format="json")
    before = auth_client.get(SETTINGS).json()
    answer = auth_client.patch(SETTINGS, {"digest": False, **body}, format="json")
    error = assert_error(answer, 400, "invalid")
    assert field in error["details"], error
    assert auth_client.get(SETTINGS).json() == before


@pytest.mark.django_db
@pytest.mark.parametrize("body", [b"null", b"", b"{}"])
def test_a_patch_that_changes_nothing_is_refused(auth_client, body):
    """Found from outside: a PATCH of ``null`` (or nothing, or ``{}``) answered 200."""
    before = auth_client.get(SETTINGS).json()
    answer = auth_client.generic("PATCH", SETTINGS, body, content_type="application/json")
    error = assert_error(answer, 400, "invalid")
    assert error["details"], error
    assert auth_client.get(SETTINGS).json() == before


def test_quiet_hours_are_read_in_the_persons_time_zone_and_may_run_over_midnight():
    night = NotificationSchedule(time_zone="America/New_York", quiet_start=time(22, 0),
                                 quiet_end=time(7, 0))
    new_york = ZoneInfo("America/New_York")
    at = datetime(2026, 11, 27, 23, 30, tzinfo=new_york)  # 04:30 UTC
    assert quiet_until(night, at) == datetime(2026, 11, 28, 7, 0, tzinfo=new_york)
    early = datetime(2026, 11, 28, 6, 59, tzinfo=new_york)
    assert quiet_until(night, early) == datetime(2026, 11, 28, 7, 0, tzinfo=new_york)
    assert quiet_until(night, datetime(2026, 11, 28, 7, 0, tzinfo=new_york)) is None
    assert quiet_until(night, datetime(2026, 11, 27, 21, 59, tzinfo=new_york)) is None
    lunch = NotificationSchedule(time_zone="Asia/Tokyo", quiet_start=time(12, 0),
                                 quiet_end=time(13, 0))
    tokyo_noon = datetime(2026, 11, 27, 3, 30, tzinfo=ZoneInfo("UTC"))  # 12:30 in Tokyo
    assert quiet_until(lunch, tokyo_noon) == datetime(2026, 11, 27, 4, 0, tzinfo=ZoneInfo("UTC"))
    assert quiet_until(NotificationSchedule(), tokyo_noon) is None


def quiet_now(zone: str) -> dict[str, str]:
    """Quiet hours around the present moment, in ``zone``."""
    local = timezone.now().astimezone(ZoneInfo(zone))
    return {"start": (local - timedelta(hours=1)).strftime("%H:%M"),
            "end": (local + timedelta(hours=1)).strftime("%H:%M")}


@pytest.mark.django_db
def test_a_kind_switched_off_in_the_app_is_neither_listed_nor_streamed(auth_client):
    user = auth_client.user
    answer = auth_client.patch(SETTINGS, {"channels": {"stream": {"game_started": False}}},
                               format="json")
    assert answer.status_code == 200, answer.content
    from live.routing import routing_cache_update

    routing_cache_update([user.pk])  # what the commit does (this test's transaction never does)
    pubsub = bus.redis_client().pubsub()
    pubsub.subscribe(bus.user_channel(user.pk))
    pubsub.get_message(timeout=1)  # the subscription's confirmation
    with transaction.atomic():
        notices_write([Notice(user.pk, "game_started", {"game_id": 5, "seat": 0}),
                       Notice(user.pk, "invited", {"game_id": 6})])
    from live.notify import notifications_after, notifications_committed

    rows = [{"user_id": user.pk, "body": body}
            for body in notifications_after(user_id=user.pk, after=0, limit=10,
                                            everything=True)]
    assert [r["body"]["type"] for r in rows] == ["game_started", "invited"]
    notifications_committed(rows)
    heard = []
    while (message := pubsub.get_message(timeout=1)) is not None:
        if message["type"] == "message":
            heard.append(json.loads(message["data"])["type"])
    assert heard == ["invited"]
    listed = auth_client.get("/api/v1/notifications?after=0").json()["results"]
    assert [n["type"] for n in listed] == ["invited"]


@pytest.fixture
def web_push(settings):
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    settings.WHIST_VAPID_PRIVATE_KEY = b64url(
        ec.generate_private_key(ec.SECP256R1()).private_numbers().private_value.to_bytes(32,
                                                                                         "big"))


@pytest.mark.django_db
def test_a_browser_gets_only_the_kinds_wanted_there_and_nothing_in_quiet_hours(auth_client,
                                                                              web_push):
    key = ec.generate_private_key(ec.SECP256R1())
    subscribed = auth_client.post("/api/v1/push-subscriptions", {
        "endpoint": "http://127.0.0.1:9/wpush/" + secrets.token_hex(8), "expirationTime": None,
        "keys": {"p256dh": b64url(uncompressed(key.public_key())),
                 "auth": b64url(secrets.token_bytes(16))}}, format="json")
    assert subscribed.status_code == 201, subscribed.content
    user = auth_client.user
    auth_client.patch(SETTINGS, {"channels": {"web_push": {"your_turn": False}}}, format="json")
    bodies = [{"seq": 1, "type": "your_turn", "game_id": 3, "seat": 0, "version": 2},
              {"seq": 2, "type": "game_finished", "game_id": 4, "position": 1, "seat": 0}]
    assert push_delivery.push_notify(user_id=user.pk, bodies=bodies) == 1
    assert [d.payload["type"] for d in PushDelivery.objects.filter(user=user)] == \
        ["game_finished"]

    auth_client.patch(SETTINGS, {"time_zone": "Australia/Sydney",
                                 "quiet_hours": quiet_now("Australia/Sydney")}, format="json")
    assert push_delivery.push_notify(user_id=user.pk, bodies=bodies) == 0
    assert PushDelivery.objects.filter(user=user).count() == 1
