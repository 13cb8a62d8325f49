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
                     whist_service.celery.task_send, which honours it (app.send_task does not).
  CACHE_URL          redis://... for a shared cache (throttling); default local memory.
  THROTTLE_RATES     overrides, e.g. "game_write=120/min,register=20/min" (scopes: game_write,
                     lobby_write, league_write, register, login, stream_ticket, password_reset,
                     export, chat, social_write, hint, analysis).
  EMAIL_URL          smtp://user:pass@host:port, smtp+starttls://..., smtps://... or console://
                     (see "Email" below for it and the other mail settings).
"""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import django
from django.core.exceptions import ImproperlyConfigured

from whist_service.config import (
    CONSOLE_BACKEND,
    SMTP_BACKEND,
    env_bool,
    env_int,
    env_list,
    mail_settings,
    parse_database_url,
    parse_email_url,
    parse_rates,
)

BASE_DIR = Path(__file__).resolve().parent.parent

# --- Core -------------------------------------------------------------------------------

DEBUG = env_bool("DEBUG", True)

_DEV_SECRET_KEY = "django-insecure-dev-only-key-do-not-use-in-production"
SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is false")
    SECRET_KEY = _DEV_SECRET_KEY

ALLOWED_HOSTS = env_list(
    "ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "*"] if DEBUG else ["localhost"]
)
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "whist_service.apps.WhistAdminConfig",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "knox",
    "drf_spectacular",
    "drf_spectacular_sidecar",  # Swagger UI and ReDoc served from here, not from a CDN
    "corsheaders",
    "games.apps.GamesConfig",
    "players.apps.PlayersConfig",
    "drives.apps.DrivesConfig",
    "live.apps.LiveConfig",
    "social.apps.SocialConfig",
]

MIDDLEWARE = [
    "whist_service.middleware.RequestLogMiddleware",
    # Before anything that may answer (and before authentication): a preflight OPTIONS from an
    # allowed origin is answered here, with no token.
    "corsheaders.middleware.CorsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whist_service.middleware.ApiErrorShapeMiddleware",
    # API-Version on every API answer; Deprecation and Sunset on retired paths.
    "whist_service.api_version.ApiVersionMiddleware",
    "whist_service.middleware.BodySizeLimitMiddleware",
    # gunicorn serves no files: with DEBUG off the admin's and the browsable API's CSS and JS
    # come from STATIC_ROOT (``collectstatic``, run when the Docker image is built) through
    # WhiteNoise, or those pages arrive unstyled.
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "whist_service.urls"
WSGI_APPLICATION = "whist_service.wsgi.application"
ASGI_APPLICATION = "whist_service.asgi.application"

# API paths have no trailing slash (e.g. /api/v1/auth/register); never redirect POSTs.
APPEND_SLASH = False

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        # Project templates first: an offline ReDoc page (whist_service/templates).
        "DIRS": [BASE_DIR / "whist_service" / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database ---------------------------------------------------------------------------

DATA_DIR = Path(os.environ.get("WHIST_DATA_DIR") or BASE_DIR).resolve()
"""The embedded default's files: the SQLite database and the broker's (``dev.py soak`` points
it at a temporary folder, so that it never touches the repository's)."""
DATABASE_URL = os.environ.get("DATABASE_URL") or f"sqlite:///{DATA_DIR / 'db.sqlite3'}"
DATABASES = {
    "default": parse_database_url(
        DATABASE_URL,
        conn_max_age=env_int("CONN_MAX_AGE", 0 if DEBUG else 60),
        base_dir=BASE_DIR,
    )
}
DATABASE_POOL_MODE = os.environ.get("DATABASE_POOL_MODE", "")
if DATABASE_POOL_MODE not in ("", "transaction"):
    raise ImproperlyConfigured("DATABASE_POOL_MODE is 'transaction' (a pooler such as "
                               "pgbouncer in transaction mode) or unset (a direct connection)")
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Parameters sent apart from the query (not quoted into it in Python), so that psycopg
    # can prepare a statement it runs again and again: the move path's few statements are
    # then parsed and planned once per connection, not once per move.
    DATABASES["default"]["OPTIONS"]["server_side_binding"] = True
    # A round trip (SELECT 1) before each request that reuses a connection: off by default,
    # as the move path counts its round trips; pgbouncer checks its own server connections
    # (server_check_query), so a pooled client connection rarely goes bad.
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = env_bool("CONN_HEALTH_CHECKS", False)
    if DATABASE_POOL_MODE == "transaction":
        # Each transaction may run on another server connection: nothing may outlive one.
        # A named cursor (QuerySet.iterator) lives past its statement, a prepared statement
        # (psycopg prepares a query run five times) lives in the server connection, and a
        # start-up parameter is refused by pgbouncer; jit=off is then the database's own
        # setting (ALTER DATABASE ... SET jit = off; docker-compose.yml sets it server-wide).
        DATABASES["default"]["DISABLE_SERVER_SIDE_CURSORS"] = True
        DATABASES["default"]["OPTIONS"]["prepare_threshold"] = None
    else:
        # The service's queries are small and indexed; PostgreSQL's JIT compiler, switched
        # on by cost estimates that a large table inflates, costs 100-150 ms a query and
        # saves nothing.
        DATABASES["default"]["OPTIONS"].setdefault("options", "-c jit=off")
        DATABASES["default"]["OPTIONS"]["prepare_threshold"] = env_int(
            "DATABASE_PREPARE_THRESHOLD", 5)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Cache (used by throttling) ---------------------------------------------------------

CACHE_URL = os.environ.get("CACHE_URL", "")
if CACHE_URL.startswith(("redis://", "rediss://")):
    CACHES = {
        "default": {
            "BACKEND": "whist_service.cache.RedisCache",
            "LOCATION": CACHE_URL,
            "KEY_PREFIX": "whist",
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# --- Auth -------------------------------------------------------------------------------

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Per-device API tokens (django-rest-knox, players.DeviceToken): sent as "Token <token>" like
# before; one unused for WHIST_TOKEN_IDLE_SECONDS expires, each use moves its expiry on (the
# row is written at most hourly).
KNOX_TOKEN_MODEL = "players.DeviceToken"
# knox's own migrations create its AuthToken table even when the model is swapped out (for
# ours, which adds the device's name); with the model swapped it needs no table at all.
MIGRATION_MODULES = {"knox": None}
WHIST_TOKEN_IDLE_SECONDS = env_int("WHIST_TOKEN_IDLE_SECONDS", 30 * 24 * 3600)
WHIST_TOKEN_CACHE_SECONDS = env_int(
    "WHIST_TOKEN_CACHE_SECONDS", 300 if CACHE_URL.startswith(("redis://", "rediss://")) else 0)
"""How long an authenticated token is kept in the cache (0: read every time).  Only with a cache
shared by every process: revoking a token deletes its entry, which a per-process cache would
not see in the other processes."""
REST_KNOX = {
    "TOKEN_TTL": timedelta(seconds=WHIST_TOKEN_IDLE_SECONDS),
    "AUTO_REFRESH": True,
    "MIN_REFRESH_INTERVAL": 3600,
    "AUTH_HEADER_PREFIX": "Token",
}

# Sign-in takes a username or an account's verified email address (the admin's login too).
AUTHENTICATION_BACKENDS = ["players.authentication.UsernameOrEmailBackend"]
PASSWORD_RESET_TIMEOUT = env_int("PASSWORD_RESET_TIMEOUT", 2 * 3600)
"""How long a password reset link works (seconds; Django's setting, read by its
PasswordResetTokenGenerator).  A link also stops working once used: the token hashes the
password it replaces."""
WHIST_EMAIL_VERIFY_SECONDS = env_int("WHIST_EMAIL_VERIFY_SECONDS", 3 * 24 * 3600)
"""How long the link that verifies an email address works."""
WHIST_RESET_MAILS_PER_HOUR = env_int("WHIST_RESET_MAILS_PER_HOUR", 3)
"""Password reset mails one account is sent at most in an hour (more requests send nothing,
and are answered as every other)."""
WHIST_VERIFY_MAILS_PER_HOUR = env_int("WHIST_VERIFY_MAILS_PER_HOUR", 5)
"""Verification mails one account may have sent in an hour (429 past it): each goes to an
address the account typed, which need not be its owner's."""

WHIST_LOGIN_FAILURES_LIMIT = env_int("WHIST_LOGIN_FAILURES_LIMIT", 10)
WHIST_LOGIN_FAILURES_WINDOW = env_int("WHIST_LOGIN_FAILURES_WINDOW", 900)
"""Failed sign-ins an account takes within the window (seconds) from any address before it
refuses sign-ins until the window has passed (players/sign_in_limits.py)."""

# --- I18N / time ------------------------------------------------------------------------

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# --- Static files -----------------------------------------------------------------------

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
# The web client (webclient/: HTML, CSS and JavaScript modules, no build step) is served at the
# site's root by WhiteNoise, like the admin's files: "/" is its index.html.
WHITENOISE_ROOT = BASE_DIR / "webclient"
WHITENOISE_INDEX_FILE = True

# --- Django REST framework --------------------------------------------------------------

DEFAULT_THROTTLE_RATES = {
    "game_write": "120/min",
    "lobby_write": "60/min",
    "league_write": "30/min",
    "register": "20/min",
    "login": "30/min",
    "stream_ticket": "120/min",
    "password_reset": "10/hour",
    "export": "5/hour",
    "chat": "20/min",
    "social_write": "60/min",
    "hint": "20/min",
    "analysis": "30/hour",
}
DEFAULT_THROTTLE_RATES.update(parse_rates(os.environ.get("THROTTLE_RATES", "")))

REST_FRAMEWORK = {
    # Token first so unauthenticated requests get 401 (with WWW-Authenticate), not 403.
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "players.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    # drf-spectacular's, plus the error responses that follow from how a view is built.
    "DEFAULT_SCHEMA_CLASS": "whist_service.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "whist_service.pagination.Pagination",
    "PAGE_SIZE": 20,
    "EXCEPTION_HANDLER": "whist_service.errors.api_exception_handler",
    # Views opt in with `throttle_scope = "..."`; views without a scope are not throttled.
    "DEFAULT_THROTTLE_CLASSES": ["whist_service.throttling.ScopedRateThrottle"],
    "DEFAULT_THROTTLE_RATES": DEFAULT_THROTTLE_RATES,
    # Throttles key on the client's address.  With no proxy in front it is the connection's;
    # behind N trusted proxies it is the Nth address from the end of X-Forwarded-For (what the
    # first proxy saw).  Never the whole header: a client writes what it likes in it.
    "NUM_PROXIES": env_int("TRUSTED_PROXY_COUNT", 0),
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        *(["rest_framework.renderers.BrowsableAPIRenderer"] if DEBUG else []),
    ],
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
    # Bounded in size and nesting (whist_service/parsers.py); forms for the browsable API.
    "DEFAULT_PARSER_CLASSES": [
        "whist_service.parsers.BoundedJSONParser",
        "whist_service.parsers.NulRefusingFormParser",
        "whist_service.parsers.NulRefusingMultiPartParser",
    ],
}

WHIST_MAX_BODY_BYTES = env_int("WHIST_MAX_BODY_BYTES", 64 * 1024)
"""The largest API request body accepted (413 above it); the largest real one is under 2 KB."""

SPECTACULAR_SETTINGS = {
    "TITLE": "Knock-Out Whist service",
    "DESCRIPTION": (
        "Asynchronous Knock-Out Whist against people and AI seats, with leagues and ratings. "
        'Every error response has the shape {"error": {"code", "message", "details"}}. '
        "A request body or query parameter that is not what the schema says is a 400: an "
        "unknown field (`invalid`, the field named in `details`; a write documented without a "
        "body takes none), a value of another JSON type, an empty query parameter. "
        "The reference web client, built only on this API and its streams, is at [/](/)."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    # Games and leagues both choose a rules preset: one enum in the schema.  The others are
    # choice sets the games contract uses under several field names (games/api/contract/).
    "ENUM_NAME_OVERRIDES": {
        "RulesPresetEnum": "games.kinds.ALL_PRESET_NAMES",
        "GameKindEnum": "games.kinds.KINDS",
        "TimeControlEnum": "games.clock.TIME_CONTROLS",
        "OnTimeoutEnum": "games.clock.ON_TIMEOUT",
        "WhistPresetEnum": "games.engine.whist.PRESET_NAMES",
        "DriveStatusEnum": "drives.models.DriveStatus",
        "SuitEnum": "games.api.contract.fields.SUITS",
        "LifeEnum": "games.api.contract.fields.LIVES",
        "AiLevelEnum": "games.api.contract.fields.AI_LEVELS",
        "SeatStatusEnum": "games.api.contract.fields.SEAT_STATUSES",
        "PhaseEnum": "games.api.contract.fields.PHASES",
        "DecisionEnum": "games.api.contract.fields.DECISIONS",
        "WhistDecisionEnum": "games.api.contract.game.WHIST_DECISIONS",
        # A reviewed decision is either game's (games.ai.analysis, games.ai.whist.review).
        "ReviewedDecisionEnum": "games.api.contract.analysis.REVIEWED_DECISIONS",
        "GameStatusEnum": "games.models.GameStatus",
        "VisibilityEnum": "games.models.Visibility",
        "ChatPhraseEnum": "social.phrases.PHRASE_IDS",
        "InvitationStatusEnum": "social.models.InvitationStatus",
        "TrumpSourceEnum": "games.api.contract.events.TRUMP_SOURCES",
        # An action's type in the game view and, redacted, in the record: one enum each.
        "ExchangeActionTypeEnum": ["exchange"],
        "VoteTrumpActionTypeEnum": ["vote_trump"],
        "RecordFormatEnum": ["kowhist-record"],
        "NotificationTypeEnum": "live.notify.NOTIFICATION_TYPES",
        "DeliveryStatusEnum": "live.models.DeliveryStatus",
    },
    "SCHEMA_PATH_PREFIX": r"/api/v1",
    # The docs work offline: their JavaScript and CSS come from drf-spectacular-sidecar.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "GET_LIB_DOC_EXCLUDES": "whist_service.openapi.lib_doc_excludes",
    # A request body takes no field it does not list (whist_service/serializers.py): say so.
    "POSTPROCESSING_HOOKS": ["drf_spectacular.hooks.postprocess_schema_enums",
                             "whist_service.openapi.closed_request_bodies"],
    # Request bodies are JSON (README, Conventions); the form parsers serve the browsable API.
    "PARSER_WHITELIST": ["whist_service.parsers.BoundedJSONParser"],
}

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

# --- Game service -------------------------------------------------------------------------

WHIST_ANALYSIS_ITERATIONS = env_int("WHIST_ANALYSIS_ITERATIONS", 400)
"""The depth of a game review: sampled deals per decision (games.ai.analysis; the standard
errors shrink with its square root, the cost grows with it: manage.py bench_analysis)."""
WHIST_CLASSIC_ANALYSIS_WORLDS = env_int("WHIST_CLASSIC_ANALYSIS_WORLDS", 200)
"""The depth of a classic Whist review: sampled deals per card-play decision
(games.ai.whist.review; 0 gives the double-dummy line alone: manage.py bench_analysis --kind
whist)."""
WHIST_HINT_ITERATIONS = env_int("WHIST_HINT_ITERATIONS", 200)
"""Sampled deals per hint (GET /games/{id}/hint), answered within the request."""
WHIST_TIMEOUT_BOT = os.environ.get("WHIST_TIMEOUT_BOT", "heuristic")
"""The bot that plays for a player whose deadline passed."""
WHIST_TIMEOUTS_BEFORE_RESIGN = env_int("WHIST_TIMEOUTS_BEFORE_RESIGN", 3)
WHIST_SERVER_TURN_GRACE = env_int("WHIST_SERVER_TURN_GRACE", 10)
"""Seconds after which the sweep plays an AI turn whose task never ran."""
WHIST_VOTE_SECONDS = env_int("WHIST_VOTE_SECONDS", 120)
"""How long a knocked-out player's trump vote may take when the game has no time limit."""
WHIST_REMATCH_OFFER_HOURS = env_int("WHIST_REMATCH_OFFER_HOURS", 24)
"""How long a rematch offer waits for the other players to accept it before it lapses."""
WHIST_AI_THINK_SECONDS = float(os.environ.get("WHIST_AI_THINK_SECONDS", "0"))
"""An optional pause before an AI seat acts, so that people can follow the play."""
WHIST_AUTO_PLAY_DELAY_SECONDS = float(os.environ.get("WHIST_AUTO_PLAY_DELAY_SECONDS", "2"))
"""The shortest wait before the server plays a person's only legal card for them (the
auto-play setting): it waits about as long as they take over their own cards
(games.services.chores.auto_play_delay), so that neither the table nor the timing can tell."""
WHIST_AUTO_PLAY_MAX_DELAY_SECONDS = float(
    os.environ.get("WHIST_AUTO_PLAY_MAX_DELAY_SECONDS", "60"))
"""The longest wait before an auto-played card (a correspondence player's hours are not
copied)."""
WHIST_LEADERBOARD_SIZE = env_int("WHIST_LEADERBOARD_SIZE", 1000)
"""How many places a leaderboard lists (its count never exceeds it; a player's own rating is on
their profile wherever they stand)."""
WHIST_IDEMPOTENCY_HOURS = env_int("WHIST_IDEMPOTENCY_HOURS", 24)
"""How long an Idempotency-Key's answer is kept for retries; beat deletes older ones."""
WHIST_STALLED_AFTER_FAILURES = env_int("WHIST_STALLED_AFTER_FAILURES", 3)
"""Failed server moves in a row after which a game is shown as stalled (view, admin, /healthz);
the sweep keeps retrying it with a backoff growing to an hour."""
WHIST_OVERDUE_SECONDS = env_int("WHIST_OVERDUE_SECONDS", 30)
"""A server move (an AI seat's, a timeout's) whose deadline passed longer ago than this has
been made neither by its task nor by the sweep: ``/healthz`` counts such games
(``server_moves_overdue``)."""
WHIST_SWEEP_BATCH = env_int("WHIST_SWEEP_BATCH", 100)
"""Overdue games claimed and settled per transaction."""
WHIST_SWEEP_LIMIT = env_int("WHIST_SWEEP_LIMIT", 5000)
"""Games one sweep task settles at most before it yields to the next."""
WHIST_VACATION_DAYS_PER_YEAR = env_int("WHIST_VACATION_DAYS_PER_YEAR", 14)
"""Each person's vacation allowance, accruing day by day over the calendar year: while on
vacation their correspondence clocks wait (``games.services.vacation``)."""

WHIST_WEB_THREADS = env_int("WHIST_WEB_THREADS", 4)
"""Threads per ASGI worker process running the (sync) API views (whist_service/asgi_bridge.py)."""

# --- Streams, notifications, webhooks (live/) ---------------------------------------------

# Browsers on these origins may call the API (and open its streams) from their pages; a
# preflight is answered without a token.  E.g. CORS_ALLOWED_ORIGINS=https://app.example.com
CORS_ALLOWED_ORIGINS = env_list("CORS_ALLOWED_ORIGINS", [])
CORS_URLS_REGEX = r"^/api/.*$"
CORS_ALLOW_HEADERS = ("accept", "authorization", "content-type", "idempotency-key",
                      "if-none-match", "last-event-id", "x-request-id")
CORS_EXPOSE_HEADERS = ("etag", "idempotency-replayed", "retry-after", "x-request-id",
                       "api-version", "deprecation", "sunset", "link")
CORS_PREFLIGHT_MAX_AGE = 600

WHIST_STREAM_HEARTBEAT_SECONDS = float(os.environ.get("WHIST_STREAM_HEARTBEAT_SECONDS", "15"))
"""A comment line (``: ping``) on every idle stream this often, so proxies keep it open."""
WHIST_STREAM_POLL_SECONDS = float(os.environ.get("WHIST_STREAM_POLL_SECONDS", "1"))
"""Without REDIS_URL (development) a stream reads the database this often for new rows."""
WHIST_STREAM_CHANNEL_PREFIX = os.environ.get("WHIST_STREAM_CHANNEL_PREFIX", "")
"""Redis pub/sub channel prefix; default ``whist:<database name>:``."""
WHIST_STREAM_TICKET_SECONDS = env_int("WHIST_STREAM_TICKET_SECONDS", 60)
WHIST_STREAMS_PER_USER = env_int("WHIST_STREAMS_PER_USER", 24)
"""Streams one account may hold open at once, across every web process (a person's tabs and
devices hold two each: the user stream and a game's); one more is refused with 429."""
WHIST_NOTIFICATION_DAYS = env_int("WHIST_NOTIFICATION_DAYS", 30)
WHIST_CHAT_DAYS = env_int("WHIST_CHAT_DAYS", 30)
"""How long a game's table talk is kept after the game ended (or was cancelled)."""
WHIST_WEBHOOK_TIMEOUT_SECONDS = float(os.environ.get("WHIST_WEBHOOK_TIMEOUT_SECONDS", "5"))
WHIST_WEBHOOK_MAX_FAILURES = env_int("WHIST_WEBHOOK_MAX_FAILURES", 20)
"""Deliveries failing in a row (each after its retries) before a webhook is disabled."""
WHIST_WEBHOOK_RETRY_BASE_SECONDS = float(os.environ.get("WHIST_WEBHOOK_RETRY_BASE_SECONDS", "5"))
WHIST_WEBHOOK_RETRY_WINDOW_SECONDS = env_int("WHIST_WEBHOOK_RETRY_WINDOW_SECONDS", 24 * 3600)
"""Retries back off exponentially from the base, and stop once this long has passed."""
WEBHOOK_ALLOW_PRIVATE_HOSTS = env_list("WEBHOOK_ALLOW_PRIVATE_HOSTS", [])
"""Addresses (or networks) a webhook may reach although private or loopback, e.g. 127.0.0.1
in tests; none by default (no webhook reaches into the service's own network).  Push
endpoints too, and there a plain ``http`` endpoint only at such an address."""
WHIST_PUBLIC_URL = os.environ.get("WHIST_PUBLIC_URL", "http://localhost:8000").rstrip("/")
"""Where people reach the service and its web client: the links in emails and pushes
(``{WHIST_PUBLIC_URL}/#/games/12``)."""

# --- Push: Web Push to browsers, FCM and APNs to phones (live/webpush.py, mobile_push.py) ----

WHIST_VAPID_PRIVATE_KEY = os.environ.get("WHIST_VAPID_PRIVATE_KEY", "")
"""The application server's P-256 key for Web Push (RFC 8292 VAPID): base64url of the raw
32-byte private key, or a PEM (``vapid --gen`` writes ``private_key.pem``)."""
WHIST_VAPID_PUBLIC_KEY = os.environ.get("WHIST_VAPID_PUBLIC_KEY", "")
"""Optional: its public half (base64url, 65 bytes); checked against the private key at start
(``manage.py check``).  Browsers get it from ``GET /api/v1/push-subscriptions/vapid-key``."""
WHIST_VAPID_SUBJECT = os.environ.get("WHIST_VAPID_SUBJECT", "mailto:webmaster@localhost")
"""A contact for the push services (``mailto:`` or ``https:``), in every VAPID token."""
WHIST_VAPID_KEY_FILE = os.environ.get(
    "WHIST_VAPID_KEY_FILE", str(CELERY_DATA_DIR / "vapid-private.pem") if DEBUG else "")
"""With no WHIST_VAPID_PRIVATE_KEY, a key made once and kept in this file (by default only
with DEBUG on, under .celery/: with DEBUG=0 and no key web push is off)."""
WHIST_PUSH_TIMEOUT_SECONDS = float(os.environ.get("WHIST_PUSH_TIMEOUT_SECONDS", "10"))
"""One push's whole request (lookup, connection, TLS, answer; for FCM its access token too)."""
WHIST_PUSH_RETRY_BASE_SECONDS = float(os.environ.get("WHIST_PUSH_RETRY_BASE_SECONDS", "5"))
WHIST_PUSH_RETRY_WINDOW_SECONDS = env_int("WHIST_PUSH_RETRY_WINDOW_SECONDS", 3600)
"""A push failing with a 5xx, a 429 or a timeout is retried with exponential backoff from the
base, until this long after it was made: a turn told hours late is no use."""
WHIST_PUSH_TTL_SECONDS = env_int("WHIST_PUSH_TTL_SECONDS", 24 * 3600)
"""How long a push service keeps a push for a browser or phone that is offline."""
FCM_SERVICE_ACCOUNT_FILE = os.environ.get("FCM_SERVICE_ACCOUNT_FILE", "")
FCM_SERVICE_ACCOUNT_JSON = os.environ.get("FCM_SERVICE_ACCOUNT_JSON", "")
"""A Firebase service account's JSON key (the file, or its text): FCM HTTP v1 is sent with
an OAuth2 access token made from it.  Neither: no FCM (devices on it are refused)."""
FCM_URL = os.environ.get("FCM_URL", "https://fcm.googleapis.com").rstrip("/")
APNS_KEY_FILE = os.environ.get("APNS_KEY_FILE", "")
"""The APNs auth key (``AuthKey_<id>.p8``, P-256) with APNS_KEY_ID and APNS_TEAM_ID: token-based
provider authentication.  None of the three: no APNs."""
APNS_KEY_ID = os.environ.get("APNS_KEY_ID", "")
APNS_TEAM_ID = os.environ.get("APNS_TEAM_ID", "")
APNS_URL = os.environ.get("APNS_URL", "https://api.push.apple.com").rstrip("/")
"""``https://api.sandbox.push.apple.com`` for development builds of an app."""

# --- Email (live/mail.py, live/mail_backend.py) -------------------------------------------

WHIST_PUBLIC_URL = os.environ.get("WHIST_PUBLIC_URL", "http://localhost:8000").rstrip("/")
"""Where people reach the service: the links in mails are made from it (the web client's
pages are hash routes, /#/games/12)."""
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Whist <noreply@localhost>")
SERVER_EMAIL = DEFAULT_FROM_EMAIL
EMAIL_URL = os.environ.get("EMAIL_URL", "")
WHIST_MAIL_TIMEOUT_SECONDS = float(os.environ.get("WHIST_MAIL_TIMEOUT_SECONDS", "10"))
"""One attempt at sending a mail has this long in all (connecting, TLS, every command and
answer), however slowly the server answers; also each socket operation's timeout."""
if EMAIL_URL:
    _mailer = parse_email_url(EMAIL_URL)
elif DEBUG and not os.environ.get("EMAIL_HOST"):
    # Development without a mail server: every mail in the worker's log, so that a link to
    # follow is there rather than lost.
    _mailer = {"BACKEND": CONSOLE_BACKEND, "OPTIONS": {}}
else:  # the usual settings
    _mailer = {"BACKEND": SMTP_BACKEND, "OPTIONS": {
        "host": os.environ.get("EMAIL_HOST", "localhost"),
        "port": env_int("EMAIL_PORT", 25),
        "username": os.environ.get("EMAIL_HOST_USER", ""),
        "password": os.environ.get("EMAIL_HOST_PASSWORD", ""),
        "use_tls": env_bool("EMAIL_USE_TLS", False),
        "use_ssl": env_bool("EMAIL_USE_SSL", False),
    }}
if os.environ.get("EMAIL_BACKEND"):
    # Another backend by its path, e.g. a provider's through django-anymail
    # (anymail.backends.mailgun.EmailBackend, with its ANYMAIL_* settings below).
    _mailer = {"BACKEND": os.environ["EMAIL_BACKEND"], "OPTIONS": {}}
if _mailer["BACKEND"] == SMTP_BACKEND:
    _mailer["OPTIONS"]["timeout"] = WHIST_MAIL_TIMEOUT_SECONDS
# Django 6.1 configures mail as MAILERS; 5.2 (Python 3.11) reads the EMAIL_* settings.
globals().update(mail_settings(_mailer, mailers=django.VERSION >= (6, 1)))
WHIST_MAIL_RETRY_BASE_SECONDS = float(os.environ.get("WHIST_MAIL_RETRY_BASE_SECONDS", "30"))
WHIST_MAIL_RETRY_WINDOW_SECONDS = env_int("WHIST_MAIL_RETRY_WINDOW_SECONDS", 24 * 3600)
"""A mail the server refuses for now (4xx, or no answer) is retried with a backoff doubling
from the base, until this long after it was queued; a permanent refusal (5xx) is not retried."""
WHIST_UNSUBSCRIBE_MAILTO = os.environ.get("WHIST_UNSUBSCRIBE_MAILTO", "")
"""An address whose mailbox a program reads for unsubscribe requests, if there is one: then
notification mails' List-Unsubscribe names it after the one-click https URL."""
ANYMAIL = {name.removeprefix("ANYMAIL_"): value for name, value in os.environ.items()
           if name.startswith("ANYMAIL_")}
"""django-anymail's settings from the environment (``ANYMAIL_MAILGUN_API_KEY=...``), for a
provider's backend in EMAIL_BACKEND."""

# --- Logging ----------------------------------------------------------------------------

# One JSON object a line (whist_service/logs.py), each with the request id that caused it;
# LOG_FORMAT=text for plain lines (the default with DEBUG on).
LOG_FORMAT = os.environ.get("LOG_FORMAT", "text" if DEBUG else "json")
if LOG_FORMAT not in ("json", "text"):
    raise ImproperlyConfigured(f"LOG_FORMAT must be json or text, not {LOG_FORMAT!r}")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "whist_service.logs.RequestIdFilter"}},
    "formatters": {
        "json": {"()": "whist_service.logs.JsonFormatter"},
        "text": {"format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"},
    },
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": LOG_FORMAT,
                             "filters": ["request_id"]}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    # Django logs every 4xx/5xx again as "Bad Request: ..."; the request line says it already.
    # httpx logs each request's URL at INFO, and a push URL holds a device's token.
    "loggers": {"django.request": {"level": "ERROR"}, "httpx": {"level": "WARNING"},
                "httpcore": {"level": "WARNING"}},
}

# --- Production hardening (only when DEBUG is off) --------------------------------------

# Each is on by default with DEBUG off (``manage.py check --deploy`` passes) and can be turned
# off for a plain-HTTP trial (e.g. SECURE_SSL_REDIRECT=0 SECURE_COOKIES=0 SECURE_HSTS_SECONDS=0).
if not DEBUG:
    SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", True)
    CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES", True)
    # TLS ends at the proxy in front, which says so in X-Forwarded-Proto.
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    # Health checks come over plain HTTP from inside the stack (docker-compose.yml).
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
    SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 31_536_000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", True)
    SECURE_CONTENT_TYPE_NOSNIFF = True
    X_FRAME_OPTIONS = "DENY"

# Retired API paths (docs/client-developers/versioning.md): each answers as before, with
# Deprecation, Sunset and Link headers, until its sunset. A list of
# {"path": regex, "methods": [...], "deprecated": "YYYY-MM-DD", "sunset": "YYYY-MM-DD",
#  "link": url}; nothing is retired yet.
WHIST_API_RETIRED: list[dict[str, object]] = []
