"""Read-only queries for players. Views call these instead of touching the ORM."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser

from players.models import Profile

User = get_user_model()


def user_get_by_username(*, username: str) -> AbstractBaseUser | None:
    return User.objects.filter(username__iexact=username).first()


def username_exists(*, username: str) -> bool:
    return User.objects.filter(username__iexact=username).exists()


def profile_get(*, user: AbstractBaseUser) -> Profile | None:
    return Profile.objects.select_related("user").filter(user=user).first()
