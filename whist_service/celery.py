"""Celery application. Start a worker with ``celery -A whist_service worker -l info``."""

import logging.config
import os
from typing import Any

from celery import Celery, signals

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "whist_service.settings")

app = Celery("whist_service")
# All Celery settings live in Django settings with a CELERY_ prefix.
app.config_from_object("django.conf:settings", namespace="CELERY")
# Finds ``tasks.py`` in every installed app (e.g. games/tasks.py).
app.autodiscover_tasks()


@signals.setup_logging.connect
def _logging_from_django(**kwargs: Any) -> None:
    """Workers log like the web process (settings.LOGGING: JSON lines with request ids)."""
    from django.conf import settings

    logging.config.dictConfig(settings.LOGGING)


@signals.before_task_publish.connect
def _request_id_to_task(headers: dict[str, Any] | None = None, **kwargs: Any) -> None:
    from core.logs import task_headers_add

    task_headers_add(headers)


@signals.task_prerun.connect
def _request_id_from_task(task: Any = None, **kwargs: Any) -> None:
    from core.logs import task_request_id_set

    task_request_id_set(task)
