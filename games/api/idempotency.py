"""``Idempotency-Key`` on state-changing POSTs.

The key is claimed by inserting its row in the same transaction as the change, so a retry that
races the first request waits on the unique index and then finds the stored response: the
change is applied once, and every retry gets the first answer.  The same key with a different
body is a client bug and gets 422.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from django.db import IntegrityError, transaction
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.utils.encoders import JSONEncoder
from rest_framework.views import APIView

from games.models import IdempotencyRecord
from whist_service.errors import ApiError, api_exception_handler

HEADER = "Idempotency-Key"
REPLAYED_HEADERS = ("ETag", "Retry-After", "WWW-Authenticate")
MAX_KEY_LENGTH = 255


def _fingerprint(request: Request) -> str:
    body = json.dumps(request.data, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(f"{request.method} {request.path}\n{body}".encode()).hexdigest()


def idempotent(view: APIView, request: Request, handle: Callable[[], Response]) -> Response:
    key = request.headers.get(HEADER)
    if not key:
        return handle()
    if len(key) > MAX_KEY_LENGTH:
        raise ApiError(status=400, code="invalid_idempotency_key",
                       message=f"{HEADER} must be at most {MAX_KEY_LENGTH} characters")
    fingerprint = _fingerprint(request)
    user = request.user
    with transaction.atomic():
        try:
            with transaction.atomic():
                record = IdempotencyRecord.objects.create(user=user, key=key,
                                                          fingerprint=fingerprint, status_code=0)
        except IntegrityError:
            record = None  # claimed (and committed) by an earlier request: replay below
        if record is not None:
            try:
                with transaction.atomic():
                    response = handle()
            except Exception as exc:  # the stored answer must be the one the client got
                response = api_exception_handler(exc, {"view": view, "request": request})
                if response is None:
                    raise
            record.status_code = response.status_code
            record.body = _jsonable(response.data)
            record.headers = {h: response[h] for h in REPLAYED_HEADERS if response.has_header(h)}
            record.save(update_fields=["status_code", "body", "headers"])
            response["Idempotency-Replayed"] = "false"
            return response
    record = IdempotencyRecord.objects.get(user=user, key=key)
    if record.fingerprint != fingerprint:
        raise ApiError(status=422, code="idempotency_key_reused",
                       message=f"this {HEADER} was used for a different request",
                       details={"key": key})
    response = Response(record.body, status=record.status_code)
    for name, value in record.headers.items():
        response[name] = value
    response["Idempotency-Replayed"] = "true"
    return response


def _jsonable(data: Any) -> Any:
    """The body exactly as the client received it (DRF's encoding of dates, decimals...)."""
    return json.loads(json.dumps(data, cls=JSONEncoder))
