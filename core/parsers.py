"""The API's parsers: bounded in size and depth, so no body can crash or starve a worker.

``json`` recurses once per nesting level: 20,000 nested brackets (40 KB) raised
``RecursionError``, a 500 even on unauthenticated registration.  No request of this API needs
more than a few levels or a few kilobytes, so both are capped and a body over a cap is answered
in the one error shape (``parse_error`` 400, ``request_too_large`` 413).

No body may hold a NUL character, in a name or a value: no field takes one (PostgreSQL's text
holds none), and an answer that repeated it (an unknown field's name, a refused choice) could
not be kept for its ``Idempotency-Key``.
"""

from __future__ import annotations

import json
from typing import Any

from django.conf import settings
from rest_framework import status
from rest_framework.exceptions import ParseError
from rest_framework.parsers import FormParser, JSONParser, MultiPartParser

MAX_JSON_DEPTH = 16
"""Objects and arrays inside each other; the deepest body this API takes has four."""
NUL_REFUSED = "A request body may not hold a NUL character (\\u0000): no field takes one."


def request_too_large() -> Exception:
    # Imported here: errors imports DRF's views, whose settings import this parser.
    from core.errors import ApiError

    limit = settings.WHIST_MAX_BODY_BYTES
    return ApiError(status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE, code="request_too_large",
                    message=f"The request body is larger than {limit} bytes.",
                    details={"max_bytes": limit})


def json_depth_exceeds(value: Any, limit: int) -> bool:
    """Whether ``value`` nests containers deeper than ``limit`` (iterative: no recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def holds_nul(value: Any) -> bool:
    """Whether a NUL is in any string, object key included, of ``value`` (iterative)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if "\x00" in item:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _form_holds_nul(data: Any) -> bool:
    return holds_nul({str(k): v for k, v in data.lists()})


class BoundedJSONParser(JSONParser):
    def parse(self, stream: Any, media_type: str | None = None,
              parser_context: dict[str, Any] | None = None) -> Any:
        limit = settings.WHIST_MAX_BODY_BYTES
        raw = stream.read(limit + 1)
        if len(raw) > limit:
            raise request_too_large()
        encoding = (parser_context or {}).get("encoding", settings.DEFAULT_CHARSET)
        try:
            data = json.loads(raw.decode(encoding), parse_constant=_no_constants)
        except RecursionError:
            raise ParseError(f"JSON parse error - nested more than {MAX_JSON_DEPTH} levels "
                             "deep") from None
        except ValueError as exc:
            raise ParseError(f"JSON parse error - {exc}") from None
        if json_depth_exceeds(data, MAX_JSON_DEPTH):
            raise ParseError(f"JSON parse error - nested more than {MAX_JSON_DEPTH} levels deep")
        if holds_nul(data):
            raise ParseError(NUL_REFUSED)
        return data


class NulRefusingFormParser(FormParser):
    """The browsable API's forms, held to the same rule as JSON bodies."""

    def parse(self, stream: Any, media_type: str | None = None,
              parser_context: dict[str, Any] | None = None) -> Any:
        data = super().parse(stream, media_type, parser_context)
        if _form_holds_nul(data):
            raise ParseError(NUL_REFUSED)
        return data


class NulRefusingMultiPartParser(MultiPartParser):
    def parse(self, stream: Any, media_type: str | None = None,
              parser_context: dict[str, Any] | None = None) -> Any:
        parsed = super().parse(stream, media_type, parser_context)
        if _form_holds_nul(parsed.data) or _form_holds_nul(parsed.files):
            raise ParseError(NUL_REFUSED)
        return parsed


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")
