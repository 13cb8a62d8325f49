"""One error shape for the whole API.

Every error response body is::

    {"error": {"code": "<machine readable>", "message": "<human readable>", "details": {...}}}

* DRF exceptions go through :func:`api_exception_handler` (set in REST_FRAMEWORK).
* Services and views raise :class:`ApiError` for domain errors, e.g.::

      raise ApiError(status=409, code="stale_version", message="Game moved on.",
                     details={"expected": 3, "actual": 4})

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
from rest_framework import exceptions, serializers, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

API_PREFIX = "/api/"


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
    ) -> None:
        if status is not None:
            self.status_code = status
        self.code = code or self.default_code
        self.message = message or str(self.default_detail)
        self.details = dict(details or {})
        super().__init__(detail=self.message, code=self.code)

    @property
    def status(self) -> int:
        return self.status_code

    def __repr__(self) -> str:
        return f"ApiError(status={self.status_code}, code={self.code!r}, message={self.message!r})"


def error_body(code: str, message: str, details: dict[str, Any] | None = None) -> dict:
    return {"error": {"code": code, "message": message, "details": details or {}}}


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
    exc = _to_drf(exc)
    response = drf_exception_handler(exc, context)
    if response is None or not isinstance(exc, exceptions.APIException):
        return response

    if isinstance(exc, ApiError):
        body = error_body(exc.code, exc.message, exc.details)
    elif isinstance(exc, exceptions.ValidationError):
        detail = exc.detail
        if isinstance(detail, dict):
            details = detail
        else:
            details = {"non_field_errors": detail if isinstance(detail, list) else [detail]}
        body = error_body("invalid", "Invalid input.", details)
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


def handler404(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if _is_api(request):
        return JsonResponse(error_body("not_found", "Not found."), status=404)
    return defaults.page_not_found(request, exception)


def handler500(request: HttpRequest) -> HttpResponse:
    if _is_api(request):
        return JsonResponse(error_body("server_error", "Internal server error."), status=500)
    return defaults.server_error(request)


# --- OpenAPI description of the error shape -----------------------------------------------


class ErrorDetailSerializer(serializers.Serializer):
    code = serializers.CharField()
    message = serializers.CharField()
    details = serializers.DictField()


class ErrorResponseSerializer(serializers.Serializer):
    error = ErrorDetailSerializer()


def error_responses(*statuses: int) -> dict[int, type[serializers.Serializer]]:
    """For ``@extend_schema(responses={200: X, **error_responses(400, 401)})``."""
    return {code: ErrorResponseSerializer for code in statuses}
