"""Keeping the table talk bounded: a game's messages go ``WHIST_CHAT_DAYS`` (30) days after it
ended or was cancelled (the reports about them go with them)."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from games.models import Game, GameStatus
from social.models import ChatMessage


def chat_prune(*, batch: int = 5000) -> int:
    """Delete the expired messages, ``batch`` at a time; returns how many went."""
    cutoff = timezone.now() - timedelta(days=settings.WHIST_CHAT_DAYS)
    over = Game.objects.filter(
        Q(status=GameStatus.FINISHED, finished_at__lt=cutoff) |
        Q(status=GameStatus.CANCELLED, updated_at__lt=cutoff)).values("pk")
    total = 0
    while True:
        ids = list(ChatMessage.objects.filter(game_id__in=over)
                   .values_list("pk", flat=True)[:batch])
        if not ids:
            return total
        ChatMessage.objects.filter(pk__in=ids).delete()
        total += len(ids)
