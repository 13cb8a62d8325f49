"""Read-only queries for players. Views call these instead of touching the ORM.

Visibility rule for leagues: a private league (the default) exists only for its members;
everyone else gets the same 404 ``league_not_found`` as for a league id that does not
exist, so ids and names do not leak. Public leagues are readable by any signed-in user.
"""

from __future__ import annotations

import datetime

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db.models import (
    Case,
    CharField,
    F,
    FloatField,
    OuterRef,
    Q,
    QuerySet,
    Subquery,
    Value,
    When,
    Window,
)
from django.db.models.functions import Cast, Coalesce, Concat, NullIf, RowNumber
from django.utils import timezone

from players.models import (
    Competitor,
    League,
    LeagueMembership,
    PlayerStats,
    Profile,
    Rating,
    RatingChange,
    Season,
    Standing,
)
from whist_service.errors import ApiError

User = get_user_model()

DEFAULT_LEADERBOARD_MIN_GAMES = 5


def user_get_by_username(*, username: str) -> AbstractBaseUser | None:
    return User.objects.filter(username__iexact=username).first()


def username_exists(*, username: str) -> bool:
    return User.objects.filter(username__iexact=username).exists()


def profile_get(*, user: AbstractBaseUser) -> Profile | None:
    return Profile.objects.select_related("user").filter(user=user).first()


# --- Errors --------------------------------------------------------------------------------


def league_not_found(league_id: int | None) -> ApiError:
    return ApiError(
        status=404,
        code="league_not_found",
        message="No such league.",
        details={"league_id": league_id},
    )


def season_not_found(season_id: int | None) -> ApiError:
    return ApiError(
        status=404,
        code="season_not_found",
        message="No such season in this league.",
        details={"season_id": season_id},
    )


# --- Leagues -------------------------------------------------------------------------------


def league_is_member(*, user: AbstractBaseUser, league: League) -> bool:
    return LeagueMembership.objects.filter(league=league, user_id=user.pk).exists()


def league_get_visible(*, user: AbstractBaseUser, league_id: int) -> League:
    """The league if ``user`` may read it (member, or the league is public), else 404."""
    league = League.objects.select_related("owner").filter(pk=league_id).first()
    if league is None:
        raise league_not_found(league_id)
    if league.is_private and not league_is_member(user=user, league=league):
        raise league_not_found(league_id)
    return league


def league_get_for_member(*, user: AbstractBaseUser, league_id: int) -> League:
    """The league if ``user`` is a member; 404 otherwise (also for public leagues)."""
    league = (
        League.objects.select_related("owner")
        .filter(pk=league_id, memberships__user_id=user.pk)
        .first()
    )
    if league is None:
        raise league_not_found(league_id)
    return league


def league_list_for_user(*, user: AbstractBaseUser) -> QuerySet[League]:
    """Leagues the user belongs to, oldest first."""
    return (
        League.objects.filter(memberships__user_id=user.pk).select_related("owner").order_by("id")
    )


def _display_name(user_path: str) -> Coalesce:
    """Profile display name with the username as a fallback (accounts made outside
    registration have no profile)."""
    return Coalesce(
        F(f"{user_path}profile__display_name"),
        F(f"{user_path}username"),
        output_field=CharField(),
    )


def league_members(*, league: League) -> QuerySet[LeagueMembership]:
    return (
        LeagueMembership.objects.filter(league=league)
        .select_related("user")
        .annotate(display_name=_display_name("user__"))
        .order_by("joined", "id")
    )


# --- Seasons -------------------------------------------------------------------------------


def season_list(*, league: League) -> QuerySet[Season]:
    return Season.objects.filter(league=league).order_by("-starts_on", "-id")


def season_get(*, league: League, season_id: int) -> Season:
    season = Season.objects.filter(league=league, pk=season_id).first()
    if season is None:
        raise season_not_found(season_id)
    return season


def season_current(*, league: League, today: datetime.date | None = None) -> Season | None:
    """The season whose dates include ``today`` (seasons never overlap)."""
    today = today or timezone.localdate()
    return (
        Season.objects.filter(league=league, starts_on__lte=today, ends_on__gte=today)
        .order_by("-starts_on", "-id")
        .first()
    )


def league_season_for_game(
    *, user: AbstractBaseUser, league_id: int, season_id: int | None = None
) -> Season:
    """The season a new game of league ``league_id`` created by ``user`` counts toward.

    With ``season_id`` that season (it must belong to the league and be running today);
    without it, the league's season running today. Raises ApiError 404 ``league_not_found``
    (no such league, or ``user`` is not a member: existence is not revealed), 404
    ``season_not_found`` (no such season in the league) or 409 ``season_not_active`` (the
    season is not running today, or the league has no season running today).
    """
    league = league_get_for_member(user=user, league_id=league_id)
    today = timezone.localdate()
    if season_id is not None:
        season = season_get(league=league, season_id=season_id)
        if not season.starts_on <= today <= season.ends_on:
            raise ApiError(
                status=409,
                code="season_not_active",
                message="That season is not running today.",
                details={
                    "season_id": season.pk,
                    "starts_on": season.starts_on.isoformat(),
                    "ends_on": season.ends_on.isoformat(),
                    "today": today.isoformat(),
                },
            )
        return season
    season = season_current(league=league, today=today)
    if season is None:
        raise ApiError(
            status=409,
            code="season_not_active",
            message="The league has no season running today.",
            details={"league_id": league.pk, "season_id": None, "today": today.isoformat()},
        )
    return season


# --- Tables --------------------------------------------------------------------------------

# The documented, total tie-break order of every league table (season and all-time):
# points desc, wins desc, average finish asc (no games last), played asc,
# display name asc, user id asc.
_AVERAGE = Cast(F("position_sum"), FloatField()) / NullIf(
    Cast(F("played"), FloatField()), Value(0.0)
)
TABLE_ORDER = [
    F("points").desc(),
    F("won").desc(),
    F("average_position").asc(nulls_last=True),
    F("played").asc(),
    F("display_name").asc(),
    F("user_id").asc(),
]


def _table(queryset: QuerySet[Standing]) -> QuerySet[Standing]:
    return (
        queryset.select_related("user")
        .annotate(average_position=_AVERAGE, display_name=_display_name("user__"))
        .annotate(position=Window(RowNumber(), order_by=TABLE_ORDER))
        .order_by(*TABLE_ORDER)
    )


def season_table(*, season: Season) -> QuerySet[Standing]:
    """One season's table: one materialised row per member (and per player who played a
    game of the season), annotated with ``position``, ``average_position``, ``display_name``."""
    return _table(Standing.objects.filter(season=season))


def league_table(*, league: League) -> QuerySet[Standing]:
    """The league's all-time table (sum over all its seasons), same shape and order."""
    return _table(Standing.objects.filter(league=league, season__isnull=True))


# --- Ratings -------------------------------------------------------------------------------


def leaderboard_min_games_default() -> int:
    return int(getattr(settings, "WHIST_LEADERBOARD_MIN_GAMES", DEFAULT_LEADERBOARD_MIN_GAMES))


def _competitor_name(prefix: str) -> Case:
    return Case(
        When(
            Q(**{f"{prefix}ai_level__isnull": False}),
            then=Concat(Value("AI ("), F(f"{prefix}ai_level"), Value(")")),
        ),
        default=_display_name(f"{prefix}user__"),
        output_field=CharField(),
    )


LEADERBOARD_ORDER = [F("score").desc(), F("games").desc(), F("competitor_id").asc()]


def leaderboard(
    *, league: League | None = None, min_games: int | None = None, kind: str = "all"
) -> QuerySet[Rating]:
    """Ratings in one scope (global, or ``league``) with at least ``min_games`` rated
    games, best conservative score first (ties: more games, then older competitor).
    ``kind`` is "all", "human" or "ai"."""
    if min_games is None:
        min_games = leaderboard_min_games_default()
    queryset = Rating.objects.filter(league=league, games__gte=min_games).exclude(
        competitor__user__is_active=False  # deleted accounts (AI levels have no user)
    )
    if kind == "human":
        queryset = queryset.filter(competitor__ai_level__isnull=True)
    elif kind == "ai":
        queryset = queryset.filter(competitor__ai_level__isnull=False)
    return (
        queryset.select_related("competitor", "competitor__user")
        .annotate(display_name=_competitor_name("competitor__"))
        .annotate(position=Window(RowNumber(), order_by=LEADERBOARD_ORDER))
        .order_by(*LEADERBOARD_ORDER)
    )


# --- Players -------------------------------------------------------------------------------


def player_get(*, user_id: int) -> AbstractBaseUser:
    """A user with profile, lifetime stats and global rating attached (as attributes
    ``player_stats`` and ``global_rating``, None when the player has no finished games)."""
    user = User.objects.filter(pk=user_id, is_active=True).select_related("profile").first()
    if user is None:
        raise ApiError(
            status=404,
            code="player_not_found",
            message="No such player.",
            details={"user_id": user_id},
        )
    user.player_stats = PlayerStats.objects.filter(competitor__user_id=user_id).first()
    user.global_rating = Rating.objects.filter(
        competitor__user_id=user_id, league__isnull=True
    ).first()
    return user


def ai_levels() -> QuerySet[Competitor]:
    """Every AI level that has played, with stats and global rating, strongest first."""
    global_score = Rating.objects.filter(competitor=OuterRef("pk"), league__isnull=True)
    return (
        Competitor.objects.filter(ai_level__isnull=False)
        .select_related("stats")
        .annotate(
            mu=Subquery(global_score.values("mu")[:1]),
            sigma=Subquery(global_score.values("sigma")[:1]),
            score=Subquery(global_score.values("score")[:1]),
            rated_games=Subquery(global_score.values("games")[:1]),
        )
        .order_by(F("score").desc(nulls_last=True), "ai_level")
    )


def rating_history(*, user_id: int, league: League | None = None) -> QuerySet[RatingChange]:
    """A player's rating changes in one scope (global, or ``league``), newest first."""
    return (
        RatingChange.objects.filter(competitor__user_id=user_id, league=league)
        .select_related("game")
        .order_by("-finished_at", "-game__game_id")
    )
