"""Names as the tables and leaderboards show them."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import CharField, F
from django.db.models.functions import Coalesce


def display_name(user_path: str) -> Coalesce:
    """Profile display name with the username as a fallback (accounts made outside
    registration have no profile)."""
    return Coalesce(
        F(f"{user_path}profile__display_name"),
        F(f"{user_path}username"),
        output_field=CharField(),
    )


def user_display_name(user: AbstractBaseUser) -> str:
    """:func:`display_name` for an account already read with its profile, in Python: the same
    name, so a list may leave the joins out of SQL and a serializer names a user as a list
    does (a profile's name is shown even when empty, as ``Coalesce`` does)."""
    profile = getattr(user, "profile", None)
    return profile.display_name if profile is not None else user.get_username()
