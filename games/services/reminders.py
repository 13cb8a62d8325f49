"""Reminding a person whose correspondence decision is waiting: once when half its time is
gone and once when a tenth is left.

The game row says when the next reminder is due (``remind_at``, on a partial index) and how
many were sent for the pending decision (``reminders_sent``, reset by every move), so the
sweep is a few set-based statements a batch and a second run finds nothing to send again.
"""

from __future__ import annotations

from datetime import datetime

from django.db import transaction
from django.db.models import DurationField, ExpressionWrapper, F
from django.utils import timezone

from games.models import Game, GameStatus, Seat
from live import bus
from live.notify import Notice, notices_write

REMINDERS = ("half", "tenth")


def reminders_send(*, batch: int = 1000, now: datetime | None = None) -> int:
    """Claim up to ``batch`` games whose reminder is due, move each on to its next reminder
    (or none) and notify their people, in one transaction.  ``skip_locked``: a game being
    moved right now is left to the next run, which will find the new decision's clock.
    Returns how many games were claimed (0: none was due)."""
    now = now or timezone.now()
    with transaction.atomic():
        due = list(Game.objects.filter(status=GameStatus.ACTIVE, remind_at__lte=now)
                   .select_for_update(skip_locked=True).order_by("remind_at")
                   .values_list("pk", "to_act_seat", "deadline", "reminders_sent")[:batch])
        if not due:
            return 0
        first = [pk for pk, _seat, _deadline, sent in due if sent == 0]
        tenth = ExpressionWrapper((F("deadline") - F("clock_started_at")) / 10,
                                  output_field=DurationField())
        Game.objects.filter(pk__in=first).update(
            reminders_sent=1, remind_at=F("deadline") - tenth)
        Game.objects.filter(pk__in=[pk for pk, *_ in due if pk not in set(first)]).update(
            reminders_sent=2, remind_at=None)
        to_act = {(pk, seat): (deadline, sent) for pk, seat, deadline, sent in due}
        notices = []
        for game_id, index, user_id in (Seat.objects.filter(
                game_id__in=[pk for pk, *_ in due], user__isnull=False, resigned=False)
                .values_list("game_id", "index", "user_id")):
            if (game_id, index) in to_act:
                deadline, sent = to_act[(game_id, index)]
                notices.append(Notice(user_id, "turn_reminder", {
                    "game_id": game_id, "seat": index, "deadline": bus.iso(deadline),
                    "reminder": REMINDERS[min(sent, 1)]}))
        notices_write(notices)
    return len(due)
