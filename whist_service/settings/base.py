"""The service's place, hosts, apps, middleware, templates, time, static files and the
production hardening: what any Django project sets."""

from __future__ import annotations

import os
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

from whist_service.config import (
    env_bool,
    env_int,
    env_list,
)

BASE_DIR = Path(__file__).resolve().parent.parent.parent

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
    "core.middleware.RequestLogMiddleware",
    # Before anything that may answer (and before authentication): a preflight OPTIONS from an
    # allowed origin is answered here, with no token.
    "corsheaders.middleware.CorsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "core.middleware.ApiErrorShapeMiddleware",
    # API-Version on every API answer; Deprecation and Sunset on retired paths.
    "core.api_version.ApiVersionMiddleware",
    "core.middleware.BodySizeLimitMiddleware",
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
