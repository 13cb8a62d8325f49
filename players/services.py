"""Write operations for players. Each public function is one transaction.

Lock order (so concurrent writers cannot deadlock): league row, then PlayerStats,
Standing and Rating rows, each table in primary-key order.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Sequence
from typing import Any

from django.contrib.auth import authenticate, get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError, connection, models, transaction
from django.db.models import F, Min, Q
from django.utils import timezone
from rest_framework.authtoken.models import Token

from games.engine import PRESETS, EngineError, Options
from players import ratings
from players.models import (
    Competitor,
    FinishedGame,
    League,
    LeagueMembership,
    PlayerStats,
    Profile,
    Rating,
    RatingChange,
    ScoringScheme,
    Season,
    Standing,
)
from players.results import GameResult, SeatResult, seats_from_json, seats_to_json
from players.selectors import (
    league_get_for_member,
    profile_get,
    username_exists,
)
from whist_service.errors import ApiError

User = get_user_model()


def _username_taken(username: str) -> ApiError:
    return ApiError(
        status=409,
        code="username_taken",
        message="That username is already taken.",
        details={"username": username},
    )


@transaction.atomic
def user_register(*, username: str, password: str, display_name: str = "") -> AbstractBaseUser:
    """Create a user and its Profile. Usernames are unique case-insensitively.

    Raises ApiError 400 "invalid" (password rejected by the validators) or
    409 "username_taken".
    """
    username = username.strip()
    display_name = (display_name or "").strip() or username

    try:
        validate_password(password, user=User(username=username))
    except DjangoValidationError as exc:
        raise _invalid("password", list(exc.messages)) from exc

    if username_exists(username=username):
        raise _username_taken(username)
    try:
        with transaction.atomic():
            user = User.objects.create_user(username=username, password=password)
    except IntegrityError as exc:  # lost a race with a concurrent registration
        raise _username_taken(username) from exc

    Profile.objects.create(user=user, display_name=display_name)
    return user


def token_obtain(*, username: str, password: str) -> Token:
    """Check credentials and return the user's API token (created on first use)."""
    user = authenticate(username=username, password=password)
    if user is None or not user.is_active:
        raise ApiError(
            status=400,
            code="invalid_credentials",
            message="Unable to log in with the provided credentials.",
        )
    return token_get_or_create(user=user)


def token_get_or_create(*, user: AbstractBaseUser) -> Token:
    token, _ = Token.objects.get_or_create(user=user)
    return token


@transaction.atomic
def password_change(
    *, user: AbstractBaseUser, old_password: str, new_password: str
) -> Token:
    """Set a new password after checking the old one, and replace the API token: a password
    is changed because it may have leaked, and so may a token handed out with it.  Returns the
    new token (the caller's old one stops working)."""
    if not user.check_password(old_password):
        raise _invalid("old_password", "Wrong password.")
    try:
        validate_password(new_password, user=user)
    except DjangoValidationError as exc:
        raise _invalid("new_password", list(exc.messages)) from exc
    user.set_password(new_password)
    user.save(update_fields=["password"])
    Token.objects.filter(user=user).delete()
    return Token.objects.create(user=user)


DELETED_DISPLAY_NAME = "Deleted player"


def account_delete(*, user: AbstractBaseUser, password: str) -> None:
    """Delete an account at its owner's request (app stores require it of apps with sign-up).

    What others saw of it goes: the login, the password, the token, the display name, the
    avatar and the league memberships; the username is freed for a new account.  What
    happened with others stays, anonymised: the rows stay under the id, named "Deleted
    player", because the results, tables and ratings of everyone who played against it were
    computed with it (the rating recompute replays them).  A league it owned passes to its
    longest-standing member.  Then every game it is still in is given up, so nobody waits
    on the turn timer of a seat that will never move again."""
    if not user.check_password(password):
        raise _invalid("password", "Wrong password.")
    _account_anonymise(user=user)
    from games.services import user_games_abandon  # games builds on players: import late

    user_games_abandon(user=user)


@transaction.atomic
def _account_anonymise(*, user: AbstractBaseUser) -> None:
    account = type(user).objects.select_for_update().get(pk=user.pk)
    for league in League.objects.select_for_update().filter(owner=account).order_by("pk"):
        heir = (LeagueMembership.objects.filter(league=league).exclude(user=account)
                .order_by("joined", "pk").first())
        if heir is not None:
            league.owner_id = heir.user_id
            league.save(update_fields=["owner"])
    LeagueMembership.objects.filter(user=account).delete()
    Standing.objects.filter(user=account, played=0).delete()
    Token.objects.filter(user=account).delete()
    setattr(account, account.USERNAME_FIELD, f"deleted-{account.pk}")
    account.set_unusable_password()
    account.is_active = False
    changed = [account.USERNAME_FIELD, "password", "is_active"]
    for field in ("email", "first_name", "last_name"):
        if hasattr(account, field):
            setattr(account, field, "")
            changed.append(field)
    account.save(update_fields=changed)
    Profile.objects.filter(user=account).update(display_name=DELETED_DISPLAY_NAME,
                                                avatar_url="", updated=timezone.now())


def token_revoke(*, user: AbstractBaseUser) -> None:
    """Log out: delete the user's API token (one per user, so every device is logged out).
    Logging in again issues a new one."""
    Token.objects.filter(user=user).delete()


@transaction.atomic
def profile_update(
    *, user: AbstractBaseUser, display_name: str | None = None, avatar_url: str | None = None
) -> Profile:
    """Change what other players see of this account (the username stays: it is the login)."""
    profile = profile_ensure(user=user)
    profile = Profile.objects.select_for_update().get(pk=profile.pk)
    _fields_save(profile, always=("updated",),
                 display_name=None if display_name is None else display_name.strip(),
                 avatar_url=avatar_url)
    return profile


def profile_ensure(*, user: AbstractBaseUser) -> Profile:
    """Return the user's profile, creating it for accounts made outside registration
    (e.g. ``createsuperuser``)."""
    profile = profile_get(user=user)
    if profile is None:
        profile, _ = Profile.objects.get_or_create(
            user=user, defaults={"display_name": user.get_username()}
        )
    return profile


# --- Leagues -------------------------------------------------------------------------------

MAX_FIXED_POINTS = 7  # one entry per finishing position; games have at most 7 seats


def _invalid(field: str, message: str | list[str]) -> ApiError:
    messages = [message] if isinstance(message, str) else message
    return ApiError(
        status=400, code="invalid", message="Invalid input.", details={field: messages}
    )


def _fields_save(instance: models.Model, *, always: tuple[str, ...] = (), **changes: Any) -> None:
    """Set the fields given a value (None: leave it as it is) and save only those, as a PATCH
    asks; ``always`` names fields to save with them (an ``auto_now`` timestamp)."""
    fields = [name for name, value in changes.items() if value is not None]
    for name in fields:
        setattr(instance, name, changes[name])
    if fields:
        instance.save(update_fields=[*fields, *always])


def _validate_league_rules(
    *, scoring: str, fixed_points: list[int] | None, rules_preset: str, options: dict[str, Any]
) -> list[int]:
    """Reject a league whose games could not be created later (unknown preset, options
    the engine refuses) or whose table could not be scored (bad fixed points)."""
    if rules_preset not in PRESETS:
        raise _invalid(
            "rules_preset", f"Unknown rules preset; one of {', '.join(sorted(PRESETS))}."
        )
    try:
        Options.from_dict(options, base=PRESETS[rules_preset])
    except EngineError as exc:
        raise _invalid("options", str(exc)) from exc
    if scoring not in ScoringScheme.values:
        raise _invalid("scoring", f"One of {', '.join(ScoringScheme.values)}.")
    if scoring == ScoringScheme.FIXED:
        points = list(fixed_points or [])
        if not 1 <= len(points) <= MAX_FIXED_POINTS or not all(
            isinstance(p, int) and not isinstance(p, bool) and p >= 0 for p in points
        ):
            raise _invalid(
                "fixed_points",
                f"1 to {MAX_FIXED_POINTS} whole numbers >= 0, points for 1st, 2nd, ... place.",
            )
        return points
    if fixed_points:
        raise _invalid("fixed_points", "Only used with the 'fixed' scoring scheme.")
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
        raise ApiError(
            status=404, code="invite_not_found", message="No league has that invite code."
        )
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


def _owner_cannot_leave(league: League) -> ApiError:
    return ApiError(
        status=409,
        code="owner_cannot_leave",
        message="The owner cannot leave their league; make another member the owner first.",
        details={"league_id": league.pk},
    )


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
        raise ApiError(
            status=404,
            code="member_not_found",
            message="That player is not a member of this league.",
            details={"league_id": league.pk, "user_id": member_id},
        )
    _membership_end(league=league, user_id=member_id)


@transaction.atomic
def league_delete(*, user: AbstractBaseUser, league_id: int) -> None:
    """Owner only: delete a league nobody has played in yet (created by mistake, say).  Once
    a game has been set up or played in one of its seasons, its tables and league ratings are
    its members' record and its games' history, so it stays (409); it can still be renamed,
    made private or handed on."""
    league = _league_lock(user=user, league_id=league_id)
    _require_owner(user=user, league=league)
    from games.models import Game  # games builds on players: import late

    if FinishedGame.objects.filter(league=league).exists() or \
            Game.objects.filter(season__league=league).exists():
        raise ApiError(
            status=409,
            code="league_has_games",
            message="Games have been set up or played in this league, so it cannot be deleted; "
            "rename it, make it private or hand it to another member instead.",
            details={"league_id": league.pk},
        )
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
        raise _invalid("owner_id", "The new owner must be a member of the league.")
    _fields_save(league, name=None if name is None else name.strip(), is_private=is_private,
                 owner_id=owner_id)
    return league


def _require_owner(*, user: AbstractBaseUser, league: League) -> None:
    if league.owner_id != user.pk:
        raise ApiError(
            status=403,
            code="not_league_owner",
            message="Only the league's owner can do that.",
            details={"league_id": league.pk},
        )


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
        raise _invalid("ends_on", "A season cannot end before it starts.")
    clash = (
        Season.objects.filter(league=league, starts_on__lte=ends_on, ends_on__gte=starts_on)
        .order_by("starts_on")
        .first()
    )
    if clash is not None:
        raise ApiError(
            status=409,
            code="season_overlap",
            message="Seasons of a league cannot overlap.",
            details={
                "season_id": clash.pk,
                "starts_on": clash.starts_on.isoformat(),
                "ends_on": clash.ends_on.isoformat(),
            },
        )
    season = Season.objects.create(
        league=league, name=name.strip(), starts_on=starts_on, ends_on=ends_on
    )
    members = LeagueMembership.objects.filter(league=league).values_list("user_id", flat=True)
    _standings_ensure(league=league, users=list(members), seasons=[season])
    return season


# --- Finished games --------------------------------------------------------------------------


def _validate_result(result: GameResult) -> None:
    """Contract checks: a malformed result is a bug in the caller, not a user error."""
    seats = result.seats
    if len(seats) < 2:
        raise ValueError("a finished game has at least two seats")
    if len({s.seat for s in seats}) != len(seats):
        raise ValueError("seat numbers must be unique")
    users = [s.user_id for s in seats if s.user_id is not None]
    if len(set(users)) != len(users):
        raise ValueError("a user can take only one seat in a game")
    for s in seats:
        if (s.user_id is None) == (not s.ai_level):
            raise ValueError(f"seat {s.seat}: exactly one of user_id and ai_level")
        if not 1 <= s.position <= len(seats):
            raise ValueError(f"seat {s.seat}: position {s.position} out of range")
        if s.tricks < 0:
            raise ValueError(f"seat {s.seat}: negative tricks")
    if min(s.position for s in seats) != 1:
        raise ValueError("somebody finishes first")
    if timezone.is_naive(result.finished_at):
        raise ValueError("finished_at must be timezone-aware")


def _competitor_key(seat: SeatResult) -> tuple[str, Any]:
    return ("user", seat.user_id) if seat.user_id is not None else ("ai", seat.ai_level)


def _competitors_for(seats: tuple[SeatResult, ...]) -> dict[tuple[str, Any], Competitor]:
    """Competitor rows for the seats, created on first appearance (race-safe: a
    concurrent creator makes our insert a no-op and we read its row)."""
    user_ids = sorted({s.user_id for s in seats if s.user_id is not None})
    levels = sorted({s.ai_level for s in seats if s.user_id is None})
    wanted = {("user", u) for u in user_ids} | {("ai", a) for a in levels}

    def load() -> dict[tuple[str, Any], Competitor]:
        found = Competitor.objects.filter(Q(user_id__in=user_ids) | Q(ai_level__in=levels))
        return {
            (("user", c.user_id) if c.user_id is not None else ("ai", c.ai_level)): c for c in found
        }

    by_key = load()
    missing = wanted - set(by_key)
    if missing:
        Competitor.objects.bulk_create(
            [
                Competitor(user_id=value) if kind == "user" else Competitor(ai_level=value)
                for kind, value in sorted(missing, key=repr)
            ],
            ignore_conflicts=True,
        )
        by_key = load()
    return by_key


def _upsert_add(
    model: type[models.Model],
    *,
    conflict: Sequence[str],
    where: str = "",
    rows: Sequence[Sequence[Any]],
    keys: Sequence[str],
    add: Sequence[str],
    latest: Sequence[str] = (),
) -> None:
    """One ``INSERT .. ON CONFLICT DO UPDATE`` adding ``add`` columns onto existing rows
    (and keeping the latest value of ``latest`` columns), creating missing rows.

    Why raw SQL: it is one statement for all seats instead of an insert plus an update per
    row, and ``col = col + excluded.col`` needs no read first. Rows must come sorted by
    key: the statement locks them in that order, the same for every concurrent writer.
    """
    if not rows:
        return
    table = connection.ops.quote_name(model._meta.db_table)
    q = connection.ops.quote_name
    columns = [*keys, *add, *latest]
    greatest = "GREATEST" if connection.vendor == "postgresql" else "MAX"
    sets = [f"{q(c)} = {table}.{q(c)} + EXCLUDED.{q(c)}" for c in add] + [
        f"{q(c)} = {greatest}(COALESCE({table}.{q(c)}, EXCLUDED.{q(c)}), EXCLUDED.{q(c)})"
        for c in latest
    ]
    row_sql = "(" + ", ".join(["%s"] * len(columns)) + ")"
    sql = (
        f"INSERT INTO {table} ({', '.join(q(c) for c in columns)}) "
        f"VALUES {', '.join([row_sql] * len(rows))} "
        f"ON CONFLICT ({', '.join(q(c) for c in conflict)}) {where} "
        f"DO UPDATE SET {', '.join(sets)}"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [value for row in rows for value in row])


_STATS_COUNTERS = (
    "games",
    "wins",
    "position_sum",
    "tricks",
    "dogs_life",
    "dogs_life_survived",
    "resigned",
)


def _apply_stats(record: FinishedGame, seats: tuple[SeatResult, ...], by_key: dict) -> None:
    """Add the game to each competitor's lifetime counters (an AI level filling two
    seats gets both seats' counts)."""
    deltas: dict[int, dict[str, int]] = {}
    for seat in seats:
        delta = deltas.setdefault(
            by_key[_competitor_key(seat)].pk, dict.fromkeys(_STATS_COUNTERS, 0)
        )
        delta["games"] += 1
        delta["wins"] += int(seat.position == 1)
        delta["position_sum"] += seat.position
        delta["tricks"] += seat.tricks
        delta["dogs_life"] += int(seat.dogs_life)
        delta["dogs_life_survived"] += int(seat.dogs_life_survived)
        delta["resigned"] += int(seat.resigned)
    _upsert_add(
        PlayerStats,
        conflict=["competitor_id"],
        keys=["competitor_id"],
        add=_STATS_COUNTERS,
        latest=["last_played"],
        rows=[
            [cid, *(deltas[cid][name] for name in _STATS_COUNTERS), record.finished_at]
            for cid in sorted(deltas)
        ],
    )


def _apply_standings(record: FinishedGame, seats: tuple[SeatResult, ...]) -> None:
    """Add the game to the season row and the all-time row of every human seat (rows
    are created for players who are not, or no longer, members)."""
    humans = sorted((s for s in seats if s.user_id is not None), key=lambda s: s.user_id)
    if record.league_id is None or not humans:
        return

    def rows(season_id: int | None) -> list[list[Any]]:
        return [
            [
                record.league_id,
                season_id,
                seat.user_id,
                1,
                int(seat.position == 1),
                int(record.points.get(str(seat.user_id), 0)),
                seat.position,
                seat.money,
            ]
            for seat in humans
        ]

    common = {
        "keys": ["league_id", "season_id", "user_id"],
        "add": ["played", "won", "points", "position_sum", "money"],
    }
    if record.season_id is not None:
        _upsert_add(
            Standing,
            conflict=["season_id", "user_id"],
            where="WHERE season_id IS NOT NULL",
            rows=rows(record.season_id),
            **common,
        )
    _upsert_add(
        Standing,
        conflict=["league_id", "user_id"],
        where="WHERE season_id IS NULL",
        rows=rows(None),
        **common,
    )


def _apply_ratings(
    record: FinishedGame, seats: tuple[SeatResult, ...], by_key: dict, league_id: int | None
) -> None:
    """One OpenSkill update in one scope (global when ``league_id`` is None)."""
    ids = sorted({by_key[_competitor_key(s)].pk for s in seats})
    Rating.objects.bulk_create(
        [
            Rating(
                competitor_id=i,
                league_id=league_id,
                mu=ratings.INITIAL_MU,
                sigma=ratings.INITIAL_SIGMA,
                score=ratings.conservative_score(ratings.INITIAL_MU, ratings.INITIAL_SIGMA),
                games=0,
                last_played=record.finished_at,
            )
            for i in ids
        ],
        ignore_conflicts=True,
    )
    rows = {
        r.competitor_id: r
        for r in Rating.objects.select_for_update()
        .filter(competitor_id__in=ids, league_id=league_id)
        .order_by("pk")
    }
    ordered = sorted(seats, key=lambda s: s.seat)
    rated = ratings.rate_game(
        [
            ratings.RatedSeat(
                key=by_key[_competitor_key(s)].pk,
                mu=rows[by_key[_competitor_key(s)].pk].mu,
                sigma=rows[by_key[_competitor_key(s)].pk].sigma,
                position=s.position,
            )
            for s in ordered
        ]
    )
    best_position: dict[int, int] = {}
    for s in ordered:
        cid = by_key[_competitor_key(s)].pk
        best_position[cid] = min(best_position.get(cid, s.position), s.position)
    history = []
    for cid, row in rows.items():
        mu, sigma = rated[cid]
        history.append(
            RatingChange(
                game=record,
                competitor_id=cid,
                league_id=league_id,
                finished_at=record.finished_at,
                position=best_position[cid],
                mu_before=row.mu,
                sigma_before=row.sigma,
                mu_after=mu,
                sigma_after=sigma,
            )
        )
        row.mu, row.sigma = mu, sigma
        row.score = ratings.conservative_score(mu, sigma)
        row.games += 1
        row.last_played = max(row.last_played, record.finished_at)
    for row in rows.values():  # in primary-key order, as locked
        Rating.objects.filter(pk=row.pk).update(
            mu=row.mu,
            sigma=row.sigma,
            score=row.score,
            games=row.games,
            last_played=row.last_played,
        )
    RatingChange.objects.bulk_create(history)


def _record_apply(record: FinishedGame) -> None:
    """Fold one stored result into stats, tables and ratings. Shared by the incremental
    path and the recompute, which is why recompute reproduces the incremental state."""
    seats = seats_from_json(record.seats)
    by_key = _competitors_for(seats)
    _apply_stats(record, seats, by_key)
    _apply_standings(record, seats)
    if record.rated:
        _apply_ratings(record, seats, by_key, None)
        if record.league_id is not None:
            _apply_ratings(record, seats, by_key, record.league_id)


def _league_points(league: League, seats: tuple[SeatResult, ...]) -> dict[str, int]:
    positions = [s.position for s in seats]
    return {
        str(s.user_id): league.points_for(position=s.position, finishers=positions)
        for s in seats
        if s.user_id is not None
    }


@transaction.atomic
def game_result_apply(*, result: GameResult) -> bool:
    """Apply a finished game's result exactly once; True if applied now, False if this
    game_id was already applied (a duplicated or concurrent finishing event).

    The UNIQUE game_id of :class:`FinishedGame` is the guard: the insert of a concurrent
    second call waits on the first transaction's index entry, then fails and finds the
    row. Safe inside the caller's transaction (this is a savepoint then) or on its own.
    Updates lifetime stats always, the season and all-time tables when ``season_id`` is
    set, and the global and league ratings plus rating history when ``rated``. League
    points are computed now, under the league's scheme, and stored with the result.
    Raises ValueError for a malformed result or an unknown season (caller bugs).
    """
    _validate_result(result)
    league: League | None = None
    if result.season_id is not None:
        season = Season.objects.select_related("league").filter(pk=result.season_id).first()
        if season is None:
            raise ValueError(f"unknown season {result.season_id}")
        league = season.league
    try:
        # A savepoint, so a duplicate leaves the caller's transaction usable. A concurrent
        # insert of the same game_id waits here until the other transaction ends.
        with transaction.atomic():
            record = FinishedGame.objects.create(
                game_id=result.game_id,
                finished_at=result.finished_at,
                rated=result.rated,
                season_id=result.season_id,
                league=league,
                seats=seats_to_json(result.seats),
                points=_league_points(league, result.seats) if league else {},
            )
    except IntegrityError:
        if FinishedGame.objects.filter(game_id=result.game_id).exists():
            return False
        raise
    _record_apply(record)
    return True


def _replay_order() -> list[int]:
    """The stored results' ids in the order their ratings were applied.

    Ratings depend on order, and results are not always applied in finished order: a result
    delivered late (a retried task) or two games finishing together that share a competitor
    (an AI level plays many games at once) are rated in the order their transactions got
    the shared rating rows. A game writes its rating history while it holds those rows, so
    the history's ids record that order. Games without history (unrated) only add to sums
    and maxima, which any order gives alike; finished order places them."""
    first_change = Min("rating_changes__pk")
    return list(
        FinishedGame.objects.annotate(first_change=first_change)
        .order_by(F("first_change").asc(nulls_last=True), "finished_at", "game_id")
        .values_list("pk", flat=True)
    )


@transaction.atomic
def ratings_recompute() -> int:
    """Rebuild lifetime stats, tables, ratings and rating history from the stored results,
    in the order they were applied (:func:`_replay_order`); returns the number of games
    replayed. So a recompute reproduces the incremental state exactly, and ``--check``
    reports only real drift. New results wait for the table lock.
    """
    if connection.vendor == "postgresql":  # SQLite (development) has one writer anyway
        with connection.cursor() as cursor:
            table = connection.ops.quote_name(FinishedGame._meta.db_table)
            cursor.execute(f"LOCK TABLE {table} IN SHARE ROW EXCLUSIVE MODE")
    order = _replay_order()
    RatingChange.objects.all().delete()
    Rating.objects.all().delete()
    PlayerStats.objects.all().delete()
    Standing.objects.update(played=0, won=0, points=0, position_sum=0, money=0)
    for start in range(0, len(order), 500):
        chunk = order[start : start + 500]
        records = FinishedGame.objects.in_bulk(chunk)
        for pk in chunk:
            _record_apply(records[pk])
    return len(order)


def ratings_snapshot() -> dict[str, Any]:
    """Everything the recompute rebuilds, keyed by natural keys (not row ids), so two
    states can be compared exactly, e.g. by ``ratings_recompute --check`` and the tests."""
    return {
        "stats": sorted(
            PlayerStats.objects.values_list(
                "competitor_id", *_STATS_COUNTERS, "last_played"
            )
        ),
        "standings": sorted(
            Standing.objects.values_list(
                "league_id", "season_id", "user_id", "played", "won", "points", "position_sum",
                "money",
            ),
            key=repr,
        ),
        "ratings": sorted(
            Rating.objects.values_list(
                "competitor_id", "league_id", "mu", "sigma", "score", "games", "last_played"
            ),
            key=repr,
        ),
        "history": sorted(
            RatingChange.objects.values_list(
                "game__game_id",
                "competitor_id",
                "league_id",
                "finished_at",
                "position",
                "mu_before",
                "sigma_before",
                "mu_after",
                "sigma_after",
            ),
            key=repr,
        ),
    }
