"""Pushes reaching a browser and phones: a real Celery worker on the outbound lanes sends them
to stand-ins of a Web Push service, FCM and APNs (tests/live/push_standins.py), each a process
on 127.0.0.1 checking the request as the real one does.  The test plays the browser and the
phone apps: it makes the subscription's keys and the device tokens, and registers them through
the API."""

from __future__ import annotations

import json
import secrets
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.db import close_old_connections, transaction

from games import services
from live.models import DeliveryStatus, Notification, PushDelivery, PushDevice, PushSubscription
from live.notify import Notice, notices_write
from tests.celery_worker import OUTBOUND, celery_processes, wait_for
from tests.games.conftest import Table
from tests.games.helpers import cards_in
from tests.live.push_helpers import BrowserSubscription, PushServices

pytestmark = pytest.mark.django_db(transaction=True)

PUSHED = ("your_turn", "game_started", "game_finished", "invited", "league_result")


@pytest.fixture(scope="module")
def push_site(django_db_setup: Any) -> Iterator[PushServices]:
    with tempfile.TemporaryDirectory(prefix="whist-push-") as tmp:
        stand_ins = PushServices(Path(tmp))
        try:
            with celery_processes(**stand_ins.env()) as procs:
                procs.start_worker("outbound", queues=OUTBOUND)
                procs.start_beat()
                stand_ins.procs = procs
                yield stand_ins
        finally:
            stand_ins.stop()


@pytest.fixture
def pushes(push_site: PushServices, settings: Any) -> PushServices:
    push_site.settings_apply(settings)
    return push_site


def register(client: Any, pushes: PushServices) -> dict[str, Any]:
    """A browser subscribing (with the key the API names) and two phones, all registered."""
    key = client.get("/api/v1/push-subscriptions/vapid-key").json()["public_key"]
    assert key == pushes.vapid_public
    browser = BrowserSubscription(pushes.webpush, key)
    made = client.post("/api/v1/push-subscriptions", browser.json, format="json")
    assert made.status_code == 201, made.content
    fcm = f"{secrets.token_urlsafe(16)}:APA91b{secrets.token_urlsafe(100)}"
    apns = secrets.token_hex(32)
    for platform, token in (("fcm", fcm), ("apns", apns)):
        device = client.post("/api/v1/devices", {"platform": platform, "token": token,
                                                 "app_id": pushes.TOPIC}, format="json")
        assert device.status_code == 201, device.content
    return {"browser": browser, "fcm": fcm, "apns": apns}


def pushed_to(pushes: PushServices, mine: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """What each service took for this person's browser and phones."""
    return {
        "webpush": [r for r in pushes.webpush.received()
                    if r.get("subscription") == mine["browser"].id],
        "fcm": [r for r in pushes.fcm.received()
                if r.get("message", {}).get("token") == mine["fcm"]],
        "apns": [r for r in pushes.apns.received() if r.get("token") == mine["apns"]],
    }


def refusals(pushes: PushServices) -> list[dict[str, Any]]:
    """Requests a service refused as breaking its rules (auth, headers, body shape)."""
    return [r for service in (pushes.webpush, pushes.fcm, pushes.apns)
            for r in service.received() if "refused" in r]


def test_each_turn_of_a_played_game_reaches_the_browser_and_the_phones_without_a_card(
        pushes, client_factory):
    alice, bob = client_factory(), client_factory()
    mine, theirs = register(alice, pushes), register(bob, pushes)

    game = services.game_create(user=alice.user, max_players=2,
                                options={"start_hand_size": 3})
    services.game_join(game_id=game.pk, user=bob.user)
    services.game_start(game_id=game.pk, user=alice.user)
    Table(game.pk, [alice, bob]).play_out()

    for person, registered in ((alice, mine), (bob, theirs)):
        wanted = list(Notification.objects.filter(user=person.user, type__in=PUSHED)
                      .order_by("seq").values_list("seq", "type"))
        assert ("your_turn" in {t for _, t in wanted}) and wanted[-1][1] == "game_finished"
        count = len(wanted)

        def arrived(registered: dict[str, Any] = registered, count: int = count) -> bool:
            return all(len(got) >= count for got in pushed_to(pushes, registered).values())

        wait_for(arrived, timeout=90,
                 message="every notification pushed to the browser and both phones")
        got = pushed_to(pushes, registered)
        assert refusals(pushes) == []

        web = [r["payload"] for r in got["webpush"]]
        assert sorted((p["seq"], p["type"]) for p in web) == wanted  # each once
        turn = next(p for p in web if p["type"] == "your_turn")
        assert turn["game_id"] == game.pk and turn["title"] == "Your turn"
        assert turn["url"] == f"http://localhost:8000/#/games/{game.pk}"
        assert turn["body"] and len(json.dumps(turn)) < 400  # a few fixed words and ids
        claims = got["webpush"][0]["claims"]
        assert claims["sub"] == "mailto:push-tests@example.com"

        fcm = [r["message"] for r in got["fcm"]]
        assert sorted((int(m["data"]["seq"]), m["data"]["type"]) for m in fcm) == wanted
        first = next(m for m in fcm if m["data"]["type"] == "your_turn")
        assert first["notification"]["title"] == "Your turn"
        assert first["data"]["game_id"] == str(game.pk)

        apns = got["apns"]
        assert sorted((r["payload"]["seq"], r["payload"]["type"]) for r in apns) == wanted
        ios = next(r for r in apns if r["payload"]["type"] == "your_turn")
        assert ios["topic"] == pushes.TOPIC
        assert ios["payload"]["aps"]["alert"]["title"] == "Your turn"
        assert ios["payload"]["game_id"] == game.pk

        assert cards_in(got) == [], cards_in(got)

    close_old_connections()
    rows = PushDelivery.objects.all()
    assert rows and {r.status for r in rows} == {DeliveryStatus.SUCCEEDED}
    assert {r.attempts for r in rows} == {1}
    # The FCM access token was asked for once and used for every message.
    assert len([r for r in pushes.fcm.received() if r.get("path") == "/token"]) == 1


def test_gone_subscriptions_and_devices_are_deleted_and_other_failures_retried(
        pushes, client_factory):
    alice = client_factory()
    kept, gone = register(alice, pushes), register(alice, pushes)
    pushes.webpush.control(answers={kept["browser"].id: [500]}, gone=[gone["browser"].id])
    pushes.fcm.control(answers={kept["fcm"]: [503]}, gone=[gone["fcm"]])
    pushes.apns.control(answers={kept["apns"]: [503]}, gone=[gone["apns"]])

    with transaction.atomic():
        notices_write([Notice(alice.user.pk, "your_turn", {
            "game_id": 41, "version": 7, "seat": 0, "decision": "play", "deadline": None})])

    def settled() -> bool:
        close_old_connections()
        return not PushDelivery.objects.filter(status=DeliveryStatus.PENDING).exists() and \
            PushDelivery.objects.count() == 6

    wait_for(settled, timeout=60, message="every delivery settled")
    assert refusals(pushes) == []
    assert list(PushSubscription.objects.values_list("endpoint", flat=True)) == \
        [kept["browser"].json["endpoint"]]
    assert set(PushDevice.objects.values_list("token", flat=True)) == {kept["fcm"],
                                                                      kept["apns"]}
    answered = {channel: [r["answered"] for r in rows]
                for channel, rows in pushed_to(pushes, kept).items()}
    assert answered == {"webpush": [500, 201], "fcm": [503, 200], "apns": [503, 200]}
    retried = PushDelivery.objects.filter(status=DeliveryStatus.SUCCEEDED)
    assert sorted(r.attempts for r in retried) == [2, 2, 2]
    dropped = PushDelivery.objects.exclude(status=DeliveryStatus.SUCCEEDED)
    assert {r.status for r in dropped} == {DeliveryStatus.FAILED}
    assert {r.response_code for r in dropped} == {404, 410}
    assert all("deleted" in r.last_error for r in dropped)

    # Nothing more goes to what is gone.
    before = {k: len(v) for k, v in pushed_to(pushes, gone).items()}
    with transaction.atomic():
        notices_write([Notice(alice.user.pk, "game_started", {"game_id": 42, "seat": 0})])
    wait_for(lambda: all(len(v) == 3 for v in pushed_to(pushes, kept).values()), timeout=60,
             message="the next notification at what is kept")
    assert {k: len(v) for k, v in pushed_to(pushes, gone).items()} == before


def test_a_push_service_slow_to_answer_is_cut_at_the_deadline_and_tried_again(pushes,
                                                                              settings):
    """One deadline for the whole attempt, the access token included: an attempt past it is a
    failed one, worth trying again."""
    from live import fcm
    from live.push import push_payload

    settings.WHIST_PUSH_TIMEOUT_SECONDS = 1
    token = f"slow:{secrets.token_urlsafe(20)}"
    pushes.fcm.control(delays={token: 5})
    result = fcm.fcm_send(token, push_payload({"seq": 1, "type": "your_turn", "game_id": 3}))
    assert not result.ok and result.retry and result.status is None, result
    assert result.error == "timed out after 1 s"


def test_a_webhook_and_a_push_still_go_out_after_redis_is_emptied(pushes, client_factory):
    """Redis restarted empty (``FLUSHDB`` of the database this run's processes use): who has a
    webhook or somewhere to be pushed is read from the database, not lost until a rebuild."""
    from live import bus
    from tests.live.receivers import Receiver

    alice = client_factory()
    receiver = Receiver(failures=0)
    try:
        hook = alice.post("/api/v1/webhooks", {"url": receiver.url,
                                               "event_types": ["game_started"]}, format="json")
        assert hook.status_code == 201, hook.content
        mine = register(alice, pushes)
        bus.redis_client().flushdb()

        with transaction.atomic():
            notices_write([Notice(alice.user.pk, "game_started", {"game_id": 43, "seat": 0})])
        wait_for(lambda: receiver.requests, timeout=30, message="the webhook")
        wait_for(lambda: all(pushed_to(pushes, mine).values()), timeout=30,
                 message="the push to the browser and both phones")
        [(_, body, _)] = receiver.requests
        assert json.loads(body)["data"]["game_id"] == 43
        assert [r["payload"]["game_id"] for r in pushed_to(pushes, mine)["webpush"]] == [43]
    finally:
        receiver.close()
