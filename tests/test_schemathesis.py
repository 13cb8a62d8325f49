"""A short schemathesis run over the whole OpenAPI schema, in-process against the Django app
(WSGI), signed in with a registered user's token: so that the schema and the answers stay in
step.  Every operation but the two streams (Server-Sent Events, which a WSGI server answers
with what there is so far; tests/live/ holds them to their contract) gets a bounded number of
generated requests, valid ones and ones the schema forbids, from a fixed seed.

Checked for each answer: no 5xx, a status the schema documents for the operation, the
documented content type, headers and body schema, and that a request the schema forbids is
refused (``negative_data_rejection``: an unknown field, a value of another type, an empty
query parameter).  Not checked: ``positive_data_acceptance`` (that every request the schema
allows is accepted), because what a request may do depends on more than its shape: the
state of the game, the right password, a league one is a member of, a season that ends after
it starts, a webhook host that resolves.  Those refusals are documented 4xx answers.

Found by it when it was added: ``?page=-1`` and a cursor of 19 digits answered 400 where the
schema allowed them (the schema now says page >= 1 and bounds every whole number), and an
empty PATCH answered 400 where the schema allowed ``{}`` (it now says ``minProperties: 1``).
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

CHECKS = ("not_a_server_error", "status_code_conformance", "content_type_conformance",
          "response_headers_conformance", "response_schema_conformance",
          "negative_data_rejection")

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
