"""``Idempotency-Key`` on state-changing POSTs.

A request with a key runs in one transaction that also stores its answer under the key
(``INSERT ... ON CONFLICT DO NOTHING``).  If the key was taken meanwhile, by a retry racing the
first request, the whole transaction is rolled back and the stored answer replayed: the change
is applied once, and every retry gets the first answer.  A refused request changes nothing, so
its answer is stored on its own (a retry of it is refused alike); a retry that arrives after
the first request went through is refused by the state (a stale version, say), finds the key
taken and replays the first answer.  The same key with a different body is a client bug: 422.
No savepoint is needed anywhere: a failure rolls the whole transaction back.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from typing import Any

from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.utils.encoders import JSONEncoder
from rest_framework.views import APIView

from core.db import all_or_nothing, row_insert_new, rows_gathered, rows_write
from core.errors import ApiError, api_exception_handler
from games.models import IdempotencyRecord

HEADER = "Idempotency-Key"
REPLAYED_HEADERS = ("Cache-Control", "ETag", "Retry-After", "WWW-Authenticate")
"""What a client or a cache acts on: a replay must carry them exactly as the first answer did
(a view holds the player's hand, so its `Cache-Control: private, no-cache` is not optional)."""
MAX_KEY_LENGTH = 255
KEY_PATTERN = r"[\x21-\x7E]{1,255}"
"""An Idempotency-Key: visible ASCII, no spaces (the schema says the same)."""
KEY_FORM = re.compile(KEY_PATTERN)


class _KeyTaken(Exception):
    """Another request stored an answer under this key first: undo this one, replay that."""


def _fingerprint(request: Request) -> str:
    body = json.dumps(request.data, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(f"{request.method} {request.path}\n{body}".encode()).hexdigest()


def idempotent(view: APIView, request: Request, handle: Callable[[], Response]) -> Response:
    key = request.headers.get(HEADER)
    if not key:
        return handle()
    if not KEY_FORM.fullmatch(key):
        raise ApiError(status=400, code="invalid_idempotency_key",
                       message=f"{HEADER} must be 1 to {MAX_KEY_LENGTH} visible ASCII "
                               "characters (no spaces), such as a UUID")
    fingerprint = _fingerprint(request)
    user = request.user
    try:
        with all_or_nothing():
            if getattr(view, "answer_from_memory", False):
                # The answer is built from the rows the write holds, not read back: the
                # move's rows and its stored answer go in one statement.
                with rows_gathered() as (inserts, updates, raw):
                    response = handle()
                stored = rows_write(inserts=inserts, updates=updates, raw=raw,
                                    insert_new=_record(user, key, fingerprint, response))
            else:
                response = handle()
                stored = row_insert_new(_record(user, key, fingerprint, response))
            if not stored:
                raise _KeyTaken
    except _KeyTaken:
        return _replay(user, key, fingerprint)
    except Exception as exc:  # the stored answer must be the one the client got
        response = api_exception_handler(exc, {"view": view, "request": request})
        if response is None:
            raise
        if IdempotencyRecord.objects.filter(user=user, key=key).exists() or \
                not row_insert_new(_record(user, key, fingerprint, response)):
            return _replay(user, key, fingerprint)
    response["Idempotency-Replayed"] = "false"
    return response


def _record(user: Any, key: str, fingerprint: str, response: Response) -> IdempotencyRecord:
    return IdempotencyRecord(
        user=user, key=key, fingerprint=fingerprint, status_code=response.status_code,
        body=_jsonable(response.data),
        headers={h: response[h] for h in REPLAYED_HEADERS if response.has_header(h)})


def _replay(user: Any, key: str, fingerprint: str) -> Response:
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
