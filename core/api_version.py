"""The API's version in every answer, and the notice given on anything retired.

Every answer under ``/api/`` carries ``API-Version``: the OpenAPI schema's version
(``SPECTACULAR_SETTINGS["VERSION"]``), the one the generated clients were made from. A path
that is retired (``WHIST_API_RETIRED``: each a regular expression over the path, the methods it
covers, the day it was deprecated, the day it goes, and a page that says what to use instead)
answers as before with ``Deprecation`` (RFC 9745: ``@`` and a Unix time), ``Sunset`` (RFC 8594:
an HTTP date) and ``Link: <...>; rel="deprecation"``. The streams (``live/sse.py``, served
before Django) add the version themselves.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from email.utils import format_datetime
from functools import cache

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from core.errors import API_PREFIX

VERSION_HEADER = "API-Version"


def api_version() -> str:
    return str(settings.SPECTACULAR_SETTINGS["VERSION"])


@dataclass(frozen=True)
class Retired:
    path: re.Pattern[str]
    methods: frozenset[str]
    deprecated: date
    sunset: date
    link: str

    def headers(self) -> dict[str, str]:
        midnight = datetime(self.deprecated.year, self.deprecated.month, self.deprecated.day,
                            tzinfo=UTC)
        sunset = datetime(self.sunset.year, self.sunset.month, self.sunset.day, tzinfo=UTC)
        return {"Deprecation": f"@{int(midnight.timestamp())}",
                "Sunset": format_datetime(sunset, usegmt=True),
                "Link": f'<{self.link}>; rel="deprecation"'}


@cache
def _retired(entries: tuple[tuple[tuple[str, object], ...], ...]) -> tuple[Retired, ...]:
    found = []
    for entry in map(dict, entries):
        methods = entry.get("methods") or ("GET", "POST", "PUT", "PATCH", "DELETE")
        found.append(Retired(
            path=re.compile(str(entry["path"])),
            methods=frozenset(str(m).upper() for m in methods),  # type: ignore[union-attr]
            deprecated=date.fromisoformat(str(entry["deprecated"])),
            sunset=date.fromisoformat(str(entry["sunset"])),
            link=str(entry["link"])))
    return tuple(found)


def retired_entries() -> tuple[Retired, ...]:
    configured = settings.WHIST_API_RETIRED
    return _retired(tuple(tuple(sorted((k, tuple(v) if isinstance(v, list) else v)
                                       for k, v in entry.items())) for entry in configured))


def retired_for(method: str, path: str) -> Retired | None:
    for entry in retired_entries():
        if method.upper() in entry.methods and entry.path.fullmatch(path):
            return entry
    return None


class ApiVersionMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if request.path.startswith(API_PREFIX):
            response[VERSION_HEADER] = api_version()
            retired = retired_for(request.method or "GET", request.path)
            if retired is not None:
                for name, value in retired.headers().items():
                    response[name] = value
        return response
