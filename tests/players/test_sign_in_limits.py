"""Sign-in limits a client cannot dodge.

Found from outside: ``POST /api/v1/auth/token`` with a new ``X-Forwarded-For`` on each try was
never throttled (40 wrong passwords, then the right one accepted), and registration likewise:
the throttle keyed on a header the client writes.  Now the client address comes from the
trusted proxy configuration (``TRUSTED_PROXY_COUNT``, default none: the connection's address),
an account takes a limited number of failed sign-ins whatever address they come from, and the
admin's login is throttled too.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.conf import settings
from django.test import override_settings
from rest_framework.test import APIClient

from tests.games.helpers import assert_error

pytestmark = pytest.mark.django_db

TOKEN = "/api/v1/auth/token"
REGISTER = "/api/v1/auth/register"


def _sign_in(user: Any, password: str, *, forwarded: str | None = None,
             remote: str = "127.0.0.1") -> Any:
    headers = {"X-Forwarded-For": forwarded} if forwarded else None
    return APIClient(REMOTE_ADDR=remote).post(
        TOKEN, {"username": user.username, "password": password}, format="json",
        headers=headers)


def test_a_new_forwarded_for_on_each_try_does_not_reset_the_login_throttle(user):
    rate = int(settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["login"].split("/")[0])
    answers = [_sign_in(user, "wrong", forwarded=f"10.0.{i // 250}.{i % 250}").status_code
               for i in range(40)]
    assert 429 in answers and answers.index(429) <= rate
    right = _sign_in(user, user.raw_password, forwarded="10.9.9.9")
    assert right.status_code == 429, right.content


def test_registration_is_throttled_whatever_forwarded_for_says(api_client):
    rate = int(settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["register"].split("/")[0])
    answers = [api_client.post(REGISTER, {"username": f"new{i}", "password": "s3cure-Pw0rd!x"},
                               format="json", headers={"X-Forwarded-For": f"10.1.0.{i}"}
                               ).status_code for i in range(rate + 3)]
    assert answers[-1] == 429 and answers.count(201) == rate


def test_failed_sign_ins_lock_the_account_from_every_address(user):
    limit = settings.WHIST_LOGIN_FAILURES_LIMIT
    for i in range(limit):
        response = _sign_in(user, "wrong", remote=f"192.0.2.{i + 1}")
        assert_error(response, 400, "invalid_credentials")
    locked = _sign_in(user, user.raw_password, remote="198.51.100.7")
    error = assert_error(locked, 429, "too_many_failed_sign_ins")
    assert 0 < error["details"]["wait"] <= settings.WHIST_LOGIN_FAILURES_WINDOW
    assert locked.headers["Retry-After"] == str(error["details"]["wait"])


def test_the_lock_is_per_account_and_a_success_does_not_count(user_factory):
    alice, bob = user_factory(), user_factory()
    limit = settings.WHIST_LOGIN_FAILURES_LIMIT
    for i in range(limit - 1):
        _sign_in(alice, "wrong", remote=f"192.0.2.{i + 1}")
    assert _sign_in(alice, alice.raw_password, remote="192.0.2.200").status_code == 200
    for i in range(limit):
        _sign_in(alice, "wrong", remote=f"192.0.2.{i + 1}")
    assert _sign_in(bob, bob.raw_password, remote="192.0.2.1").status_code == 200
    # The username is matched as the login matches it, whatever its case.
    upper = APIClient(REMOTE_ADDR="203.0.113.1").post(
        TOKEN, {"username": alice.username.upper(), "password": alice.raw_password},
        format="json")
    assert_error(upper, 429, "too_many_failed_sign_ins")


def test_with_one_trusted_proxy_the_address_it_saw_is_the_client(user):
    """Behind one proxy, the last address of X-Forwarded-For is the one the proxy appended;
    anything before it is what the client claimed."""
    rest = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    with override_settings(REST_FRAMEWORK=rest):
        rate = int(rest["DEFAULT_THROTTLE_RATES"]["login"].split("/")[0])
        for i in range(rate):
            _sign_in(user, user.raw_password, forwarded=f"10.0.0.{i}, 198.51.100.1")
        assert _sign_in(user, user.raw_password,
                        forwarded="10.7.7.7, 198.51.100.1").status_code == 429
        assert _sign_in(user, user.raw_password,
                        forwarded="10.7.7.7, 198.51.100.2").status_code == 200


def test_the_admin_login_is_throttled_and_counts_failed_sign_ins(admin_user, client):
    rate = int(settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["login"].split("/")[0])
    answers = [client.post("/admin/login/", {"username": "admin", "password": "wrong"},
                           HTTP_X_FORWARDED_FOR=f"10.2.0.{i}").status_code
               for i in range(rate + 2)]
    assert answers[0] == 200 and answers[-1] == 429  # 200: the form again, with its error


def test_failed_admin_sign_ins_lock_the_account(admin_user):
    from django.test import Client

    for i in range(settings.WHIST_LOGIN_FAILURES_LIMIT):
        Client(REMOTE_ADDR=f"192.0.2.{i + 1}").post(
            "/admin/login/", {"username": "admin", "password": "wrong"})
    response = Client(REMOTE_ADDR="198.51.100.9").post(
        "/admin/login/", {"username": "admin", "password": "password"})
    assert response.status_code == 429


def test_any_username_counts_its_failures_under_a_key_every_cache_takes():
    """Found by the schemathesis run: a sign-in with a username of spaces and symbols made a
    cache key memcached cannot hold (Django warns); the key is a digest of the name."""
    import warnings

    from django.core.cache.backends.base import CacheKeyWarning

    with warnings.catch_warnings():
        warnings.simplefilter("error", CacheKeyWarning)
        for name in ("a b\tc\u00b9", "x" * 300):
            answer = APIClient().post(TOKEN, {"username": name, "password": "wrong"},
                                      format="json")
            assert_error(answer, 400, "invalid_credentials")
