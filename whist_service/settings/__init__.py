"""Django settings for the whist service, read from the environment.

Environment variables (all optional in development):
  DEBUG              1/0, default 1 (development). Production must set DEBUG=0.
  SECRET_KEY         required when DEBUG=0.
  ALLOWED_HOSTS      comma separated; default "localhost,127.0.0.1,[::1]" (plus "*" in DEBUG).
  DATABASE_URL       postgres://user:pass@host:5432/name or sqlite:///path; default SQLite
                     file db.sqlite3 in WHIST_DATA_DIR.
  WHIST_DATA_DIR     where the embedded default keeps its files (db.sqlite3 and .celery/);
                     default the repository.
  CONN_MAX_AGE       seconds to keep database connections open, default 60 (0 in DEBUG).
  CONN_HEALTH_CHECKS 1 to check a kept connection before each request (a round trip).
  DATABASE_POOL_MODE "transaction" when DATABASE_URL is a pooler in transaction mode
                     (pgbouncer): no server-side cursors, no prepared statements, no session
                     settings in the connection's start-up (see "Database" below).
  REDIS_URL          Celery broker; without it Celery uses a SQLite file,
                     .celery/broker.sqlite3 in WHIST_DATA_DIR (no server needed).
  CELERY_RESULT_BACKEND  optional result backend URL (default: none).
  CELERY_TASK_ALWAYS_EAGER  1 to run each task in the process that sends it, without a worker
                     (default 0; development only: AI seats move within the request that
                     hands them the turn; beat's periodic tasks, the deadline sweep among
                     them, still need beat and a worker).  Every task is sent by
                     core.task_send.task_send, which honours it (app.send_task does not).
  CACHE_URL          redis://... for a shared cache (throttling); default local memory.
  THROTTLE_RATES     overrides, e.g. "game_write=120/min,register=20/min" (scopes: game_write,
                     lobby_write, league_write, register, login, stream_ticket, password_reset,
                     export, chat, social_write, hint, analysis).
  EMAIL_URL          smtp://user:pass@host:port, smtp+starttls://..., smtps://... or console://
                     (see whist_service/settings/delivery.py for it and the other mail settings).

The settings are a package of small modules, each importing from the others what it uses:
base, database (and the cache), api (accounts, REST framework, throttles, schema), queues
(Celery, its queues and beat), game, delivery (streams, webhooks, push, mail), logs.
"""

from whist_service.settings.api import *  # noqa: F403
from whist_service.settings.base import *  # noqa: F403
from whist_service.settings.database import *  # noqa: F403
from whist_service.settings.delivery import *  # noqa: F403
from whist_service.settings.game import *  # noqa: F403
from whist_service.settings.logs import *  # noqa: F403
from whist_service.settings.queues import *  # noqa: F403
