"""Accounts and players as others see them."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser

from players.models import PlayerStats, Profile, Rating
from whist_service.domain_errors import NotFound

User = get_user_model()


def username_exists(*, username: str) -> bool:
    return User.objects.filter(username__iexact=username).exists()


def profile_get(*, user: AbstractBaseUser) -> Profile | None:
    return Profile.objects.select_related("user").filter(user=user).first()


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
