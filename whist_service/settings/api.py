"""Accounts and tokens, Django REST framework, its throttle rates and the OpenAPI schema."""

from __future__ import annotations

import os
from datetime import timedelta

from whist_service.config import (
    env_int,
    parse_rates,
)
from whist_service.settings.base import DEBUG
from whist_service.settings.database import CACHE_URL

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
    "DEFAULT_SCHEMA_CLASS": "core.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "core.pagination.Pagination",
    "PAGE_SIZE": 20,
    "EXCEPTION_HANDLER": "core.errors.api_exception_handler",
    # Views opt in with `throttle_scope = "..."`; views without a scope are not throttled.
    "DEFAULT_THROTTLE_CLASSES": ["core.throttling.ScopedRateThrottle"],
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
    # Bounded in size and nesting (core/parsers.py); forms for the browsable API.
    "DEFAULT_PARSER_CLASSES": [
        "core.parsers.BoundedJSONParser",
        "core.parsers.NulRefusingFormParser",
        "core.parsers.NulRefusingMultiPartParser",
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
    "GET_LIB_DOC_EXCLUDES": "core.openapi.lib_doc_excludes",
    # A request body takes no field it does not list (core/serializers.py): say so.
    "POSTPROCESSING_HOOKS": ["drf_spectacular.hooks.postprocess_schema_enums",
                             "core.openapi.closed_request_bodies"],
    # Request bodies are JSON (README, Conventions); the form parsers serve the browsable API.
    "PARSER_WHITELIST": ["core.parsers.BoundedJSONParser"],
}

# Retired API paths (docs/client-developers/versioning.md): each answers as before, with
# Deprecation, Sunset and Link headers, until its sunset. A list of
# {"path": regex, "methods": [...], "deprecated": "YYYY-MM-DD", "sunset": "YYYY-MM-DD",
#  "link": url}; nothing is retired yet.
WHIST_API_RETIRED: list[dict[str, object]] = []
