"""League tables, leaderboards, AI levels and rating history: every list read in one indexed
query whatever the number of games."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.conf import settings
from django.db.models import (
    F,
    FloatField,
    OuterRef,
    QuerySet,
    Subquery,
    Value,
    Window,
)
from django.db.models.functions import Cast, NullIf, RowNumber
from django.db.models.query import ModelIterable

from players.models import Competitor, League, Rating, RatingChange, Season, Standing
from players.selectors.names import display_name

DEFAULT_LEADERBOARD_MIN_GAMES = 5


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
        .annotate(average_position=_AVERAGE, display_name=display_name("user__"))
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


LEADERBOARD_ORDER = [F("score").desc(), F("games").desc(), F("competitor_id").asc()]
BOARD_FIELDS = (
    "competitor", "mu", "sigma", "score", "games", "last_played",
    "competitor__user", "competitor__ai_level", "competitor__user__username",
    "competitor__user__profile__display_name",
)
"""What a board's row shows (``LeaderboardEntryOutputSerializer`` and :func:`competitor_name`):
a page builds four model instances a row, and the accounts' and profiles' other columns (a
password hash among them) would only be read to be thrown away."""


class _BoardRows(ModelIterable):
    """Leaderboard rows with their ``position`` (their place in the queryset's order: a slice,
    a page, starts at its offset) and ``display_name``.  The database reads the page in index
    order and stops; a window function would number every row, and sort them all first, and a
    name computed in SQL would join the count to every player's account."""

    def __iter__(self) -> Iterator[Any]:
        first = self.queryset.query.low_mark + 1
        for place, row in enumerate(super().__iter__(), start=first):
            row.position = place
            row.display_name = competitor_name(row.competitor)
            yield row


def competitor_name(competitor: Competitor) -> str:
    if competitor.ai_level is not None:
        return f"AI ({competitor.ai_level})"
    user = competitor.user
    profile = getattr(user, "profile", None)
    return (profile.display_name if profile is not None else "") or user.get_username()


def leaderboard(
    *, league: League | None = None, min_games: int | None = None, kind: str = "all",
    game: str = "knockout",
) -> QuerySet[Rating]:
    """Ratings in one scope (global, or ``league``) with at least ``min_games`` rated
    games, best conservative score first (ties: more games, then older competitor), each
    with its ``position``.  ``kind`` is "all", "human" or "ai".  Deleted accounts are not
    listed.  Served by the ``rating_leaderboard`` index: its order and its filters, so a page
    and the count are read from it whatever the number of players."""
    if min_games is None:
        min_games = leaderboard_min_games_default()
    queryset = Rating.objects.filter(league=league, games__gte=min_games, listed=True)
    if league is None:  # a league plays one game: its board needs no filter
        queryset = queryset.filter(kind=game)
    if kind == "human":
        queryset = queryset.filter(ai=False)
    elif kind == "ai":
        queryset = queryset.filter(ai=True)
    queryset = (queryset.select_related("competitor__user__profile")
                .only(*BOARD_FIELDS).order_by(*LEADERBOARD_ORDER))
    queryset._iterable_class = _BoardRows
    return queryset


def ai_levels() -> QuerySet[Competitor]:
    """Every AI level that has played, with stats and global rating, strongest first."""
    global_score = Rating.objects.filter(competitor=OuterRef("pk"), league__isnull=True,
                                         kind="knockout")
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


def rating_history(*, user_id: int, league: League | None = None,
                   game: str = "knockout") -> QuerySet[RatingChange]:
    """A player's rating changes in one scope (global for ``game``, or ``league``), newest
    first."""
    scope = {"league": league} if league is not None else {"league": None, "kind": game}
    return (
        RatingChange.objects.filter(competitor__user_id=user_id, **scope)
        .select_related("game")
        .order_by("-finished_at", "-game__game_id")
    )
