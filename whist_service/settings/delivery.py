"""Telling people: streams, notifications and webhooks, web and mobile push, and email."""

from __future__ import annotations

import os

import django

from whist_service.config import (
    CONSOLE_BACKEND,
    SMTP_BACKEND,
    env_bool,
    env_int,
    env_list,
    mail_settings,
    parse_email_url,
)
from whist_service.settings.base import DEBUG
from whist_service.settings.queues import CELERY_DATA_DIR

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
