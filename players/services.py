"""Write operations for players. Each public function is one transaction."""

from __future__ import annotations

from django.contrib.auth import authenticate, get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError, transaction
from rest_framework.authtoken.models import Token

from players.models import Profile
from players.selectors import profile_get, username_exists
from whist_service.errors import ApiError

User = get_user_model()


def _username_taken(username: str) -> ApiError:
    return ApiError(
        status=409,
        code="username_taken",
        message="That username is already taken.",
        details={"username": username},
    )


@transaction.atomic
def user_register(*, username: str, password: str, display_name: str = "") -> AbstractBaseUser:
    """Create a user and its Profile. Usernames are unique case-insensitively.

    Raises ApiError 400 "invalid" (password rejected by the validators) or
    409 "username_taken".
    """
    username = username.strip()
    display_name = (display_name or "").strip() or username

    try:
        validate_password(password, user=User(username=username))
    except DjangoValidationError as exc:
        raise ApiError(
            status=400,
            code="invalid",
            message="Invalid input.",
            details={"password": list(exc.messages)},
        ) from exc

    if username_exists(username=username):
        raise _username_taken(username)
    try:
        with transaction.atomic():
            user = User.objects.create_user(username=username, password=password)
    except IntegrityError as exc:  # lost a race with a concurrent registration
        raise _username_taken(username) from exc

    Profile.objects.create(user=user, display_name=display_name)
    return user


def token_obtain(*, username: str, password: str) -> Token:
    """Check credentials and return the user's API token (created on first use)."""
    user = authenticate(username=username, password=password)
    if user is None or not user.is_active:
        raise ApiError(
            status=400,
            code="invalid_credentials",
            message="Unable to log in with the provided credentials.",
        )
    return token_get_or_create(user=user)


def token_get_or_create(*, user: AbstractBaseUser) -> Token:
    token, _ = Token.objects.get_or_create(user=user)
    return token


def profile_ensure(*, user: AbstractBaseUser) -> Profile:
    """Return the user's profile, creating it for accounts made outside registration
    (e.g. ``createsuperuser``)."""
    profile = profile_get(user=user)
    if profile is None:
        profile, _ = Profile.objects.get_or_create(
            user=user, defaults={"display_name": user.get_username()}
        )
    return profile
