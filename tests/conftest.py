"""Shared fixtures for the whole test suite (pytest-django, real Postgres via DATABASE_URL).

api_client       unauthenticated DRF APIClient
user_factory     user_factory(username=None, password=DEFAULT_PASSWORD, display_name="")
                 -> User registered through players.services (Profile included;
                 the plain password is on user.raw_password)
client_factory   client_factory(user=None) -> APIClient authenticated with the user's
                 token (a fresh user when None); the client has `.user`
user             one registered user
auth_client      APIClient authenticated as `user` (auth_client.user is user)
"""

from __future__ import annotations

import itertools

import pytest
from django.core.cache import cache
from django.test.utils import override_settings
from rest_framework.test import APIClient

DEFAULT_PASSWORD = "correct-horse-battery-staple"

_usernames = itertools.count(1)


@pytest.fixture(scope="session", autouse=True)
def _fast_password_hashing():
    """Real hashers are deliberately slow; tests don't need that."""
    with override_settings(PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"]):
        yield


@pytest.fixture(autouse=True)
def _clear_cache():
    """Throttle counters live in the cache; start every test with none."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def api_client() -> APIClient:
    return APIClient()


@pytest.fixture
def user_factory(db):
    from players.services import user_register

    def make(username: str | None = None, password: str = DEFAULT_PASSWORD, display_name=""):
        username = username or f"player{next(_usernames)}"
        user = user_register(username=username, password=password, display_name=display_name)
        user.raw_password = password  # handy for login tests
        return user

    return make


@pytest.fixture
def client_factory(db, user_factory):
    from players.services import token_get_or_create

    def make(user=None) -> APIClient:
        user = user or user_factory()
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {token_get_or_create(user=user).key}")
        client.user = user
        return client

    return make


@pytest.fixture
def user(user_factory):
    return user_factory()


@pytest.fixture
def auth_client(client_factory, user) -> APIClient:
    return client_factory(user)
