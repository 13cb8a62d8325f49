"""Where a committed notification goes (``live.routing``): the database is the truth, read in
one statement; Redis' sets are a cache of it, trusted only while their marker says they were
built whole.  (A webhook and a push still going out after ``FLUSHDB``, through the real
workers: ``test_push_delivery.py``.)"""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from live import bus, routing
from live.models import NotificationPreference, PushDevice, PushSubscription, Webhook

pytestmark = pytest.mark.django_db


@pytest.fixture
def people(user_factory: Any) -> dict[str, int]:
    """One of each: an active webhook, a paused one, a browser, a phone, a kind switched off
    in the app (and one switched off by mail only), and nothing at all."""
    made = {name: user_factory().pk for name in (
        "hooked", "paused", "browser", "phone", "muted", "mail_off", "nobody")}
    Webhook.objects.create(owner_id=made["hooked"], url="https://example.org/h", secret="s")
    Webhook.objects.create(owner_id=made["paused"], url="https://example.org/h", secret="s",
                           active=False)
    PushSubscription.objects.create(user_id=made["browser"], endpoint="https://push.example/1",
                                    p256dh="k", auth="a")
    PushDevice.objects.create(user_id=made["phone"], platform="apns", token="ab" * 32,
                              app_id="com.example.whist")
    NotificationPreference.objects.create(user_id=made["muted"], channel="stream",
                                          kind="reminders", enabled=False)
    NotificationPreference.objects.create(user_id=made["mail_off"], channel="email",
                                          kind="your_turn", enabled=False)
    return made


def _expected(people: dict[str, int]) -> routing.Routing:
    return routing.Routing(hooked=[people["hooked"]],
                           pushing=sorted([people["browser"], people["phone"]]),
                           hidden={people["muted"]: ["turn_reminder"]})


def test_without_redis_a_move_routes_its_notifications_in_one_statement(people, settings):
    settings.REDIS_URL = ""
    with CaptureQueriesContext(connection) as queries:
        found = routing.routing_read(user_ids=people.values(), pushed=people.values())
    assert len(queries) == 1, [q["sql"] for q in queries.captured_queries]
    assert found == _expected(people)
    with CaptureQueriesContext(connection) as queries:
        assert routing.routing_read(user_ids=[], pushed=[]) == routing.Routing()
    assert len(queries) == 0


def test_the_redis_sets_answer_only_once_built_whole(people):
    redis = bus.redis_client()
    redis.delete(routing.routing_key(routing.BUILT), routing.routing_key(routing.REBUILD_ASKED))
    for name in (routing.HOOKED, routing.PUSHING, routing.MUTED):
        redis.delete(routing.routing_key(name))  # as after a restart: nothing at all

    with CaptureQueriesContext(connection) as queries:
        found = routing.routing_read(user_ids=people.values(), pushed=people.values())
    assert found == _expected(people) and len(queries) == 1  # the database answered
    assert redis.exists(routing.routing_key(routing.REBUILD_ASKED))  # and a rebuild was asked for

    sizes = routing.routing_cache_rebuild()
    assert sizes == {"hooked": 1, "pushing": 2, "muted": 1}
    assert redis.exists(routing.routing_key(routing.BUILT))
    assert not redis.exists(routing.routing_key(routing.REBUILD_ASKED))
    with CaptureQueriesContext(connection) as queries:
        found = routing.routing_read(user_ids=people.values(), pushed=people.values())
    assert found == _expected(people)
    # From Redis; a statement only for the kinds of the one who switched something off.
    assert len(queries) == 1, [q["sql"] for q in queries.captured_queries]
    everyone_else = [u for name, u in people.items() if name != "muted"]
    with CaptureQueriesContext(connection) as queries:
        routing.routing_read(user_ids=everyone_else, pushed=everyone_else)
    assert len(queries) == 0


def test_a_change_updates_the_sets_and_moves_the_generation_on(people):
    """What the commit hooks of the services do (this test's transaction never commits)."""
    routing.routing_cache_rebuild()
    redis = bus.redis_client()
    generation = int(redis.get(routing.routing_key(routing.GENERATION)) or 0)
    Webhook.objects.filter(owner_id=people["hooked"]).update(active=False)
    Webhook.objects.create(owner_id=people["nobody"], url="https://example.org/h", secret="s")
    NotificationPreference.objects.filter(user_id=people["muted"]).delete()
    routing.routing_cache_update([people["hooked"], people["nobody"], people["muted"]])
    assert int(redis.get(routing.routing_key(routing.GENERATION))) == generation + 1
    found = routing.routing_read(user_ids=people.values(), pushed=people.values())
    assert found == routing.Routing(hooked=[people["nobody"]],
                                    pushing=sorted([people["browser"], people["phone"]]),
                                    hidden={})
