"""The web container's health check: ``GET /healthz`` from inside the container, with a Host
header the service accepts (the first usable entry of ``ALLOWED_HOSTS``), so that it keeps
passing whatever hosts an operator allows (127.0.0.1 need not be one of them).

    python -m whist_service.healthcheck [URL]    # default http://127.0.0.1:8000/healthz

Exits 0 on a 200, 1 otherwise (the reason on stderr).
"""

from __future__ import annotations

import os
import sys
import urllib.error
import urllib.request

DEFAULT_URL = "http://127.0.0.1:8000/healthz"


def host_header(allowed: list[str]) -> str:
    """A host name ``allowed`` accepts: ``.example.com`` accepts ``example.com``, and ``*``
    anything."""
    for entry in allowed:
        host = entry.strip().lstrip(".")
        if host and host != "*":
            return host
    return "localhost"


def main(argv: list[str]) -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "whist_service.settings")
    from django.conf import settings

    url = argv[0] if argv else DEFAULT_URL
    request = urllib.request.Request(url, headers={"Host": host_header(settings.ALLOWED_HOSTS)})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:  # noqa: S310 - our URL
            if response.status == 200:
                return 0
            print(f"healthcheck: {url} answered {response.status}", file=sys.stderr)
    except (OSError, urllib.error.URLError) as exc:
        print(f"healthcheck: {url}: {exc}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
