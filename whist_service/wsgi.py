"""WSGI entry point (gunicorn whist_service.wsgi:application)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "whist_service.settings")

application = get_wsgi_application()
