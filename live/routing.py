"""Where a committed notification goes besides the person's list: to their webhooks, to their
browsers and phones, and not to their stream when they switched its kind off in the app.

The database is the truth, read in one statement (:func:`routing_read` without Redis).  With
Redis, three sets cache it so that a move's commit hook asks Redis in the round trip it makes
anyway and reads no row: the owners of an active webhook, the people with a browser
subscription or a phone, and those who switched any kind off in the app.  The sets are trusted
only while a marker key says they were built whole: Redis restarted empty (or flushed) has no
marker, so the answer comes from the database until a task has rebuilt them.  A change to a
person's webhooks, pushes or settings updates their membership after its commit; a failed
update drops the marker rather than leave a wrong answer in place.

Rebuilds and updates are kept from undoing each other by one generation key: an update moves it
on, and a rebuild or update that read the database before the move is thrown away (Redis'
``WATCH``) and read again.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.db.models import CharField, F, QuerySet, Value
from redis.exceptions import WatchError

from live import bus
from live.models import (
    NotificationChannel,
    NotificationPreference,
    PushDevice,
    PushSubscription,
    Webhook,
)
from live.preferences import KIND_OF_TYPE
from live.task_names import ROUTING_REBUILD_TASK

logger = logging.getLogger("live.routing")

_TRIES = 5
_CHUNK = 10_000
_REBUILD_ASKED_SECONDS = 60
"""A missing marker asks for one rebuild this often at most (the task may have been lost)."""

HOOKED, PUSHING, MUTED = "hooked", "pushing", "muted"
"""The three sets."""
BUILT, GENERATION, REBUILD_ASKED = "built", "generation", "rebuild-asked"
"""The marker that the sets are whole, the generation updates move on, and the mark that a
rebuild was asked for."""


def routing_key(name: str) -> str:
    """The Redis key of a set or of the marker, generation or mark above."""
    return f"{bus.prefix()}routing:{name}"


@dataclass(frozen=True)
class Routing:
    hooked: list[int] = field(default_factory=list)
    """The people asked about who own an active webhook."""
    pushing: list[int] = field(default_factory=list)
    """The people asked about for pushes who have a browser subscription or a phone."""
    hidden: dict[int, list[str]] = field(default_factory=dict)
    """The notification types each person switched off in the app (only those with any)."""


def _database_rows(*, hooked: Collection[int], pushing: Collection[int],
                   muted: Collection[int]) -> list[tuple[int, str, str]]:
    """``(user, "hooked" | "pushing" | "muted", kind)`` for the people asked about, each part
    of its own set of people: one statement (a UNION), none when nobody is asked about."""
    def tagged(rows: QuerySet[Any], user: str, what: str, kind: Any = None) -> QuerySet[Any]:
        return rows.annotate(routed=Value(what, output_field=CharField()),
                             routed_kind=kind or Value("", output_field=CharField())
                             ).values_list(user, "routed", "routed_kind")

    parts = []
    if hooked:
        parts.append(tagged(Webhook.objects.filter(owner_id__in=hooked, active=True),
                            "owner_id", HOOKED))
    if pushing:
        parts.append(tagged(PushSubscription.objects.filter(user_id__in=pushing), "user_id",
                            PUSHING))
        parts.append(tagged(PushDevice.objects.filter(user_id__in=pushing), "user_id",
                            PUSHING))
    if muted:
        parts.append(tagged(NotificationPreference.objects.filter(
            user_id__in=muted, channel=NotificationChannel.STREAM, enabled=False,
            kind__in=set(KIND_OF_TYPE.values())), "user_id", MUTED, F("kind")))
    if not parts:
        return []
    first, *rest = parts
    return list(first.union(*rest)) if rest else list(first.distinct())


def _hidden(rows: Iterable[tuple[int, str, str]]) -> dict[int, list[str]]:
    off: dict[int, set[str]] = defaultdict(set)
    for user_id, what, kind in rows:
        if what == MUTED:
            off[user_id].add(kind)
    return {user_id: sorted(t for t, k in KIND_OF_TYPE.items() if k in kinds)
            for user_id, kinds in off.items()}


def _from_database(user_ids: list[int], pushed: list[int]) -> Routing:
    rows = _database_rows(hooked=user_ids, pushing=pushed, muted=user_ids)
    return Routing(hooked=sorted({u for u, what, _ in rows if what == HOOKED}),
                   pushing=sorted({u for u, what, _ in rows if what == PUSHING}),
                   hidden=_hidden(rows))


def routing_read(*, user_ids: Collection[int], pushed: Collection[int]) -> Routing:
    """Who of ``user_ids`` has a webhook and switched kinds off in the app, and who of
    ``pushed`` has somewhere to be pushed: from the Redis sets while they are whole (and a
    statement only for those who switched something off), else from the database in one
    statement."""
    ordered, pushing = sorted(set(user_ids)), sorted(set(pushed))
    if not ordered and not pushing:
        return Routing()
    if bus.enabled():
        cached = _from_cache(ordered, pushing)
        if cached is not None:
            return cached
    return _from_database(ordered, pushing)


def _from_cache(ordered: list[int], pushing: list[int]) -> Routing | None:
    asked = [(HOOKED, ordered), (MUTED, ordered), (PUSHING, pushing)]
    asked = [(name, ids) for name, ids in asked if ids]
    try:
        pipe = bus.redis_client().pipeline(transaction=False)
        pipe.exists(routing_key(BUILT))
        for name, ids in asked:
            pipe.smismember(routing_key(name), ids)
        built, *answers = pipe.execute()
    except Exception:  # noqa: BLE001 - Redis down: the database answers
        logger.exception("could not read the notification routing from Redis")
        return None
    if not built:
        _rebuild_ask()
        return None
    found: dict[str, list[int]] = defaultdict(list)
    for (name, ids), members in zip(asked, answers, strict=True):
        found[name] = [u for u, member in zip(ids, members, strict=True) if member]
    muted = found[MUTED]
    hidden = _hidden(_database_rows(hooked=(), pushing=(), muted=muted)) if muted else {}
    return Routing(hooked=found[HOOKED], pushing=found[PUSHING], hidden=hidden)


def _rebuild_ask() -> None:
    """The sets are not whole: a task rebuilds them (asked once a minute at most)."""
    from core.task_send import task_send

    try:
        asked = bus.redis_client().set(routing_key(REBUILD_ASKED), 1, nx=True,
                                       ex=_REBUILD_ASKED_SECONDS)
        if not asked:
            return
        task_send(ROUTING_REBUILD_TASK)
    except Exception:  # noqa: BLE001 - asked again at the next notification
        logger.exception("could not ask for the notification routing to be rebuilt")


def _watched(write: Callable[[Any], None]) -> bool:
    """Run ``write(pipe)`` (it reads the database, then queues the writes of a ``MULTI``)
    until no other update moved the generation on in between; False when it never managed."""
    with bus.redis_client().pipeline() as pipe:
        for _ in range(_TRIES):
            try:
                pipe.watch(routing_key(GENERATION))
                write(pipe)
                pipe.execute()
                return True
            except WatchError:
                continue
    return False


def routing_cache_rebuild() -> dict[str, int]:
    """Build the three sets whole from the database and set the marker (the task asked for by
    a missing marker, and the hourly prune).  Returns each set's size."""
    if not bus.enabled():
        return {}
    sizes: dict[str, int] = {}

    def write(pipe: Any) -> None:
        members = {
            HOOKED: set(Webhook.objects.filter(active=True).values_list("owner_id", flat=True)),
            PUSHING: set(PushSubscription.objects.values_list("user_id", flat=True))
            | set(PushDevice.objects.values_list("user_id", flat=True)),
            MUTED: set(NotificationPreference.objects.filter(
                channel=NotificationChannel.STREAM, enabled=False,
                kind__in=set(KIND_OF_TYPE.values())).values_list("user_id", flat=True)),
        }
        pipe.multi()
        for name, ids in members.items():
            pipe.delete(routing_key(name))
            ordered = sorted(ids)
            for start in range(0, len(ordered), _CHUNK):
                pipe.sadd(routing_key(name), *ordered[start:start + _CHUNK])
            sizes[name] = len(ids)
        pipe.set(routing_key(BUILT), 1)
        pipe.delete(routing_key(REBUILD_ASKED))

    if not _watched(write):
        logger.warning("the notification routing changed during %d rebuilds: left to the "
                       "database until the next", _TRIES)
        return {}
    return sizes


def routing_cache_update(user_ids: Collection[int]) -> None:
    """Bring these people's membership of the sets in line with the database (after the
    commit of a change to their webhooks, pushes or settings).  When that fails, the marker
    goes: the database answers until the sets are rebuilt."""
    ids = sorted(set(user_ids))
    if not ids or not bus.enabled():
        return

    def write(pipe: Any) -> None:
        rows = _database_rows(hooked=ids, pushing=ids, muted=ids)
        pipe.multi()
        for name in (HOOKED, PUSHING, MUTED):
            having = {u for u, what, _ in rows if what == name}
            if having:
                pipe.sadd(routing_key(name), *having)
            if set(ids) - having:
                pipe.srem(routing_key(name), *(set(ids) - having))
        pipe.incr(routing_key(GENERATION))

    try:
        if _watched(write):
            return
    except Exception:  # noqa: BLE001 - dropped below
        logger.exception("could not update the notification routing of %s", ids)
    try:
        bus.redis_client().delete(routing_key(BUILT))
    except Exception:  # noqa: BLE001 - the next rebuild (hourly at most) puts it right
        logger.exception("could not drop the notification routing's marker")


def routing_cache_update_on_commit(user_ids: Collection[int]) -> None:
    ids = set(user_ids)
    transaction.on_commit(lambda: routing_cache_update(ids))
