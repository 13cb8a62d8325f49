"""Celery tasks of the social app: keeping the table talk bounded."""

from __future__ import annotations

from celery import shared_task

from social.services.upkeep import chat_prune as chat_prune_service
from social.task_names import CHAT_PRUNE_TASK


@shared_task(name=CHAT_PRUNE_TASK)
def chat_prune() -> int:
    return chat_prune_service()
