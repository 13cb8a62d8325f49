"""Leagues, their members and seasons; a private league is "not found" to non-members."""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import QuerySet
from django.db.models.query import ModelIterable
from django.utils import timezone

from core.domain_errors import Conflict, NotFound
from players.models import League, LeagueMembership, Season
from players.selectors.names import user_display_name


def league_not_found(league_id: int | None) -> NotFound:
    return NotFound("league_not_found", "No such league.", {"league_id": league_id})


def season_not_found(season_id: int | None) -> NotFound:
    return NotFound("season_not_found", "No such season in this league.",
                    {"season_id": season_id})


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


class _MemberRows(ModelIterable):
    """Memberships with their ``display_name``, named in Python from the joined account and
    profile: a name computed in SQL would keep both joins in the page's count, which then
    reads the accounts table for every member instead of the league's index alone."""

    def __iter__(self) -> Iterator[Any]:
        for row in super().__iter__():
            row.display_name = user_display_name(row.user)
            yield row


def league_members(*, league: League) -> QuerySet[LeagueMembership]:
    """Members in joining order (the ``membership_order`` index), each with ``display_name``."""
    queryset = (
        LeagueMembership.objects.filter(league=league)
        .select_related("user__profile")
        .order_by("joined", "id")
    )
    queryset._iterable_class = _MemberRows
    return queryset


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
    without it, the league's season running today. Raises NotFound ``league_not_found``
    (no such league, or ``user`` is not a member: existence is not revealed), NotFound
    ``season_not_found`` (no such season in the league) or Conflict ``season_not_active`` (the
    season is not running today, or the league has no season running today).
    """
    league = league_get_for_member(user=user, league_id=league_id)
    today = timezone.localdate()
    if season_id is not None:
        season = season_get(league=league, season_id=season_id)
        if not season.starts_on <= today <= season.ends_on:
            raise Conflict("season_not_active", "That season is not running today.",
                           {"season_id": season.pk, "starts_on": season.starts_on.isoformat(),
                            "ends_on": season.ends_on.isoformat(), "today": today.isoformat()})
        return season
    season = season_current(league=league, today=today)
    if season is None:
        raise Conflict("season_not_active", "The league has no season running today.",
                       {"league_id": league.pk, "season_id": None, "today": today.isoformat()})
    return season
