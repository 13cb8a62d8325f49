"""What every push has in common, browser or phone: what it says, who has anywhere to receive
one, and the rows that carry each push through its attempts.

A push says only what its notification says, in fixed words: it is built from the notification
body exactly as the user stream carries it, field by named field (type, seq, game id, the
decision's name, a place), so nothing else a body might one day hold, let alone a card, can
reach a push service.  Who has a browser subscription or a phone is :mod:`live.routing`'s to
answer for a move's notifications: each registration and removal tells it after the commit.
Each push is a ``PushDelivery`` row sent by a task in the push lane through the one loop of
every outbound row (:mod:`live.attempts`): claimed before its request, and retried with backoff
on a 5xx, a 429 or a timeout.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core.domain_events import AccountClosed
from live.attempts import PUSH_LANE, Outcome, enqueue
from live.models import (
    DeliveryStatus,
    PushChannel,
    PushDelivery,
    PushDevice,
    PushSubscription,
)
from live.notify import PUSHED_TYPES
from live.routing import routing_cache_update_on_commit

logger = logging.getLogger("live.push")

PUSH_KINDS = PUSHED_TYPES
"""The notifications pushed to browsers and phones (the others are for the streams)."""

_DECISIONS = {
    "play": "play a card", "play_blind": "play a card", "choose_trump": "choose trumps",
    "exchange": "exchange cards", "buy": "buy a life, or not", "vote_trump": "vote for trumps",
    "declare_no_picture": "declare, or not", "declare_rainbow": "declare, or not",
    "answer_claim": "accept or refuse a claim",
}


def _place(position: Any) -> str:
    if not isinstance(position, int) or isinstance(position, bool):
        return "finished"
    if position == 1:
        return "won"
    suffix = "th" if 10 <= position % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(
        position % 10, "th")
    return f"finished {position}{suffix}"


def _words(kind: str, game: str, body: dict[str, Any]) -> tuple[str, str]:
    if kind == "your_turn":
        return "Your turn", f"{game}: {_DECISIONS.get(body.get('decision'), 'your decision')}."
    if kind == "turn_reminder":
        left = "half your time is gone" if body.get("reminder") == "half" else \
            "a tenth of your time is left"
        return "Your move is waiting", f"{game}: {left}."
    if kind == "game_started":
        return "Game started", f"{game} has started."
    if kind == "game_finished":
        return "Game over", f"{game} is over: you {_place(body.get('position'))}."
    if kind == "league_result":
        return "League result", f"{game} counts in your league: you {_place(body.get('position'))}."
    if kind == "invited" and body.get("rematch_of"):
        return "A rematch", f"You are offered a rematch: accept or decline {game.lower()}."
    if kind == "invited":
        return "An invitation", f"You are invited to {game.lower()}."
    return "Whist", "Something happened in your games."


def push_payload(body: dict[str, Any]) -> dict[str, Any]:
    """The push for one notification body: ``type``, ``seq``, ``title``, ``body``, ``url``
    (the table in the web client), ``tag`` and ``game_id``."""
    kind = str(body["type"])
    game_id = body.get("game_id")
    game_id = game_id if isinstance(game_id, int) and not isinstance(game_id, bool) else None
    title, text = _words(kind, f"Game {game_id}" if game_id is not None else "A game", body)
    path = f"/#/games/{game_id}" if game_id is not None else "/#/"
    payload: dict[str, Any] = {
        "type": kind, "seq": body.get("seq"), "title": title, "body": text,
        "url": settings.WHIST_PUBLIC_URL + path,
        "tag": f"whist-game-{game_id}" if game_id is not None else f"whist-{kind}"}
    if game_id is not None:
        payload["game_id"] = game_id
    return payload


def pushable(bodies: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The bodies of the kinds that are pushed."""
    return [b for b in bodies if b.get("type") in PUSH_KINDS]


# --- who has anywhere to receive a push ----------------------------------------------------

def push_registrations_void(*, user_id: int, tokens: list[str]) -> None:
    """What the signed-out devices registered: a browser or phone signed out hears no more."""
    tokens = [t for t in tokens if t]
    if not tokens:
        return
    gone = PushSubscription.objects.filter(user_id=user_id, signin_token__in=tokens).delete()[0]
    gone += PushDevice.objects.filter(user_id=user_id, signin_token__in=tokens).delete()[0]
    if gone:
        routing_cache_update_on_commit({user_id})


def push_account_closed(event: AccountClosed) -> None:
    """A closed account's browsers and phones hear no more (the subscriber to
    ``AccountClosed``, in the closing transaction)."""
    PushSubscription.objects.filter(user_id=event.user_id).delete()
    PushDevice.objects.filter(user_id=event.user_id).delete()
    routing_cache_update_on_commit({event.user_id})


# --- deliveries ----------------------------------------------------------------------------

def result_of(status: int | None, error: str = "", *, gone: bool = False) -> Outcome:
    """The usual reading of a push service's status (``None``: no answer at all): worth
    retrying after a 5xx, a 429 or no answer; ``gone`` when the service says the subscription
    or token is no more (it is deleted, never retried)."""
    if status is not None and 200 <= status < 300:
        return Outcome(True, status)
    retry = status is None or status == 429 or status >= 500
    return Outcome(False, status, error or f"answered {status}", gone=gone, retry=retry)


def deliveries_make(*, user_id: int, channel: PushChannel,
                    targets: Sequence[PushSubscription | PushDevice],
                    bodies: Sequence[dict[str, Any]]) -> int:
    """A delivery for each body to each target, each sent by a task once this commits.  A
    body already made into a delivery for a target (the task making them ran twice) is not
    made again."""
    made: dict[str, PushDelivery] = {}
    for target in targets:
        for body in bodies:
            seq = body.get("seq")
            key = f"{channel}:{target.pk}:" + (str(seq) if isinstance(seq, int)
                                               else uuid.uuid4().hex)
            made[key] = PushDelivery(
                user_id=user_id, channel=channel, key=key, payload=push_payload(body),
                **{"subscription" if channel == PushChannel.WEBPUSH else "device": target})
    if not made:
        return 0
    with transaction.atomic():
        PushDelivery.objects.bulk_create(made.values(), ignore_conflicts=True)
        ids = list(PushDelivery.objects.filter(key__in=made, status=DeliveryStatus.PENDING,
                                               attempts=0).values_list("pk", flat=True))
        enqueue(PUSH_LANE, ids)
    return len(ids)


def push_deliveries_prune(*, batch: int = 5000) -> int:
    """Deliveries older than ``WHIST_NOTIFICATION_DAYS`` and done with (a batch), and
    subscriptions whose browser said when they expire, once they have."""
    cutoff = timezone.now() - timedelta(days=settings.WHIST_NOTIFICATION_DAYS)
    old = list(PushDelivery.objects.filter(created_at__lt=cutoff).exclude(status="pending")
               .order_by("created_at").values_list("pk", flat=True)[:batch])
    deleted = PushDelivery.objects.filter(pk__in=old).delete()[0] if old else 0
    PushSubscription.objects.filter(expiration_time__lt=timezone.now()).delete()
    return deleted
