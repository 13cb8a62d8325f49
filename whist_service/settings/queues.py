"""Celery: its broker, the queues and their routes (the outbound lanes among them) and beat's
schedule."""

from __future__ import annotations

import os

from whist_service.config import (
    env_bool,
    env_int,
)
from whist_service.settings.base import TIME_ZONE
from whist_service.settings.database import DATA_DIR

# --- Celery (read by whist_service/celery.py with namespace "CELERY") -------------------

REDIS_URL = os.environ.get("REDIS_URL", "")
CELERY_DATA_DIR = DATA_DIR / ".celery"

if REDIS_URL:
    CELERY_BROKER_URL = REDIS_URL
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        # Must exceed the longest ETA/countdown used, or tasks get redelivered.
        "visibility_timeout": env_int("CELERY_VISIBILITY_TIMEOUT", 3600),
    }
else:
    # The embedded default: a broker that needs no server, a SQLite file of its own that the
    # web process, the worker and beat share (whist_service/sqlite_broker.py).
    CELERY_BROKER_URL = f"sqlite:///{CELERY_DATA_DIR / 'broker.sqlite3'}"
    CELERY_BROKER_TRANSPORT = "whist_service.sqlite_broker:Transport"
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        # It polls; the virtual transports' default second makes AI seats sluggish.
        "polling_interval": float(os.environ.get("CELERY_POLLING_INTERVAL", "0.1")),
        "timeout": 30,  # seconds a statement waits for a busy database
    }

CELERY_RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND") or None
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TIMEZONE = TIME_ZONE
CELERY_ENABLE_UTC = True
CELERY_TASK_TIME_LIMIT = env_int("CELERY_TASK_TIME_LIMIT", 120)
CELERY_TASK_SOFT_TIME_LIMIT = env_int("CELERY_TASK_SOFT_TIME_LIMIT", 90)
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", False)
CELERY_TASK_EAGER_PROPAGATES = True
# Outbound work gets lanes, a queue each for webhooks, mail and pushes (live.task_names
# .OUTBOUND_LANES), each consumed by a worker of its own (docker-compose.yml): a receiver, an SMTP
# server or a push service that answers slowly ties up only its own lane's worker, so a
# verification mail never waits behind a stranger's webhooks, and none of them ever delays the AI
# moves and the deadline sweep on the default queue ("celery").
# Names: live.task_names, players.task_names.
_OUTBOUND_LANES = {
    "webhooks": ("live.tasks.webhooks_notify", "live.tasks.webhook_deliver",
                 "live.tasks.webhook_retries_sweep"),
    "mail": ("live.tasks.mails_notify", "live.tasks.mail_send", "live.tasks.mail_retries_sweep",
             "live.tasks.turn_mails_sweep", "live.tasks.digests_sweep",
             "players.tasks.password_reset_mail"),
    "push": ("live.tasks.push_notify", "live.tasks.push_deliver",
             "live.tasks.push_retries_sweep"),
}
CELERY_TASK_ROUTES = {name: {"queue": queue}
                      for queue, names in _OUTBOUND_LANES.items() for name in names}
# The expert's reviews of finished games take seconds of a core each: a queue and a worker of
# their own (games.task_names.ANALYSIS_QUEUE), so no review ever waits in front of an AI move.
CELERY_TASK_ROUTES["games.tasks.game_analyse"] = {"queue": "analysis"}
# Deadlines live in the database and beat's sweep enforces them: long ETA tasks on a Redis
# broker are redelivered after the visibility timeout and pile up in worker memory.
CELERY_BEAT_SCHEDULE: dict = {
    "deadlines-sweep": {
        "task": "games.tasks.deadlines_sweep",  # games.task_names.DEADLINES_SWEEP_TASK
        "schedule": float(env_int("WHIST_SWEEP_SECONDS", 2)),
    },
    "reminders-sweep": {
        "task": "games.tasks.reminders_sweep",  # games.task_names.REMINDERS_SWEEP_TASK
        "schedule": float(env_int("WHIST_REMINDER_SWEEP_SECONDS", 60)),
    },
    "rematch-offers-expire": {
        "task": "games.tasks.rematch_offers_expire",  # games.task_names.REMATCH_OFFERS_TASK
        "schedule": 60.0,
    },
    "idempotency-expire": {
        "task": "games.tasks.idempotency_records_expire",  # IDEMPOTENCY_EXPIRE_TASK
        "schedule": 600.0,
    },
    "drives-advance": {  # behind the task each finished drive game enqueues
        "task": "drives.tasks.drives_advance_due",  # drives.task_names.DRIVES_DUE_TASK
        "schedule": 30.0,
    },
    "webhook-retries": {
        "task": "live.tasks.webhook_retries_sweep",  # live.task_names.WEBHOOK_RETRIES_TASK
        "schedule": float(os.environ.get("WHIST_WEBHOOK_SWEEP_SECONDS", "5")),
    },
    "mail-retries": {
        "task": "live.tasks.mail_retries_sweep",  # live.task_names.MAIL_RETRIES_TASK
        "schedule": float(os.environ.get("WHIST_MAIL_SWEEP_SECONDS", "15")),
    },
    "push-retries": {
        "task": "live.tasks.push_retries_sweep",  # live.task_names.PUSH_RETRIES_TASK
        "schedule": float(os.environ.get("WHIST_PUSH_SWEEP_SECONDS", "5")),
    },
    "turn-mails": {
        "task": "live.tasks.turn_mails_sweep",  # live.task_names.TURN_MAILS_TASK
        "schedule": float(os.environ.get("WHIST_TURN_MAIL_SWEEP_SECONDS", "60")),
    },
    "digests": {
        "task": "live.tasks.digests_sweep",  # live.task_names.DIGESTS_TASK
        "schedule": 300.0,
    },
    "chat-prune": {
        "task": "social.tasks.chat_prune",  # social.task_names.CHAT_PRUNE_TASK
        "schedule": 3600.0,
    },
    "notifications-prune": {
        "task": "live.tasks.notifications_prune",  # live.task_names.NOTIFICATIONS_PRUNE_TASK
        "schedule": 3600.0,
    },
}
