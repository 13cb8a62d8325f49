"""Celery tasks of the players app."""

from __future__ import annotations

from celery import shared_task
from django.db import InterfaceError, OperationalError

from players.services import emails
from players.task_names import PASSWORD_RESET_MAIL_TASK


@shared_task(name=PASSWORD_RESET_MAIL_TASK, acks_late=True,
             autoretry_for=(OperationalError, InterfaceError), retry_backoff=True, max_retries=5)
def password_reset_mail(email: str) -> bool:
    return emails.password_reset_mail(email=email)
