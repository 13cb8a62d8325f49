"""Leagues and seasons: create, join, leave, run (owner only), delete.

Lock order (so concurrent writers cannot deadlock): league row, then the standing rows.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from core.domain_errors import BadInput, Conflict, Forbidden, NotFound, invalid
from games.engine import EngineError
from games.engine.game_kinds import (
    ALL_PRESET_NAMES,
    FEWEST_PLAYERS,
    kind_of_preset,
    options_build,
)
from players.models import (
    FinishedGame,
    League,
    LeagueMembership,
    ScoringScheme,
    Season,
    Standing,
)
from players.selectors import league_get_for_member
from players.services.fields import fields_save

MAX_FIXED_POINTS = 7  # one entry per finishing position; games have at most 7 seats
MAX_POINTS_PER_GAME = 1000
"""A league table adds a game's points to a 64-bit total: at 1,000 a game it holds them for
longer than any league will play."""


def _validate_league_rules(
    *, scoring: str, fixed_points: list[int] | None, rules_preset: str, options: dict[str, Any]
) -> list[int]:
    """Reject a league whose games could not be created later (unknown preset, options
    the engine refuses) or whose table could not be scored (bad fixed points)."""
    kind = kind_of_preset(rules_preset)
    if kind is None:
        raise invalid(
            "rules_preset", f"Unknown rules preset; one of {', '.join(ALL_PRESET_NAMES)}."
        )
    try:
        # Only what holds for any table size; a game checks its own number of players.
        options_build(kind, rules_preset, options, FEWEST_PLAYERS[kind])
    except EngineError as exc:
        raise BadInput(exc.code, str(exc), {"options": [str(exc)]}) from exc
    if scoring not in ScoringScheme.values:
        raise invalid("scoring", f"One of {', '.join(ScoringScheme.values)}.")
    if scoring == ScoringScheme.FIXED:
        points = list(fixed_points or [])
        if not 1 <= len(points) <= MAX_FIXED_POINTS or not all(
            isinstance(p, int) and not isinstance(p, bool) and 0 <= p <= MAX_POINTS_PER_GAME
            for p in points
        ):
            raise invalid(
                "fixed_points",
                f"1 to {MAX_FIXED_POINTS} whole numbers from 0 to {MAX_POINTS_PER_GAME}, points "
                "for 1st, 2nd, ... place.",
            )
        return points
    if fixed_points:
        raise invalid("fixed_points", "Only used with the 'fixed' scoring scheme.")
    return []


def _standings_ensure(
    *, league: League, users: Iterable[int], seasons: Iterable[Season | None]
) -> None:
    """Create missing (zero) table rows, so members who have not played yet are listed."""
    rows = [
        Standing(league=league, season=season, user_id=user_id)
        for user_id in users
        for season in seasons
    ]
    Standing.objects.bulk_create(rows, ignore_conflicts=True)


@transaction.atomic
def league_create(
    *,
    owner: AbstractBaseUser,
    name: str,
    is_private: bool = True,
    scoring: str = ScoringScheme.BEATEN,
    fixed_points: list[int] | None = None,
    rules_preset: str = "pagat",
    options: dict[str, Any] | None = None,
) -> League:
    """Create a league; the owner becomes its first member. Scoring and rules are fixed
    at creation so every game of the league is scored and played the same way."""
    options = dict(options or {})
    points = _validate_league_rules(
        scoring=scoring, fixed_points=fixed_points, rules_preset=rules_preset, options=options
    )
    league = League.objects.create(
        owner=owner,
        name=name.strip(),
        is_private=is_private,
        scoring=scoring,
        fixed_points=points,
        rules_preset=rules_preset,
        options=options,
    )
    LeagueMembership.objects.create(league=league, user=owner)
    _standings_ensure(league=league, users=[owner.pk], seasons=[None])
    return league


def _league_lock(*, user: AbstractBaseUser, league_id: int) -> League:
    """Lock the league row after checking membership; serialises joins, leaves and
    season creation of one league so its standing rows stay consistent."""
    league_get_for_member(user=user, league_id=league_id)
    return League.objects.select_for_update().get(pk=league_id)


def _open_seasons(league: League) -> list[Season]:
    return list(Season.objects.filter(league=league, ends_on__gte=timezone.localdate()))


@transaction.atomic
def league_join(*, user: AbstractBaseUser, invite_code: str) -> tuple[League, bool]:
    """Join the league with this invite code; returns (league, joined_now). Joining twice
    is not an error. A new member gets rows in the all-time table and in every season
    that has not ended yet."""
    league = League.objects.select_for_update().filter(invite_code=invite_code.strip()).first()
    if league is None:
        raise NotFound("invite_not_found", "No league has that invite code.")
    _, created = LeagueMembership.objects.get_or_create(league=league, user=user)
    if created:
        _standings_ensure(league=league, users=[user.pk], seasons=[None, *_open_seasons(league)])
    return league, created


@transaction.atomic
def league_leave(*, user: AbstractBaseUser, league_id: int) -> None:
    """Leave a league. Table rows with games stay (the results happened); empty ones go.
    The owner cannot leave: the league would be left without anyone to run it (it can hand
    the league to another member first, :func:`league_update`)."""
    league = _league_lock(user=user, league_id=league_id)
    if league.owner_id == user.pk:
        raise _owner_cannot_leave(league)
    _membership_end(league=league, user_id=user.pk)


def _owner_cannot_leave(league: League) -> Conflict:
    return Conflict("owner_cannot_leave",
                    "The owner cannot leave their league; make another member the owner first.",
                    {"league_id": league.pk})


def _membership_end(*, league: League, user_id: int) -> None:
    LeagueMembership.objects.filter(league=league, user_id=user_id).delete()
    Standing.objects.filter(league=league, user_id=user_id, played=0).delete()


@transaction.atomic
def league_member_remove(*, user: AbstractBaseUser, league_id: int, member_id: int) -> None:
    """Owner only: remove a member, as if it had left (its table rows with games stay).  It
    can join again with the invite code, so an owner removing someone for good also rotates
    the code."""
    league = _league_lock(user=user, league_id=league_id)
    _require_owner(user=user, league=league)
    if member_id == league.owner_id:
        raise _owner_cannot_leave(league)
    if not LeagueMembership.objects.filter(league=league, user_id=member_id).exists():
        raise NotFound("member_not_found", "That player is not a member of this league.",
                       {"league_id": league.pk, "user_id": member_id})
    _membership_end(league=league, user_id=member_id)


@transaction.atomic
def league_delete(*, user: AbstractBaseUser, league_id: int) -> None:
    """Owner only: delete a league nobody has played in yet (created by mistake, say).  Once
    a game has been set up or played in one of its seasons, its tables and league ratings are
    its members' record and its games' history, so it stays (409); it can still be renamed,
    made private or handed on."""
    league = _league_lock(user=user, league_id=league_id)
    _require_owner(user=user, league=league)
    if FinishedGame.objects.filter(league=league).exists() or \
            Season.objects.filter(league=league, games__isnull=False).exists():
        raise Conflict("league_has_games",
                       "Games have been set up or played in this league, so it cannot be "
                       "deleted; rename it, make it private or hand it to another member instead.",
                       {"league_id": league.pk})
    league.delete()


@transaction.atomic
def league_invite_code_rotate(*, user: AbstractBaseUser, league_id: int) -> League:
    """Owner only: replace the invite code (e.g. after it leaked). Members stay."""
    league = _league_lock(user=user, league_id=league_id)
    _require_owner(user=user, league=league)
    for _ in range(5):
        candidate = League._meta.get_field("invite_code").get_default()
        if not League.objects.filter(invite_code=candidate).exists():
            league.invite_code = candidate
            league.save(update_fields=["invite_code"])
            return league
    raise RuntimeError("could not generate a unique invite code")  # pragma: no cover


@transaction.atomic
def league_update(
    *, user: AbstractBaseUser, league_id: int, name: str | None = None,
    is_private: bool | None = None, owner_id: int | None = None,
) -> League:
    """Owner only: rename the league, change who may see it, or hand it to another member
    (who then runs it; the old owner stays a member and may now leave).  Scoring and rules
    are not editable: they were fixed at creation so that every game of the league, and so
    its tables, are scored and played the same way."""
    league = _league_lock(user=user, league_id=league_id)
    _require_owner(user=user, league=league)
    if owner_id is not None and not LeagueMembership.objects.filter(
        league=league, user_id=owner_id, user__is_active=True
    ).exists():
        raise invalid("owner_id", "The new owner must be a member of the league.")
    fields_save(league, name=None if name is None else name.strip(), is_private=is_private,
                 owner_id=owner_id)
    return league


def _require_owner(*, user: AbstractBaseUser, league: League) -> None:
    if league.owner_id != user.pk:
        raise Forbidden("not_league_owner", "Only the league's owner can do that.",
                        {"league_id": league.pk})


@transaction.atomic
def season_create(
    *,
    user: AbstractBaseUser,
    league_id: int,
    name: str,
    starts_on: datetime.date,
    ends_on: datetime.date,
) -> Season:
    """Owner only: add a season (dates inclusive). Seasons of a league may not overlap,
    so the season a new game counts toward is always unambiguous."""
    league = _league_lock(user=user, league_id=league_id)
    _require_owner(user=user, league=league)
    if ends_on < starts_on:
        raise invalid("ends_on", "A season cannot end before it starts.")
    clash = (
        Season.objects.filter(league=league, starts_on__lte=ends_on, ends_on__gte=starts_on)
        .order_by("starts_on")
        .first()
    )
    if clash is not None:
        raise Conflict("season_overlap", "Seasons of a league cannot overlap.",
                       {"season_id": clash.pk, "starts_on": clash.starts_on.isoformat(),
                        "ends_on": clash.ends_on.isoformat()})
    season = Season.objects.create(
        league=league, name=name.strip(), starts_on=starts_on, ends_on=ends_on
    )
    members = LeagueMembership.objects.filter(league=league).values_list("user_id", flat=True)
    _standings_ensure(league=league, users=list(members), seasons=[season])
    return season
