"""Players: profiles, leagues and seasons, lifetime stats, league standings and ratings.

The games app points at :class:`Season` (a game created in a league season); nothing here
imports the games models, so the dependency runs one way only.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models

from games.engine import PRESETS


class Profile(models.Model):
    """Public face of an account. One per auth user, created at registration.

    Statistics, league memberships and ratings belong in their own models that point
    at the user (or this profile), so this table stays small.
    """

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile"
    )
    display_name = models.CharField(max_length=64)
    avatar_url = models.URLField(max_length=500, blank=True, default="")
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.display_name} ({self.user_id})"


# --- Leagues ---------------------------------------------------------------------------

INVITE_CODE_BYTES = 9  # 12 URL-safe characters: unguessable, still easy to paste


def new_invite_code() -> str:
    """A fresh random invite code. Knowing it is what lets someone join a league."""
    return secrets.token_urlsafe(INVITE_CODE_BYTES)


def validate_rules_preset(value: str) -> None:
    """Presets live in the pure engine and may grow; validate instead of using DB choices
    so adding a preset does not need a migration here."""
    if value not in PRESETS:
        raise ValidationError(
            f"unknown rules preset {value!r}; presets: {', '.join(sorted(PRESETS))}"
        )


class ScoringScheme(models.TextChoices):
    BEATEN = "beaten", "One point for each player who finished below you"
    FIXED = "fixed", "Fixed points per finishing position"


class League(models.Model):
    """A group of players who play each other in seasons and get a table.

    ``scoring`` decides the points a finisher scores in a season table: ``beaten`` (the
    default) gives one point per player who finished strictly below; ``fixed`` gives
    ``fixed_points[position - 1]`` (0 beyond the list). Players sharing a finishing
    position score the same. ``rules_preset`` (a key of ``games.engine.PRESETS``) and
    ``options`` (overrides of that preset's options) are the rules of the league's games.
    Private leagues (the default) are invisible to non-members.
    """

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="owned_leagues"
    )
    name = models.CharField(max_length=100)
    invite_code = models.CharField(max_length=32, unique=True, default=new_invite_code)
    is_private = models.BooleanField(default=True)
    scoring = models.CharField(
        max_length=16, choices=ScoringScheme.choices, default=ScoringScheme.BEATEN
    )
    fixed_points = models.JSONField(default=list, blank=True)
    rules_preset = models.CharField(
        max_length=40, default="pagat", validators=[validate_rules_preset]
    )
    options = models.JSONField(default=dict, blank=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.name} ({self.pk})"

    def points_for(self, *, position: int, finishers: list[int]) -> int:
        """League points for finishing at ``position`` among the game's ``finishers``
        (every seat's position). Pure, so the incremental update and the recompute share it."""
        if self.scoring == ScoringScheme.FIXED:
            table = self.fixed_points or []
            return int(table[position - 1]) if 0 < position <= len(table) else 0
        return sum(1 for other in finishers if other > position)


class Season(models.Model):
    """A dated stretch of a league's games; each season has its own table.

    Both dates are inclusive (UTC days). Seasons of one league do not overlap (enforced
    by the service under a lock on the league), so "the current season" is unambiguous.
    """

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    name = models.CharField(max_length=100)
    starts_on = models.DateField()
    ends_on = models.DateField()
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["league_id", "starts_on", "id"]
        indexes = [models.Index(fields=["league", "starts_on"], name="season_league_start")]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(ends_on__gte=models.F("starts_on")),
                name="season_ends_after_start",
            )
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.starts_on}..{self.ends_on})"


class LeagueMembership(models.Model):
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="league_memberships"
    )
    joined = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["league_id", "joined", "id"]
        constraints = [
            models.UniqueConstraint(fields=["league", "user"], name="membership_unique")
        ]
        indexes = [models.Index(fields=["user", "league"], name="membership_user")]

    def __str__(self) -> str:
        return f"{self.user_id} in {self.league_id}"
