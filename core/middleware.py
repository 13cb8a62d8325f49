"""Project-wide middleware for the API paths."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse

from core.errors import API_PREFIX, error_body, not_found_body
from core.logs import REQUEST_ID_HEADER, request_id_from, request_id_var

Handler = Callable[[HttpRequest], HttpResponse]
request_logger = logging.getLogger("whist.request")


class RequestLogMiddleware:
    """One log line per request (method, path, status, duration, user), tagged with the
    request id that every other line the request causes carries too, also in the response."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        request_id = request_id_from(request.headers.get(REQUEST_ID_HEADER))
        token = request_id_var.set(request_id)
        started = time.perf_counter()
        try:
            response = self.get_response(request)
            response[REQUEST_ID_HEADER] = request_id
            user = getattr(request, "user", None)
            request_logger.info(
                "%s %s %s", request.method, request.path, response.status_code,
                extra={"request_id": request_id, "method": request.method,
                       "path": request.path, "status": response.status_code,
                       "duration_ms": round((time.perf_counter() - started) * 1000, 1),
                       "user_id": user.pk if user is not None and user.is_authenticated
                       else None})
            return response
        finally:
            request_id_var.reset(token)


class ApiErrorShapeMiddleware:
    """API paths answer 404 and 405 in the one error shape with ``DEBUG`` on too (Django's
    debug pages are HTML), with a hint when the path differs from a real one by its slash."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if not request.path.startswith(API_PREFIX) or \
                response.get("Content-Type", "").startswith("application/json"):
            return response
        if response.status_code == 404:
            return JsonResponse(not_found_body(request.path), status=404)
        if response.status_code == 405:
            allowed = response.get("Allow", "")
            shaped = JsonResponse(error_body(
                "method_not_allowed", f"Method {request.method} is not allowed here.",
                {"allowed": [m.strip() for m in allowed.split(",") if m.strip()]}), status=405)
            if allowed:
                shaped["Allow"] = allowed
            return shaped
        return response


class BodySizeLimitMiddleware:
    """Refuse an API request whose declared body is over ``WHIST_MAX_BODY_BYTES`` before
    anything reads it (a body sent without a length is cut off by the JSON parser instead)."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path.startswith(API_PREFIX):
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                length = 0
            limit = settings.WHIST_MAX_BODY_BYTES
            if length > limit:
                return JsonResponse(error_body(
                    "request_too_large", f"The request body is larger than {limit} bytes.",
                    {"max_bytes": limit}), status=413)
        return self.get_response(request)
