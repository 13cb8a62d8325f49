"""A short schemathesis run over the whole OpenAPI schema, in-process against the Django app
(WSGI), signed in with a registered user's token: so that the schema and the answers stay in
step.  Every operation but the two streams (Server-Sent Events, which a WSGI server answers
with what there is so far; tests/live/ holds them to their contract) is a test of its own and
gets a bounded number of generated requests, valid ones and ones the schema forbids, from a
fixed seed.

Checked for each answer: no 5xx, a status the schema documents for the operation, the
documented content type, headers and body schema; that a request the schema forbids is
refused (``negative_data_rejection``: an unknown field, a value of another type, an empty
query parameter); and that a request the schema allows is not refused for its shape
(:func:`schema_valid_data_is_accepted`).  A request of the right shape may still be refused
for a fact no schema can state: a password that is not the account's, a link's token the
server never issued, a host that does not resolve, a key already used for another request.
Each such refusal has a code of its own (:data:`REFUSED_FOR_FACTS`), and only those pass.

Found by it when it was added: ``?page=-1`` and a cursor of 19 digits answered 400 where the
schema allowed them (the schema now says page >= 1 and bounds every whole number), and an
empty PATCH answered 400 where the schema allowed ``{}`` (it now says ``minProperties: 1``).
Found when the acceptance check was added: page numbers past 19 digits, a PATCH with no body,
both a phrase and a text in one chat message, a NUL in any string, an Idempotency-Key of
spaces or over 255 characters, a blank username, push keys and device tokens of the wrong
form, and URLs longer than the server takes were all allowed by the schema and refused (now
the schema refuses them too).
"""

from __future__ import annotations

from datetime import timedelta

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, settings
from rest_framework.throttling import ScopedRateThrottle

from whist_service.wsgi import application

pytestmark = pytest.mark.django_db

REFUSED_FOR_FACTS = {
    "invalid_token": "a link's token the server never issued, or one used up or expired",
    "wrong_password": "a password that is not the account's",
    "invalid_credentials": "a username and password that do not match",
    "webhook_url_refused": "a host that does not resolve, or resolves to a private address",
    "push_endpoint_refused": "a push service's host that does not resolve, or is private",
    "invalid_push_key": "base64url of the right length that is no point on the P-256 curve",
    "push_platform_unavailable": "a phone platform this server has no credentials for",
    "idempotency_key_reused": "a key already used for another request",
    "subscription_expired": "a browser's subscription whose time is already past",
    "cannot_follow_yourself": "the caller's own username",
    "invalid_options": "rules options of the other game than the preset's, or at odds with "
                       "each other (the engine's rules, not the request's form)",
}
"""The codes of refusals that no schema can express: facts about the account, the server or
the world, not the request's shape."""


@schemathesis.check
def schema_valid_data_is_accepted(ctx: object, response: object, case: object) -> None:
    """A request the schema allows is not refused for its shape (schemathesis's
    ``positive_data_acceptance``, which cannot tell a refusal for a fact from one for a
    shape: here the refusal's code can)."""
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive:
        return None
    if response.status_code not in (400, 413, 415, 422):
        return None
    error = response.json().get("error", {})
    if error.get("code") in REFUSED_FOR_FACTS:
        return None
    raise AssertionError(f"a request the schema allows was refused: {response.status_code} "
                         f"{error.get('code')} {error.get('message')} {error.get('details')}")


CHECKS = ("not_a_server_error", "status_code_conformance", "content_type_conformance",
          "response_headers_conformance", "response_schema_conformance",
          "negative_data_rejection", "schema_valid_data_is_accepted")

CONFIG = schemathesis.Config.from_dict({
    "seed": 28,
    "generation": {"max-examples": 5, "deterministic": True},
    "checks": {"enabled": False, **{name: {"enabled": True} for name in CHECKS}},
})
schema = schemathesis.openapi.from_wsgi("/api/v1/schema?format=json", application,
                                        config=CONFIG).exclude(path_regex=r"/stream$")


@pytest.fixture(autouse=True)
def _in_the_test_transaction(monkeypatch):
    """The requests go through the WSGI handler, which closes the database connection after
    each request (Django's test client stops it doing so; this is what it does), and run
    unthrottled, so that the run reaches the views."""
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES",
                        dict.fromkeys(ScopedRateThrottle.THROTTLE_RATES))
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


@schema.parametrize()
# One user for all of an operation's examples (each gets a token of its own, since one may
# sign every device out); a generous deadline only stops a request that hangs.
@settings(suppress_health_check=[HealthCheck.function_scoped_fixture],
          deadline=timedelta(seconds=10))
def test_the_api_answers_as_its_schema_says(case, user):
    from players.services.tokens import token_create

    token = token_create(user=user)[1]
    case.call_and_validate(headers={"Authorization": f"Token {token}"})
