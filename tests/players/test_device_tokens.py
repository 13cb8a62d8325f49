"""Per-device API tokens (django-rest-knox): each sign-in is a device of its own, listed and
revoked one by one or all at once; an unused token expires after the idle time, a used one
does not; tokens from before per-device tokens keep working."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.conf import settings
from django.utils import timezone
from rest_framework.test import APIClient

from players.models import DeviceToken
from tests.games.helpers import assert_error

pytestmark = pytest.mark.django_db

TOKENS = "/api/v1/me/tokens"


def _device(user, name: str) -> APIClient:
    response = APIClient().post("/api/v1/auth/token", {"username": user.username,
                                                       "password": user.raw_password,
                                                       "device": name}, format="json")
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["expiry"]
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {body['token']}")
    return client


def test_each_sign_in_is_a_device_listed_with_its_name(user):
    phone, laptop = _device(user, "Alice's phone"), _device(user, "laptop")
    listed = phone.get(TOKENS).json()
    assert [(t["device"], t["current"]) for t in listed] == [("Alice's phone", True),
                                                            ("laptop", False)]
    assert all(len(t["id"]) == 16 and t["expiry"] for t in listed)
    assert [t["current"] for t in laptop.get(TOKENS).json()] == [False, True]


def test_revoking_one_device_leaves_the_others_signed_in(user):
    phone, laptop = _device(user, "phone"), _device(user, "laptop")
    laptop_id = next(t["id"] for t in phone.get(TOKENS).json() if t["device"] == "laptop")
    assert phone.delete(f"{TOKENS}/{laptop_id}").status_code == 204
    assert_error(laptop.get("/api/v1/me"), 401, "authentication_failed")
    assert phone.get("/api/v1/me").status_code == 200
    assert_error(phone.delete(f"{TOKENS}/{laptop_id}"), 404, "token_not_found")


def test_sign_out_everywhere_else_then_everywhere(user):
    phone, laptop, tablet = (_device(user, n) for n in ("phone", "laptop", "tablet"))
    assert phone.delete(f"{TOKENS}?others=true").status_code == 204
    assert [t["device"] for t in phone.get(TOKENS).json()] == ["phone"]
    for other in (laptop, tablet):
        assert_error(other.get("/api/v1/me"), 401, "authentication_failed")
    assert phone.delete(TOKENS).status_code == 204
    assert_error(phone.get("/api/v1/me"), 401, "authentication_failed")


def test_logout_signs_out_this_device_only(user):
    phone, laptop = _device(user, "phone"), _device(user, "laptop")
    assert phone.post("/api/v1/auth/logout").status_code == 204
    assert_error(phone.get("/api/v1/me"), 401, "authentication_failed")
    assert laptop.get("/api/v1/me").status_code == 200


def test_an_idle_token_expires_and_a_used_one_moves_its_expiry_on(user):
    phone, laptop = _device(user, "phone"), _device(user, "laptop")
    idle = timedelta(seconds=settings.WHIST_TOKEN_IDLE_SECONDS)
    DeviceToken.objects.filter(name="laptop").update(expiry=timezone.now() - timedelta(seconds=1))
    assert_error(laptop.get("/api/v1/me"), 401, "authentication_failed")
    DeviceToken.objects.filter(name="phone").update(expiry=timezone.now() + timedelta(days=1))
    assert phone.get("/api/v1/me").status_code == 200
    moved = DeviceToken.objects.get(name="phone").expiry
    assert moved > timezone.now() + idle - timedelta(minutes=5)


def test_a_token_from_before_per_device_tokens_keeps_working(user):
    """The migration turns each old one-per-user token into a device token."""
    import importlib

    from django.apps import apps
    from django.db import connection

    migration = importlib.import_module("players.migrations.0007_device_tokens")
    legacy = "0123456789abcdef0123456789abcdef01234567"
    with connection.cursor() as cursor:
        cursor.execute(f"CREATE TABLE {migration.LEGACY_TABLE} (key varchar(40) PRIMARY KEY, "
                       "user_id integer, created timestamptz)")
        cursor.execute(f"INSERT INTO {migration.LEGACY_TABLE} VALUES (%s, %s, now())",
                       [legacy, user.pk])
    with connection.schema_editor() as editor:
        migration.legacy_tokens_keep(apps, editor)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {legacy}")
    assert client.get("/api/v1/me").json()["id"] == user.pk
    assert client.get(TOKENS).json()[0]["current"] is True


@pytest.fixture
def token_cache(settings):
    settings.WHIST_TOKEN_CACHE_SECONDS = 300


def test_a_cached_token_is_known_without_reading_it(user, token_cache,
                                                    django_assert_num_queries):
    phone = _device(user, "phone")
    assert phone.get("/api/v1/me").status_code == 200  # read once, then cached
    with django_assert_num_queries(1):  # the profile: nothing about the token
        assert phone.get("/api/v1/me").json()["id"] == user.pk


@pytest.mark.parametrize("revoke", ["logout", "delete_one", "delete_all", "password"])
def test_a_revoked_token_is_refused_at_once_though_it_was_cached(user, token_cache, revoke):
    phone, laptop = _device(user, "phone"), _device(user, "laptop")
    for client in (phone, laptop):
        assert client.get("/api/v1/me").status_code == 200  # both cached now
    if revoke == "logout":
        phone.post("/api/v1/auth/logout")
    elif revoke == "delete_one":
        phone_id = next(t["id"] for t in laptop.get(TOKENS).json() if t["device"] == "phone")
        laptop.delete(f"{TOKENS}/{phone_id}")
    elif revoke == "delete_all":
        phone.delete(TOKENS)
    else:
        assert laptop.post("/api/v1/me/password", {"old_password": user.raw_password,
                                                    "new_password": "An0ther-Pass!x"},
                           format="json").status_code == 200
    assert_error(phone.get("/api/v1/me"), 401, "authentication_failed")


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("revoke", ["password", "account"])
def test_a_request_racing_a_revocation_does_not_put_the_token_back(user, token_cache, revoke):
    """Found from outside: with requests in flight during a password change (or an account's
    deletion), the revoked token was cached again and worked for five more minutes. The
    revoking transaction deleted the cache entry before it committed; a request on another
    connection still read the token's row (not yet deleted for it) and cached it anew. Here
    that request runs between the revocation's delete and its commit."""
    import threading

    from django.db import connection, transaction

    from players.authentication import TokenAuthentication
    from players.services import account_delete, password_change

    phone = _device(user, "phone")
    token = phone._credentials["HTTP_AUTHORIZATION"].removeprefix("Token ").encode()
    in_flight: list[object] = []

    def request_in_flight() -> None:
        try:
            in_flight.append(TokenAuthentication().authenticate_credentials(token)[0])
        finally:
            connection.close()

    with transaction.atomic():
        if revoke == "password":
            password_change(user=user, old_password=user.raw_password,
                            new_password="An0ther-Pass!x")
        else:
            account_delete(user=user, password=user.raw_password)
        racer = threading.Thread(target=request_in_flight)
        racer.start()
        racer.join()
    assert in_flight and in_flight[0].pk == user.pk  # it read the row before the commit
    assert_error(phone.get("/api/v1/me"), 401, "authentication_failed")


def _admin_form_data(form) -> dict:
    """What the admin's change form posts back unchanged (split date and time included)."""
    data: dict = {}
    for field in form:
        value, widget = field.value(), field.field.widget
        if hasattr(widget, "widgets"):
            for n, part in enumerate(widget.decompress(value)):
                data[f"{field.html_name}_{n}"] = "" if part is None else part
        elif isinstance(value, bool):
            if value:
                data[field.html_name] = "on"
        elif isinstance(value, list | tuple):
            data[field.html_name] = [str(v) for v in value]
        elif value is not None:
            data[field.html_name] = value
    return data


def test_an_account_made_inactive_in_the_admin_is_signed_out_at_once(user, token_cache,
                                                                       admin_client):
    """An operator unticks "Active" on the user's page: every device of theirs is refused
    at once (their cached tokens too), as a moderator's suspension does."""
    phone, laptop = _device(user, "phone"), _device(user, "laptop")
    for client in (phone, laptop):
        assert client.get("/api/v1/me").status_code == 200  # both cached now
    url = f"/admin/auth/user/{user.pk}/change/"
    data = _admin_form_data(admin_client.get(url).context["adminform"].form)
    assert data.pop("is_active") == "on"
    answer = admin_client.post(url, data)
    assert answer.status_code == 302, answer.content[:2000]
    user.refresh_from_db()
    assert user.is_active is False
    for client in (phone, laptop):
        assert_error(client.get("/api/v1/me"), 401, "authentication_failed")
    assert not DeviceToken.objects.filter(user=user).exists()
