"""Finished games: each result applied exactly once to lifetime stats, league tables and
ratings (with history), and the recompute that rebuilds all of them from the stored results.

Lock order (so concurrent writers cannot deadlock): PlayerStats, Standing and Rating rows,
each table in primary-key order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.db import IntegrityError, connection, models, transaction
from django.db.models import F, Min, Q
from django.utils import timezone

from core.domain_events import GameFinished
from players import ratings
from players.models import (
    Competitor,
    FinishedGame,
    League,
    PlayerStats,
    Rating,
    RatingChange,
    Season,
    Standing,
)
from players.results import GameResult, SeatResult, seats_from_json, seats_to_json


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
                seat.rubbers,
            ]
            for seat in humans
        ]

    common = {
        "keys": ["league_id", "season_id", "user_id"],
        "add": ["played", "won", "points", "position_sum", "money", "rubbers"],
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
    competitors = {c.pk: c for c in (by_key[_competitor_key(s)] for s in seats)}
    ids = sorted(competitors)
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
                ai=competitors[i].ai_level is not None,
                kind=record.kind,
            )
            for i in ids
        ],
        ignore_conflicts=True,
    )
    rows = {
        r.competitor_id: r
        for r in Rating.objects.select_for_update()
        .filter(competitor_id__in=ids, league_id=league_id, kind=record.kind)
        .order_by("pk")
    }
    ordered = [(s, by_key[_competitor_key(s)]) for s in sorted(seats, key=lambda s: s.seat)]
    rated = ratings.rate_game(
        [
            ratings.RatedSeat(
                key=c.pk,
                mu=rows[c.pk].mu,
                sigma=rows[c.pk].sigma,
                position=s.position,
                fixed=c.ai_level is not None,
            )
            for s, c in ordered
        ],
        partners=record.kind == "whist",
    )
    best_position: dict[int, int] = {}
    for s, c in ordered:
        best_position[c.pk] = min(best_position.get(c.pk, s.position), s.position)
    history = []
    for cid, row in rows.items():
        mu, sigma = rated[cid]
        history.append(
            RatingChange(
                game=record,
                competitor_id=cid,
                league_id=league_id,
                kind=record.kind,
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
    set, and the global and league ratings plus rating history when ``rated`` and every
    person at the table made a decision of their own: a game its people let time out
    (one of them, or all) would otherwise hand out rating for absence. League
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
                rated=result.rated and all(s.decided for s in result.seats),
                season_id=result.season_id,
                league=league,
                seats=seats_to_json(result.seats),
                kind=result.kind,
                points=_league_points(league, result.seats) if league else {},
            )
    except IntegrityError:
        if FinishedGame.objects.filter(game_id=result.game_id).exists():
            return False
        raise
    _record_apply(record)
    return True


def game_finished_apply(event: GameFinished) -> None:
    """The subscriber to ``GameFinished``: in the games app's transaction, so the result is
    committed with the game's last move or not at all."""
    game_result_apply(result=event.result)


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
    Standing.objects.update(played=0, won=0, points=0, position_sum=0, money=0, rubbers=0)
    for start in range(0, len(order), 500):
        chunk = order[start : start + 500]
        records = FinishedGame.objects.in_bulk(chunk)
        for pk in chunk:
            _record_apply(records[pk])
    # Deleted accounts stay off the leaderboards (players.services.accounts).
    Rating.objects.filter(competitor__user__is_active=False).update(listed=False)
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
