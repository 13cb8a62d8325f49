"""Celery application. Start a worker with ``celery -A whist_service worker -l info``."""

import logging.config
import os
import threading
from typing import Any

from celery import Celery, signals

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "whist_service.settings")

app = Celery("whist_service")
# All Celery settings live in Django settings with a CELERY_ prefix.
app.config_from_object("django.conf:settings", namespace="CELERY")
# Finds ``tasks.py`` in every installed app (e.g. games/tasks.py).
app.autodiscover_tasks()


_eager = threading.local()


def task_send(name: str, args: tuple[Any, ...] = (), **options: Any) -> None:
    """Send the task ``name`` (the code that enqueues cannot import the task modules, which
    import it).  ``app.send_task`` ignores CELERY_TASK_ALWAYS_EAGER, so here, with it on, the
    task runs in this process instead (a countdown is not waited for).  The tasks an eager task
    sends in turn (an AI seat's move enqueues the next) run after it, one after the other,
    rather than inside it: a table of AI seats would otherwise nest a call per move."""
    if not app.conf.task_always_eager:
        app.send_task(name, args, **options)
        return
    pending = getattr(_eager, "pending", None)
    if pending is not None:
        pending.append((name, args))
        return
    _eager.pending = pending = [(name, args)]
    try:
        app.loader.import_default_modules()
        while pending:
            queued, queued_args = pending.pop(0)
            app.tasks[queued].apply(args=queued_args)
    finally:
        _eager.pending = None


@signals.setup_logging.connect
def _logging_from_django(**kwargs: Any) -> None:
    """Workers log like the web process (settings.LOGGING: JSON lines with request ids)."""
    from django.conf import settings

    logging.config.dictConfig(settings.LOGGING)


@signals.before_task_publish.connect
def _request_id_to_task(headers: dict[str, Any] | None = None, **kwargs: Any) -> None:
    from whist_service.logs import task_headers_add

    task_headers_add(headers)


@signals.task_prerun.connect
def _request_id_from_task(task: Any = None, **kwargs: Any) -> None:
    from whist_service.logs import task_request_id_set

    task_request_id_set(task)
