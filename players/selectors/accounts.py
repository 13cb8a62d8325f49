"""Accounts and players as others see them."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db.models.functions import Lower

from core.domain_errors import NotFound
from players.models import AccountEmail, PlayerStats, Profile, Rating

User = get_user_model()


def username_exists(*, username: str) -> bool:
    return User.objects.filter(username__iexact=username).exists()


def profile_get(*, user: AbstractBaseUser) -> Profile | None:
    """The profile, with its user and the user's email row (``GET /me`` shows it) in one read."""
    return (Profile.objects.select_related("user", "user__account_email").filter(user=user)
            .first())


def account_email_get(*, user: AbstractBaseUser) -> AccountEmail | None:
    return AccountEmail.objects.filter(user=user).first()


def verified_email_owner(*, email: str) -> AccountEmail | None:
    """The row (with its active user) whose verified address ``email`` is, case-insensitively;
    read on the unique index of the lowered address."""
    return (AccountEmail.objects.annotate(lowered=Lower("address"))
            .filter(lowered=email.strip().lower(), user__is_active=True)
            .exclude(address="").select_related("user").first())


def login_username(*, login: str) -> str:
    """The username a sign-in name stands for: a username as typed, or the username of the
    account whose verified address it is.  A username wins (new ones may not contain "@"), so
    an older username that looks like an address still signs in."""
    if "@" not in login or User.objects.filter(username=login).exists():
        return login
    owner = verified_email_owner(email=login)
    return owner.user.get_username() if owner is not None else login


def player_get(*, user_id: int) -> AbstractBaseUser:
    """A user with profile, lifetime stats and global rating attached (as attributes
    ``player_stats`` and ``global_rating``, None when the player has no finished games)."""
    user = User.objects.filter(pk=user_id, is_active=True).select_related("profile").first()
    if user is None:
        raise NotFound("player_not_found", "No such player.", {"user_id": user_id})
    user.player_stats = PlayerStats.objects.filter(competitor__user_id=user_id).first()
    ratings = {r.kind: r for r in Rating.objects.filter(competitor__user_id=user_id,
                                                       league__isnull=True)}
    user.global_rating = ratings.get("knockout")
    user.whist_rating = ratings.get("whist")
    return user
