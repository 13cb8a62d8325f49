"""Celery application. Start a worker with ``celery -A whist_service worker -l info``."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "whist_service.settings")

app = Celery("whist_service")
# All Celery settings live in Django settings with a CELERY_ prefix.
app.config_from_object("django.conf:settings", namespace="CELERY")
# Finds ``tasks.py`` in every installed app (e.g. games/tasks.py).
app.autodiscover_tasks()
