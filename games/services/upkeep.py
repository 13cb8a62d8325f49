"""Keeping storage bounded: what a finished game does not need forever."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games.models import IdempotencyRecord


def idempotency_records_expire(*, batch: int = 5000) -> int:
    """Delete up to ``batch`` idempotency records older than ``WHIST_IDEMPOTENCY_HOURS``,
    oldest first; returns how many.  A retry later than that is a new request (clients retry
    within seconds or minutes; a day covers a phone that was offline overnight)."""
    cutoff = timezone.now() - timedelta(hours=settings.WHIST_IDEMPOTENCY_HOURS)
    with transaction.atomic():
        ids = list(IdempotencyRecord.objects.filter(created_at__lt=cutoff)
                   .order_by("created_at").values_list("pk", flat=True)[:batch])
        if ids:
            IdempotencyRecord.objects.filter(pk__in=ids).delete()
    return len(ids)
