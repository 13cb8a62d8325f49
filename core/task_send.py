"""Sending a task by name, as the apps do: the code that enqueues cannot import the task
modules (which import it), and must not import the project's Celery app (the shell, above every
app): the app made by ``whist_service.celery`` is Celery's current app in every process that
sends (web, worker, beat, management commands)."""

from __future__ import annotations

import threading
from typing import Any

from celery import current_app as app

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
