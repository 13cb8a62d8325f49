"""Thin, idempotent tasks: moving a drive on after a round's last game."""

from __future__ import annotations

from celery import shared_task

from drives import services
from drives.task_names import DRIVE_ADVANCE_TASK, DRIVES_DUE_TASK


@shared_task(name=DRIVE_ADVANCE_TASK, acks_late=True)
def drive_advance(drive_id: int) -> bool:
    return services.drive_advance(drive_id=drive_id)


@shared_task(name=DRIVES_DUE_TASK)
def drives_advance_due() -> int:
    return services.drives_advance_due()
