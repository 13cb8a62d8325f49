"""Players: profiles, leagues and seasons, lifetime stats, league standings and ratings.

The games app points at :class:`Season` (a game created in a league season); nothing here
imports the games models, so the dependency runs one way only.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models.functions import Lower
from knox.models import AbstractAuthToken

from games.engine.game_kinds import PRESET_KINDS


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
    vacation_until = models.DateTimeField(null=True, blank=True)
    """The end of the person's current vacation (``games.Vacation``), kept here so that a move
    or the sweep sees it with the seat's profile, at no extra read; past: not on vacation."""
    vacation_auto = models.BooleanField(default=False)
    """Start a vacation by itself when a correspondence deadline would pass and days are
    left."""
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.display_name} ({self.user_id})"


class DeviceToken(AbstractAuthToken):
    """An API token of one signed-in device (django-rest-knox stores only its digest).

    Each sign-in makes a new one, so a player can see and revoke each device; one that is not
    used for ``WHIST_TOKEN_IDLE_SECONDS`` expires (each use moves the expiry on)."""

    name = models.CharField(max_length=64, blank=True, default="")
    """What the client called the device at sign-in (``device``), e.g. "Alice's phone"."""

    class Meta:
        ordering = ["created"]

    @property
    def public_id(self) -> str:
        """A stable handle for listing and revoking: a prefix of the digest, which reveals
        nothing of the token."""
        return self.digest[:16]


class AccountEmail(models.Model):
    """An account's email address: the verified one, and one waiting for its link.

    Private, unlike the profile.  A new or changed address is ``pending`` until the link sent to
    it is followed; the link's token names the account, the address and ``nonce``, which is
    replaced with every new link and cleared when one is used, so a link works once, and only
    for the address it was sent to.  Nothing but that link is ever sent to a pending address.
    A verified address is the account's for sign-in and password resets, and belongs to one
    account only (case-insensitively: checked when it is verified, not when it is asked for,
    so nobody can hold an address without reading its mail)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                primary_key=True, related_name="account_email")
    address = models.EmailField(max_length=254, blank=True, default="")
    """The verified address ("" when none)."""
    pending = models.EmailField(max_length=254, blank=True, default="")
    """An address asked for and not verified yet ("" when none)."""
    nonce = models.CharField(max_length=32, blank=True, default="")
    verified_at = models.DateTimeField(null=True, blank=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(Lower("address"), condition=~models.Q(address=""),
                                    name="accountemail_address_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.user_id}: {self.address or '-'} (pending {self.pending or '-'})"


# --- Leagues ---------------------------------------------------------------------------

INVITE_CODE_BYTES = 9  # 12 URL-safe characters: unguessable, still easy to paste


def new_invite_code() -> str:
    """A fresh random invite code. Knowing it is what lets someone join a league."""
    return secrets.token_urlsafe(INVITE_CODE_BYTES)


def validate_rules_preset(value: str) -> None:
    """Presets live in the pure engine and may grow; validate instead of using DB choices
    so adding a preset does not need a migration here."""
    if value not in PRESET_KINDS:
        raise ValidationError(
            f"unknown rules preset {value!r}; presets: {', '.join(sorted(PRESET_KINDS))}"
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

    league = models.ForeignKey(
        League, on_delete=models.CASCADE, related_name="seasons", db_index=False
    )
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
    league = models.ForeignKey(
        League, on_delete=models.CASCADE, related_name="memberships", db_index=False
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="league_memberships",
        db_index=False,
    )
    joined = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["league_id", "joined", "id"]
        constraints = [models.UniqueConstraint(fields=["league", "user"], name="membership_unique")]
        # The members list's order (players.selectors.league_members): a page is read in index
        # order and the rest of a large league is never sorted.
        indexes = [models.Index(fields=["user", "league"], name="membership_user"),
                   models.Index(fields=["league", "joined", "id"], name="membership_order")]

    def __str__(self) -> str:
        return f"{self.user_id} in {self.league_id}"


# --- Results, stats, standings and ratings ------------------------------------------------


class Competitor(models.Model):
    """Whoever takes a seat: a user, or one AI level ("random", "expert", ...).

    Stats and ratings point here rather than at the user so that each AI level has a
    lifetime record and ratings of its own (global and per league) and can stand on the
    leaderboard next to people. Rows are created on first use by ``game_result_apply``.
    """

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="competitor",
    )
    ai_level = models.CharField(max_length=32, null=True, blank=True, unique=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]
        constraints = [
            models.CheckConstraint(
                condition=(
                    models.Q(user__isnull=False, ai_level__isnull=True)
                    | models.Q(user__isnull=True, ai_level__isnull=False)
                ),
                name="competitor_user_xor_ai",
            )
        ]

    def __str__(self) -> str:
        return f"AI {self.ai_level}" if self.ai_level else f"user {self.user_id}"

    @property
    def is_ai(self) -> bool:
        return self.ai_level is not None


class FinishedGame(models.Model):
    """One applied game result; ``game_id`` is UNIQUE, which is what makes applying a
    result exactly-once. The seats (and the league points each human scored, under the
    league's scheme at the time) are stored so the recompute command can replay them."""

    game_id = models.BigIntegerField(unique=True)
    finished_at = models.DateTimeField()
    rated = models.BooleanField()
    season = models.ForeignKey(
        Season, null=True, blank=True, on_delete=models.SET_NULL, related_name="finished_games"
    )
    league = models.ForeignKey(
        League, null=True, blank=True, on_delete=models.SET_NULL, related_name="finished_games"
    )
    seats = models.JSONField()
    kind = models.CharField(max_length=16, default="knockout")
    """The game: ratings are kept per game kind (classic Whist rates partnerships)."""
    points = models.JSONField(default=dict, blank=True)  # {"<user_id>": points}
    applied = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["finished_at", "game_id"]
        indexes = [models.Index(fields=["finished_at", "game_id"], name="finishedgame_order")]

    def __str__(self) -> str:
        return f"game {self.game_id} at {self.finished_at:%Y-%m-%d %H:%M}"


class PlayerStats(models.Model):
    """Lifetime counters from every finished game (rated or not), one row per competitor.

    Only sums are stored (the average finish is ``position_sum / games``), so updates are
    order independent and the recompute reproduces them exactly. For an AI level every
    seat it filled counts as one game.
    """

    competitor = models.OneToOneField(Competitor, on_delete=models.CASCADE, related_name="stats")
    games = models.PositiveIntegerField(default=0)
    wins = models.PositiveIntegerField(default=0)
    position_sum = models.PositiveIntegerField(default=0)
    tricks = models.PositiveIntegerField(default=0)
    dogs_life = models.PositiveIntegerField(default=0)
    dogs_life_survived = models.PositiveIntegerField(default=0)
    resigned = models.PositiveIntegerField(default=0)
    last_played = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["competitor_id"]
        verbose_name_plural = "player stats"

    def __str__(self) -> str:
        return f"stats of {self.competitor}"

    @property
    def average_position(self) -> float | None:
        return self.position_sum / self.games if self.games else None


class Standing(models.Model):
    """A member's materialised row in a league table: one per season, plus one all-time
    row per league (``season`` NULL). ``game_result_apply`` adds to both, so reading a
    table is one indexed query over the league's members, whatever the number of games.
    """

    league = models.ForeignKey(
        League, on_delete=models.CASCADE, related_name="standings", db_index=False
    )
    season = models.ForeignKey(
        Season, null=True, blank=True, on_delete=models.CASCADE, related_name="standings",
        db_index=False,
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="standings", db_index=False
    )
    played = models.PositiveIntegerField(default=0)
    won = models.PositiveIntegerField(default=0)
    points = models.BigIntegerField(default=0)
    position_sum = models.PositiveIntegerField(default=0)
    money = models.BigIntegerField(default=0)
    """Net winnings of money games (the Guernsey version) in the smallest currency unit, chips
    times the stake; shown, not ranked on."""
    rubbers = models.PositiveIntegerField(default=0)
    """Classic Whist: rubbers the member's side won (001: "the best of three games");
    shown, not ranked on."""

    class Meta:
        ordering = ["league_id", "season_id", "-points", "-won", "user_id"]
        constraints = [
            # Partial unique indexes rather than NULLS NOT DISTINCT: portable to SQLite
            # (development) and usable as explicit ON CONFLICT targets.
            models.UniqueConstraint(
                fields=["season", "user"],
                condition=models.Q(season__isnull=False),
                name="standing_season_user",
            ),
            models.UniqueConstraint(
                fields=["league", "user"],
                condition=models.Q(season__isnull=True),
                name="standing_alltime_user",
            ),
        ]
        indexes = [
            models.Index(fields=["season", "-points", "-won"], name="standing_season_table"),
            models.Index(fields=["league", "season", "-points"], name="standing_league_table"),
            models.Index(fields=["user"], name="standing_user"),
        ]

    def __str__(self) -> str:
        return f"{self.user_id} in {self.league_id}/{self.season_id or 'all-time'}"


class Rating(models.Model):
    """A competitor's OpenSkill (Plackett-Luce) rating, global (``league`` NULL) or in
    one league. ``score`` = mu - 3 sigma is stored so the leaderboard is an index scan."""

    competitor = models.ForeignKey(Competitor, on_delete=models.CASCADE, related_name="ratings")
    league = models.ForeignKey(
        League, null=True, blank=True, on_delete=models.CASCADE, related_name="ratings"
    )
    kind = models.CharField(max_length=16, default="knockout")
    """The game it rates: a Knock-Out Whist rating says little of a classic Whist partner, so
    every competitor (AI levels too) has one per game; a league plays one game only."""
    mu = models.FloatField()
    sigma = models.FloatField()
    score = models.FloatField()
    games = models.PositiveIntegerField(default=0)
    last_played = models.DateTimeField()
    ai = models.BooleanField(default=False)
    """The competitor is an AI level (copied from it: the leaderboard filters without a join)."""
    listed = models.BooleanField(default=True)
    """False once the account is deleted: its ratings leave the leaderboards."""

    class Meta:
        ordering = ["league_id", "-score", "competitor_id"]
        constraints = [
            models.UniqueConstraint(
                fields=["competitor", "kind"],
                condition=models.Q(league__isnull=True),
                name="rating_global_kind_unique",
            ),
            models.UniqueConstraint(
                fields=["competitor", "league"],
                condition=models.Q(league__isnull=False),
                name="rating_league_unique",
            ),
        ]
        # The leaderboards' order (players.selectors.tables.LEADERBOARD_ORDER), read a page at
        # a time in index order.  The global board has an index of its own: "league IS NULL"
        # does not tell the planner that the leading column is constant, as "= 7" does.
        indexes = [
            models.Index(fields=["kind", "-score", "-games", "competitor", "ai"],
                         name="rating_board_global_kind",
                         condition=models.Q(listed=True, league__isnull=True)),
            models.Index(fields=["league", "-score", "-games", "competitor", "ai"],
                         name="rating_board_league",
                         condition=models.Q(listed=True, league__isnull=False)),
            # The AI levels' boards (kind=ai): read through the indexes above, they would step
            # over every person's rating to find a handful of levels.  Only AI rows are in
            # these, so a person's new rating does not touch them.
            models.Index(fields=["kind", "-score", "-games", "competitor"],
                         name="rating_board_global_ai",
                         condition=models.Q(listed=True, league__isnull=True, ai=True)),
            models.Index(fields=["league", "-score", "-games", "competitor"],
                         name="rating_board_league_ai",
                         condition=models.Q(listed=True, league__isnull=False, ai=True)),
        ]

    def __str__(self) -> str:
        return f"{self.competitor} {self.mu:.2f}/{self.sigma:.2f} ({self.league_id or 'global'})"


class RatingChange(models.Model):
    """Rating history: one row per competitor, game and scope (global or the game's
    league), with the rating before and after that game."""

    game = models.ForeignKey(FinishedGame, on_delete=models.CASCADE, related_name="rating_changes")
    competitor = models.ForeignKey(
        Competitor, on_delete=models.CASCADE, related_name="rating_changes", db_index=False
    )
    league = models.ForeignKey(
        League, null=True, blank=True, on_delete=models.CASCADE, related_name="rating_changes"
    )
    kind = models.CharField(max_length=16, default="knockout")
    finished_at = models.DateTimeField()
    position = models.PositiveSmallIntegerField()
    mu_before = models.FloatField()
    sigma_before = models.FloatField()
    mu_after = models.FloatField()
    sigma_after = models.FloatField()

    class Meta:
        ordering = ["-finished_at", "-game_id"]
        constraints = [
            models.UniqueConstraint(
                fields=["game", "competitor"],
                condition=models.Q(league__isnull=True),
                name="ratingchange_global_unique",
            ),
            models.UniqueConstraint(
                fields=["game", "competitor", "league"],
                condition=models.Q(league__isnull=False),
                name="ratingchange_league_unique",
            ),
        ]
        indexes = [
            models.Index(
                fields=["competitor", "kind", "league", "-finished_at"],
                name="ratingchange_history_kind",
            )
        ]

    def __str__(self) -> str:
        return f"{self.competitor} game {self.game_id}: {self.mu_before:.2f}->{self.mu_after:.2f}"
