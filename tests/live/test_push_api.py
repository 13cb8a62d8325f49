"""The push registrations: a browser's Web Push subscription, a phone's FCM or APNs token, the
VAPID key a browser subscribes with.  In-process (the senders are tested against real stand-in
services in test_push_delivery.py)."""

from __future__ import annotations

import base64
import json
import secrets
import stat

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from django.db import connection
from django.test.utils import CaptureQueriesContext

from live import bus
from live.models import PushDevice, PushSubscription
from live.notify import notifications_committed
from live.routing import PUSHING, routing_cache_rebuild, routing_key
from tests.games.helpers import assert_error
from tests.live.push_helpers import private_pem, uncompressed

pytestmark = pytest.mark.django_db

ENDPOINT = "http://127.0.0.1:9/wpush/"


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def subscription(endpoint: str | None = None, **keys: str) -> dict:
    """A browser's PushSubscription.toJSON(), with fresh keys."""
    private = ec.generate_private_key(ec.SECP256R1())
    return {"endpoint": endpoint or ENDPOINT + secrets.token_hex(8), "expirationTime": None,
            "keys": {"p256dh": b64url(uncompressed(private.public_key())),
                     "auth": b64url(secrets.token_bytes(16)), **keys}}


@pytest.fixture(autouse=True)
def _push_configured(settings, tmp_path):
    """Web Push with a key of its own, FCM and APNs with credentials (never used here)."""
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    settings.WHIST_VAPID_PRIVATE_KEY = b64url(
        ec.generate_private_key(ec.SECP256R1()).private_numbers().private_value.to_bytes(32,
                                                                                         "big"))
    account = {"type": "service_account", "project_id": "p", "private_key_id": "k",
               "private_key": private_pem(rsa.generate_private_key(public_exponent=65537,
                                                                   key_size=2048)),
               "client_email": "push@p.iam.gserviceaccount.com",
               "token_uri": "https://oauth2.googleapis.com/token"}
    settings.FCM_SERVICE_ACCOUNT_JSON = json.dumps(account)
    settings.FCM_SERVICE_ACCOUNT_FILE = ""
    key = tmp_path / "AuthKey.p8"
    key.write_text(private_pem(ec.generate_private_key(ec.SECP256R1())))
    settings.APNS_KEY_FILE, settings.APNS_KEY_ID, settings.APNS_TEAM_ID = str(key), "K", "T"


def test_a_subscription_is_registered_listed_updated_and_deleted(client_factory):
    alice, bob = client_factory(), client_factory()
    sub = subscription()
    made = alice.post("/api/v1/push-subscriptions", sub, format="json")
    assert made.status_code == 201, made.content
    row = made.json()
    assert row["endpoint"] == sub["endpoint"] and row["expiration_time"] is None
    assert "keys" not in row and "auth" not in json.dumps(row)

    # The same endpoint again (the browser's keys renewed): the row is updated, not doubled.
    again = subscription(sub["endpoint"])
    again["expirationTime"] = 4_102_444_800_000  # 2100-01-01, in milliseconds
    updated = alice.post("/api/v1/push-subscriptions", again, format="json")
    assert updated.status_code == 200, updated.content
    assert updated.json()["id"] == row["id"]
    assert updated.json()["expiration_time"].startswith("2100-01-01")
    stored = PushSubscription.objects.get()
    assert stored.p256dh == again["keys"]["p256dh"] and stored.auth == again["keys"]["auth"]

    listed = alice.get("/api/v1/push-subscriptions").json()
    assert [s["id"] for s in listed] == [row["id"]]
    assert bob.get("/api/v1/push-subscriptions").json() == []
    assert_error(bob.delete(f"/api/v1/push-subscriptions/{row['id']}"), 404,
                 "push_subscription_not_found")
    assert alice.delete(f"/api/v1/push-subscriptions/{row['id']}").status_code == 204
    assert_error(alice.delete(f"/api/v1/push-subscriptions/{row['id']}"), 404,
                 "push_subscription_not_found")
    assert alice.get("/api/v1/push-subscriptions").json() == []


def test_an_endpoint_registered_by_another_account_moves_to_it(client_factory):
    """One browser has one subscription per site: the account signed in there last owns it."""
    alice, bob = client_factory(), client_factory()
    sub = subscription()
    assert alice.post("/api/v1/push-subscriptions", sub, format="json").status_code == 201
    assert bob.post("/api/v1/push-subscriptions", sub, format="json").status_code == 200
    assert alice.get("/api/v1/push-subscriptions").json() == []
    assert len(bob.get("/api/v1/push-subscriptions").json()) == 1


def _bad_point() -> str:
    return b64url(b"\x04" + b"\x00" * 64)


def _compressed() -> str:
    key = ec.generate_private_key(ec.SECP256R1()).public_key()
    return b64url(key.public_bytes(serialization.Encoding.X962,
                                   serialization.PublicFormat.CompressedPoint))


@pytest.mark.parametrize("change, field", [
    ({"endpoint": "http://93.184.216.34/wpush/1"}, "endpoint"),       # not https
    ({"endpoint": "https://10.1.2.3/wpush/1"}, "endpoint"),           # a private address
    ({"endpoint": "https://169.254.169.254/latest"}, "endpoint"),     # cloud metadata
    ({"endpoint": "https://[::1]/wpush"}, "endpoint"),
    ({"endpoint": "ftp://127.0.0.1/x"}, "endpoint"),
    ({"endpoint": "not a url"}, "endpoint"),
    ({"endpoint": "https://93.184.216.34/" + "x" * 3000}, "endpoint"),  # huge
    ({"endpoint": 7}, "endpoint"),
    ({"endpoint": "https://93.184.216.34/wpush/1\u202e"}, "endpoint"),  # right-to-left override
    ({"endpoint": "https://93.184.216.34/wpush/1\ufeff"}, "endpoint"),  # byte order mark
    ({"endpoint": "https://93.184.216.34/wpush/\u200b1"}, "endpoint"),  # zero width space
    ({"keys": {"p256dh": "not base64!", "auth": b64url(b"a" * 16)}}, "keys"),
    ({"keys": {"p256dh": b64url(b"\x04" + b"\x01" * 63), "auth": b64url(b"a" * 16)}}, "keys"),
    ({"keys": {"p256dh": _bad_point(), "auth": b64url(b"a" * 16)}}, "keys"),  # off the curve
    ({"keys": {"p256dh": _compressed(), "auth": b64url(b"a" * 16)}}, "keys"),
    ({"keys": {"p256dh": "A" * 10_000, "auth": b64url(b"a" * 16)}}, "keys"),  # huge
    ({"keys": {"auth": b64url(b"a" * 16)}}, "keys"),
    ({"keys": "p256dh"}, "keys"),
    ({"keys": {"p256dh": None, "auth": b64url(b"a" * 16)}}, "keys"),
    ({"keys": {"p256dh": _compressed(), "auth": b64url(b"a" * 15)}}, "keys"),
    ({"expirationTime": "tomorrow"}, "expirationTime"),
    ({"expirationTime": -1}, "expirationTime"),
    ({"expirationTime": 1_000_000_000_000}, "expirationTime"),  # 2001: already expired
    ({"endpoint_url": "https://x"}, "endpoint_url"),
])
def test_a_malformed_subscription_is_refused_naming_its_field(client_factory, change, field):
    alice = client_factory()
    sub = {**subscription(), **change}
    refused = alice.post("/api/v1/push-subscriptions", sub, format="json")
    assert refused.status_code == 400, refused.content
    assert field in refused.json()["error"]["details"], refused.json()
    assert not PushSubscription.objects.exists()


def test_a_well_formed_subscription_on_a_public_https_endpoint_is_taken(client_factory):
    """Registering sends nothing: an address literal needs no lookup."""
    alice = client_factory()
    made = alice.post("/api/v1/push-subscriptions",
                      subscription("https://93.184.216.34/wpush/abc"), format="json")
    assert made.status_code == 201, made.content


def test_the_vapid_key_is_the_configured_one(client_factory, settings):
    alice = client_factory()
    private = ec.generate_private_key(ec.SECP256R1())
    settings.WHIST_VAPID_PRIVATE_KEY = b64url(
        private.private_numbers().private_value.to_bytes(32, "big"))
    answer = alice.get("/api/v1/push-subscriptions/vapid-key")
    assert answer.status_code == 200, answer.content
    assert answer.json()["public_key"] == b64url(uncompressed(private.public_key()))
    # A PEM key (as `vapid --gen` writes it) works as well.
    settings.WHIST_VAPID_PRIVATE_KEY = private_pem(private)
    assert alice.get("/api/v1/push-subscriptions/vapid-key").json()["public_key"] == \
        b64url(uncompressed(private.public_key()))


def test_with_no_key_development_makes_one_once_and_keeps_it(client_factory, settings,
                                                             tmp_path):
    alice = client_factory()
    settings.WHIST_VAPID_PRIVATE_KEY = ""
    settings.WHIST_VAPID_KEY_FILE = str(tmp_path / "vapid" / "private.pem")
    first = alice.get("/api/v1/push-subscriptions/vapid-key").json()["public_key"]
    kept = tmp_path / "vapid" / "private.pem"
    assert kept.is_file() and stat.S_IMODE(kept.stat().st_mode) == 0o600
    key = serialization.load_pem_private_key(kept.read_bytes(), None)
    assert first == b64url(uncompressed(key.public_key()))
    assert alice.get("/api/v1/push-subscriptions/vapid-key").json()["public_key"] == first


def test_with_no_key_in_production_web_push_is_off(client_factory, settings):
    alice = client_factory()
    settings.WHIST_VAPID_PRIVATE_KEY = ""
    settings.WHIST_VAPID_KEY_FILE = ""
    assert_error(alice.get("/api/v1/push-subscriptions/vapid-key"), 404,
                 "webpush_not_configured")
    assert_error(alice.post("/api/v1/push-subscriptions", subscription(), format="json"), 404,
                 "webpush_not_configured")


def test_a_device_is_registered_listed_updated_and_deleted(client_factory):
    alice, bob = client_factory(), client_factory()
    token = "dA1b:APA91b" + secrets.token_urlsafe(120)
    made = alice.post("/api/v1/devices", {"platform": "fcm", "token": token,
                                          "app_id": "com.example.whist"}, format="json")
    assert made.status_code == 201, made.content
    device = made.json()
    assert device["platform"] == "fcm" and device["app_id"] == "com.example.whist"
    assert device["token"] == token
    again = alice.post("/api/v1/devices", {"platform": "fcm", "token": token,
                                           "app_id": "com.example.whist.beta"}, format="json")
    assert again.status_code == 200 and again.json()["id"] == device["id"]
    assert PushDevice.objects.get().app_id == "com.example.whist.beta"

    apns = "AB" * 32
    phone = alice.post("/api/v1/devices", {"platform": "apns", "token": apns,
                                           "app_id": "com.example.whist"}, format="json")
    assert phone.status_code == 201, phone.content
    assert phone.json()["token"] == apns.lower()
    assert {d["platform"] for d in alice.get("/api/v1/devices").json()} == {"fcm", "apns"}
    assert bob.get("/api/v1/devices").json() == []
    assert_error(bob.delete(f"/api/v1/devices/{device['id']}"), 404, "device_not_found")
    assert alice.delete(f"/api/v1/devices/{device['id']}").status_code == 204
    assert [d["platform"] for d in alice.get("/api/v1/devices").json()] == ["apns"]


@pytest.mark.parametrize("body, field", [
    ({"platform": "gcm", "token": "abc", "app_id": "com.example.whist"}, "platform"),
    ({"platform": "apns", "token": "xyz", "app_id": "com.example.whist"}, "token"),
    ({"platform": "apns", "token": "ab" * 31, "app_id": "com.example.whist"}, "token"),
    ({"platform": "fcm", "token": "has spaces in it", "app_id": "com.example.whist"}, "token"),
    ({"platform": "fcm", "token": "a" * 5000, "app_id": "com.example.whist"}, "token"),
    ({"platform": "fcm", "token": "", "app_id": "com.example.whist"}, "token"),
    ({"platform": "fcm", "token": "abc", "app_id": "bad id!"}, "app_id"),
    ({"platform": "fcm", "token": "abc", "app_id": "a" * 500}, "app_id"),
    ({"platform": "fcm", "token": "abc"}, "app_id"),
    ({"platform": "fcm", "token": 12, "app_id": "com.example.whist"}, "token"),
    ({"platform": "fcm", "token": "abc", "app_id": "com.example.whist", "x": 1}, "x"),
])
def test_a_malformed_device_is_refused_naming_its_field(client_factory, body, field):
    refused = client_factory().post("/api/v1/devices", body, format="json")
    assert refused.status_code == 400, refused.content
    assert field in refused.json()["error"]["details"], refused.json()
    assert not PushDevice.objects.exists()


def test_a_platform_the_service_cannot_send_to_is_refused(client_factory, settings):
    settings.FCM_SERVICE_ACCOUNT_JSON = ""
    settings.APNS_KEY_FILE = ""
    alice = client_factory()
    for platform, token in (("fcm", "abc:def"), ("apns", "ab" * 32)):
        refused = alice.post("/api/v1/devices", {"platform": platform, "token": token,
                                                 "app_id": "com.example.whist"}, format="json")
        assert refused.status_code == 400, refused.content
        assert "platform" in refused.json()["error"]["details"]
    assert not PushDevice.objects.exists()


def test_signing_a_device_out_drops_what_it_registered(client_factory):
    """A browser or phone signed out hears nothing more (its token is what registered it);
    what another of the person's devices registered stays."""
    alice = client_factory()
    other = client_factory(alice.user)
    assert alice.post("/api/v1/push-subscriptions", subscription(), format="json"
                      ).status_code == 201
    assert alice.post("/api/v1/devices", {"platform": "apns", "token": "ab" * 32,
                                          "app_id": "com.example.whist"}, format="json"
                      ).status_code == 201
    kept = other.post("/api/v1/push-subscriptions", subscription(), format="json").json()
    assert alice.post("/api/v1/auth/logout", {}, format="json").status_code == 204
    third = client_factory(alice.user)
    assert [s["id"] for s in third.get("/api/v1/push-subscriptions").json()] == [kept["id"]]
    assert third.get("/api/v1/devices").json() == []


def test_too_many_subscriptions_are_refused(client_factory, settings):
    from live import webpush

    alice = client_factory()
    for _ in range(webpush.MAX_SUBSCRIPTIONS):
        assert alice.post("/api/v1/push-subscriptions", subscription(), format="json"
                          ).status_code == 201
    assert_error(alice.post("/api/v1/push-subscriptions", subscription(), format="json"), 409,
                 "too_many_push_subscriptions")


def test_who_has_push_is_a_redis_set_and_the_commit_hook_asks_no_database(
        client_factory, django_capture_on_commit_callbacks):
    """The move path's after-commit hook finds the people to push to in Redis, not SQL, once
    the sets are built (live.routing)."""
    alice, bob = client_factory(), client_factory()
    with django_capture_on_commit_callbacks(execute=True):
        made = alice.post("/api/v1/push-subscriptions", subscription(), format="json").json()
    routing_cache_rebuild()
    redis, pushing = bus.redis_client(), routing_key(PUSHING)
    assert redis.sismember(pushing, alice.user.pk)
    assert not redis.sismember(pushing, bob.user.pk)
    rows = [{"user_id": user.pk, "body": {"seq": 1, "type": "your_turn", "game_id": 1}}
            for user in (alice.user, bob.user)]
    with CaptureQueriesContext(connection) as hook:
        notifications_committed(rows)
    assert len(hook) == 0, [q["sql"] for q in hook.captured_queries]
    with django_capture_on_commit_callbacks(execute=True):
        assert alice.delete(f"/api/v1/push-subscriptions/{made['id']}").status_code == 204
    assert not redis.sismember(pushing, alice.user.pk)


def test_a_notification_is_made_into_one_delivery_per_target_however_often_asked(
        client_factory):
    """The task that makes the deliveries may run twice (a worker lost before its ack): the
    second run makes nothing new."""
    from live.models import PushDelivery
    from live.push_delivery import push_notify

    alice = client_factory()
    assert alice.post("/api/v1/push-subscriptions", subscription(), format="json"
                      ).status_code == 201
    assert alice.post("/api/v1/devices", {"platform": "apns", "token": "ab" * 32,
                                          "app_id": "com.example.whist"}, format="json"
                      ).status_code == 201
    bodies = [{"seq": 3, "type": "your_turn", "game_id": 5, "decision": "play"},
              {"seq": 4, "type": "seat_taken", "game_id": 5}]  # not pushed
    assert push_notify(user_id=alice.user.pk, bodies=bodies) == 2
    assert push_notify(user_id=alice.user.pk, bodies=bodies) == 2  # the same two, still due
    assert PushDelivery.objects.count() == 2
    assert {d.channel for d in PushDelivery.objects.all()} == {"webpush", "apns"}


def test_manage_check_finds_a_vapid_setting_that_cannot_work(settings):
    from live.webpush import vapid_check

    private = ec.generate_private_key(ec.SECP256R1())
    settings.WHIST_VAPID_PRIVATE_KEY = private_pem(private)
    settings.WHIST_VAPID_PUBLIC_KEY = b64url(uncompressed(private.public_key()))
    assert vapid_check() == []
    other = ec.generate_private_key(ec.SECP256R1())
    settings.WHIST_VAPID_PUBLIC_KEY = b64url(uncompressed(other.public_key()))
    assert [e.id for e in vapid_check()] == ["live.E002"]
    settings.WHIST_VAPID_PRIVATE_KEY = "not a key"
    assert [e.id for e in vapid_check()] == ["live.E001"]
    settings.WHIST_VAPID_SUBJECT = "webmaster"
    assert [e.id for e in vapid_check()] == ["live.E003"]
