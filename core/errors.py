"""One error shape for the whole API.

Every error response body is::

    {"error": {"code": "<machine readable>", "message": "<human readable>", "details": {...}}}

* DRF exceptions go through :func:`api_exception_handler` (set in REST_FRAMEWORK).
* Services and selectors raise domain errors (:mod:`core.domain_errors`) and the
  engine raises its own (:mod:`games.engine.errors`); :data:`ERROR_STATUS` is the one table that
  gives each kind its HTTP status.
* :class:`ApiError` is for the HTTP layer itself (a body too large, an idempotency key reused).

* Django-level 400/403/404/500 for paths under /api/ are rendered in the same shape by
  :func:`handler400` ... :func:`handler500` (wired in whist_service/urls.py).
"""

from __future__ import annotations

import math
from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.views import defaults
from drf_spectacular.utils import OpenApiResponse
from rest_framework import exceptions, serializers, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from core.domain_errors import (
    BadInput,
    Conflict,
    DomainError,
    Forbidden,
    NotFound,
    RateLimited,
    RuleViolation,
)
from games.engine.errors import EngineError, IllegalAction, InvalidInput, NotYourTurn

API_PREFIX = "/api/"

ERROR_STATUS: dict[type[Exception], int] = {
    BadInput: 400,
    NotFound: 404,
    Forbidden: 403,
    Conflict: 409,
    RuleViolation: 422,
    RateLimited: 429,
    # The engine: bad input, acting out of turn, a move the rules forbid.
    InvalidInput: 400,
    NotYourTurn: 409,
    IllegalAction: 422,
    EngineError: 400,
}
"""The HTTP status of each kind of domain or engine error (the closest class in the MRO)."""


def status_of(exc: DomainError | EngineError) -> int:
    for cls in type(exc).__mro__:
        if cls in ERROR_STATUS:
            return ERROR_STATUS[cls]
    raise LookupError(f"no HTTP status for {type(exc).__name__}")


class ApiError(exceptions.APIException):
    """An API error carrying an HTTP status, a stable code, a message and details.

    Subclass to fix defaults (``status_code``, ``default_code``, ``default_detail``) or
    instantiate directly with keyword arguments.
    """

    status_code = status.HTTP_400_BAD_REQUEST
    default_code = "error"
    default_detail = "The request could not be completed."

    def __init__(
        self,
        *,
        status: int | None = None,
        code: str | None = None,
        message: str | None = None,
        details: dict[str, Any] | None = None,
        field_codes: dict[str, Any] | None = None,
    ) -> None:
        if status is not None:
            self.status_code = status
        self.code = code or self.default_code
        self.message = message or str(self.default_detail)
        self.details = dict(details or {})
        self.field_codes = field_codes
        super().__init__(detail=self.message, code=self.code)

    @property
    def status(self) -> int:
        return self.status_code

    def __repr__(self) -> str:
        return f"ApiError(status={self.status_code}, code={self.code!r}, message={self.message!r})"


def error_body(code: str, message: str, details: dict[str, Any] | None = None,
               field_codes: dict[str, Any] | None = None) -> dict:
    error = {"code": code, "message": message, "details": details or {}}
    if field_codes is not None:
        error["field_codes"] = field_codes
    return {"error": error}


def _code_of(exc: exceptions.APIException) -> str:
    codes = exc.get_codes()
    if isinstance(codes, str):
        return codes
    return getattr(exc, "default_code", "error")


def _to_drf(exc: Exception) -> Exception:
    """Map the Django exceptions DRF (or we) know how to express onto DRF exceptions."""
    if isinstance(exc, Http404):
        return exceptions.NotFound(*exc.args)
    if isinstance(exc, DjangoPermissionDenied):
        return exceptions.PermissionDenied(*exc.args)
    if isinstance(exc, DjangoValidationError):
        return exceptions.ValidationError(detail=serializers.as_serializer_error(exc))
    return exc


def api_exception_handler(exc: Exception, context: dict) -> Response | None:
    """DRF EXCEPTION_HANDLER: wrap every handled error in the common shape.

    Returns None for unexpected exceptions so Django logs them and answers 500
    (rendered in the same shape by :func:`handler500` for /api/ paths).
    """
    if isinstance(exc, (DomainError, EngineError)):
        response = Response(error_body(exc.code, exc.message, exc.details,
                                       getattr(exc, "field_codes", None)),
                            status=status_of(exc))
        retry_after = getattr(exc, "retry_after", None)
        if retry_after:
            response["Retry-After"] = str(retry_after)
        return response
    exc = _to_drf(exc)
    response = drf_exception_handler(exc, context)
    if response is None or not isinstance(exc, exceptions.APIException):
        return response

    if isinstance(exc, ApiError):
        body = error_body(exc.code, exc.message, exc.details, exc.field_codes)
    elif isinstance(exc, exceptions.ValidationError):
        detail, codes = exc.detail, exc.get_codes()
        if isinstance(detail, dict):
            details, field_codes = detail, codes
        else:
            details = {"non_field_errors": detail if isinstance(detail, list) else [detail]}
            field_codes = {"non_field_errors": codes if isinstance(codes, list) else [codes]}
        body = error_body("invalid", "Invalid input.", details, field_codes)
    elif isinstance(exc, exceptions.Throttled):
        wait = math.ceil(exc.wait) if exc.wait is not None else None
        body = error_body("throttled", str(exc.detail), {"wait": wait})
    elif isinstance(exc.detail, (dict, list)):
        body = error_body(_code_of(exc), "Request failed.", {"errors": exc.detail})
    else:
        body = error_body(_code_of(exc), str(exc.detail))

    response.data = body
    return response


# --- Django-level handlers (handler400/403/404/500 in urls.py) ----------------------------


def _is_api(request: HttpRequest) -> bool:
    return request.path.startswith(API_PREFIX)


def handler400(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if _is_api(request):
        return JsonResponse(error_body("bad_request", "Bad request."), status=400)
    return defaults.bad_request(request, exception)


def handler403(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if _is_api(request):
        return JsonResponse(
            error_body("permission_denied", "You do not have permission to perform this action."),
            status=403,
        )
    return defaults.permission_denied(request, exception)


def not_found_body(path: str) -> dict:
    """The 404 of a path no route matches; a path off by its trailing slash says so (API
    paths have none, and a POST is never redirected)."""
    from django.urls import Resolver404, resolve

    other = path.rstrip("/") if path.endswith("/") else path + "/"
    try:
        resolve(other)
    except Resolver404:
        return error_body("not_found", "Not found.")
    return error_body("not_found", f"Not found; did you mean {other}? API paths have no "
                      "trailing slash.", {"did_you_mean": other})


def handler404(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if _is_api(request):
        return JsonResponse(not_found_body(request.path), status=404)
    return defaults.page_not_found(request, exception)


def handler500(request: HttpRequest) -> HttpResponse:
    if _is_api(request):
        return JsonResponse(error_body("server_error", "Internal server error."), status=500)
    return defaults.server_error(request)


# --- OpenAPI description of the error shape -----------------------------------------------


class ErrorDetailSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="Stable and machine readable: branch on this.")
    message = serializers.CharField(help_text="For people; may change.")
    details = serializers.DictField(help_text=(
        "What the code needs: the field errors of `invalid`, `wait` seconds of `throttled`, "
        "the current `version` of `stale_version`, ..."))
    field_codes = serializers.DictField(required=False, help_text=(
        "With `invalid` only: each field's error codes, shaped as `details` (`required`, "
        "`blank`, `null`, `invalid`, `max_length`, `min_length`, `max_value`, `min_value`, "
        "`invalid_choice`, `unique`, `password_too_short`, ...): a client words them itself, "
        "where `details` holds the server's English sentences."))


class ErrorResponseSerializer(serializers.Serializer):
    error = ErrorDetailSerializer()


ERROR_DESCRIPTIONS: dict[int, str] = {
    400: "Malformed request: `invalid` (field errors in `details`, unknown fields too), "
         "`parse_error`, or the endpoint's own (`malformed_action`, `invalid_options`, ...).",
    401: "No token, or a bad or expired one: `not_authenticated`, `authentication_failed`.",
    403: "Not yours to do (`not_a_player`, `not_creator`, `not_owner`, ...), or a write "
         "signed in by session cookie without its CSRF token.",
    404: "No such object, a private one the caller may not see, or no such page of a list.",
    409: "Conflict with the current state: `stale_version`, `not_your_turn`, `game_full`, ...",
    413: "The body is larger than WHIST_MAX_BODY_BYTES: `request_too_large`.",
    415: "The body is not JSON (nor a form): `unsupported_media_type`.",
    422: "Refused by the rules (the engine's code, e.g. `must_follow_suit`), or "
         "`idempotency_key_reused`.",
    429: "Too many requests: `throttled`, or `too_many_failed_sign_ins`; `details.wait` "
         "seconds and a Retry-After header.",
}
"""What each error status means across the API, for the schema's response descriptions."""


def error_response(status: int) -> OpenApiResponse:
    return OpenApiResponse(ErrorResponseSerializer, description=ERROR_DESCRIPTIONS[status])


def error_responses(*statuses: int) -> dict[int, OpenApiResponse]:
    """For ``@extend_schema(responses={200: X, **error_responses(404, 409)})``: the statuses an
    operation's own logic gives.  Those that follow from how a view is built (401, 400/413 for
    a body, 429 for a throttle, ...) are added by ``core.openapi.AutoSchema``."""
    return {code: error_response(code) for code in statuses}
