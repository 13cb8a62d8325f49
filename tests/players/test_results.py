"""game_result_apply: lifetime stats, league tables, ratings, exactly-once, recompute."""

from __future__ import annotations

import datetime
import io
import random
import threading

import pytest
from django.core.management import call_command
from django.db import connection
from django.utils import timezone
from openskill.models import PlackettLuce

from players import ratings, selectors, services
from players.models import (
    Competitor,
    FinishedGame,
    PlayerStats,
    Rating,
    RatingChange,
    Standing,
)
from players.results import GameResult
from tests.players.factories import BASE_TIME, game, seat

TODAY = timezone.localdate()


def make_season(league, owner, name="S", starts=-10, ends=10):
    return services.season_create(
        user=owner,
        league_id=league.pk,
        name=name,
        starts_on=TODAY + datetime.timedelta(days=starts),
        ends_on=TODAY + datetime.timedelta(days=ends),
    )


def league_with(owner, *members, **kwargs):
    league = services.league_create(owner=owner, name="League", **kwargs)
    for member in members:
        services.league_join(user=member, invite_code=league.invite_code)
    return league


def table_rows(queryset):
    return [
        (r.position, r.user_id, r.played, r.won, r.points, r.average_position) for r in queryset
    ]


STATIC = PlackettLuce(tau=0.0)


def widened(rating):
    """A person's rating as ``PlackettLuce().rate`` takes it into a game: sigma widened by
    tau (AI levels are rated without it, players/ratings.py)."""
    tau = PlackettLuce().tau
    return STATIC.rating(mu=rating.mu, sigma=(rating.sigma**2 + tau**2) ** 0.5)


def stats_of(user=None, ai=None) -> PlayerStats:
    if ai is not None:
        return PlayerStats.objects.get(competitor__ai_level=ai)
    return PlayerStats.objects.get(competitor__user=user)


# --- Lifetime stats ---------------------------------------------------------------------


@pytest.mark.django_db
def test_lifetime_stats_from_finished_games(user_factory):
    a, b = user_factory(), user_factory()
    r1 = GameResult(
        game_id=1,
        finished_at=BASE_TIME,
        rated=True,
        season_id=None,
        seats=(
            seat(0, 1, user=a, tricks=9),
            seat(1, 2, user=b, tricks=4, dogs_life=True, survived=True),
            seat(2, 3, ai="expert", tricks=2, dogs_life=True),
        ),
    )
    r2 = GameResult(
        game_id=2,
        finished_at=BASE_TIME + datetime.timedelta(hours=1),
        rated=False,
        season_id=None,
        seats=(
            seat(0, 2, user=a, tricks=3, dogs_life=True, resigned=True),
            seat(1, 1, user=b, tricks=8),
        ),
    )
    assert services.game_result_apply(result=r1) is True
    assert services.game_result_apply(result=r2) is True

    sa, sb, sx = stats_of(a), stats_of(b), stats_of(ai="expert")
    assert (sa.games, sa.wins, sa.position_sum, sa.tricks) == (2, 1, 3, 12)
    assert (sa.dogs_life, sa.dogs_life_survived, sa.resigned) == (1, 0, 1)
    assert sa.average_position == 1.5
    assert sa.last_played == r2.finished_at
    assert (sb.games, sb.wins, sb.tricks, sb.dogs_life, sb.dogs_life_survived) == (2, 1, 12, 1, 1)
    assert (sx.games, sx.wins, sx.average_position, sx.dogs_life) == (1, 0, 3.0, 1)


@pytest.mark.django_db
def test_malformed_results_are_rejected(user_factory):
    a = user_factory()
    with pytest.raises(ValueError):
        services.game_result_apply(result=game((a, 1)))  # one seat
    with pytest.raises(ValueError):
        services.game_result_apply(result=game((a, 1), (a, 2)))  # same user twice
    with pytest.raises(ValueError):
        services.game_result_apply(result=game((a, 2), ("random", 2)))  # nobody first
    with pytest.raises(ValueError):
        services.game_result_apply(result=game((a, 1), ("random", 3)))  # position > seats
    assert not FinishedGame.objects.exists()


# --- League tables ------------------------------------------------------------------------


@pytest.mark.django_db
def test_season_table_beaten_scheme_hand_computed(user_factory):
    a, b, c, d, e = (user_factory(display_name=n) for n in "ABCDE")
    league = league_with(a, b, c, d, e)
    season = make_season(league, a)

    # G1: A 1st, B 2nd, C and D knocked out on the same hand (share 3rd), an AI seat 5th.
    services.game_result_apply(
        result=game((a, 1), (b, 2), (c, 3), (d, 3), ("random", 5), season=season)
    )
    # G2 (unrated games still count for the table): B 1st, A and C share 2nd, D 4th.
    services.game_result_apply(
        result=game((b, 1), (a, 2), (c, 2), (d, 4), season=season, rated=False)
    )
    # Not a league game: must not touch the table.
    services.game_result_apply(result=game((d, 1), (a, 2)))

    # Points = players finishing strictly below: G1 A4 B3 C1 D1; G2 B3 A1 C1 D0.
    # E is a member with no games: listed last (avg null) with zeros.
    assert table_rows(selectors.season_table(season=season)) == [
        (1, b.pk, 2, 1, 6, 1.5),
        (2, a.pk, 2, 1, 5, 1.5),
        (3, c.pk, 2, 0, 2, 2.5),
        (4, d.pk, 2, 0, 1, 3.5),
        (5, e.pk, 0, 0, 0, None),
    ]
    # The all-time table sums seasons; a second season's game adds to it only.
    season2 = make_season(league, a, name="S2", starts=11, ends=20)
    services.game_result_apply(result=game((e, 1), (d, 2), season=season2))
    assert table_rows(selectors.league_table(league=league)) == [
        (1, b.pk, 2, 1, 6, 1.5),
        (2, a.pk, 2, 1, 5, 1.5),
        (3, c.pk, 2, 0, 2, 2.5),
        (4, e.pk, 1, 1, 1, 1.0),  # level on points with D: more wins
        (5, d.pk, 3, 0, 1, 3.0),
    ]
    assert table_rows(selectors.season_table(season=season2)) == [
        (1, e.pk, 1, 1, 1, 1.0),
        (2, d.pk, 1, 0, 0, 2.0),
        (3, a.pk, 0, 0, 0, None),
        (4, b.pk, 0, 0, 0, None),
        (5, c.pk, 0, 0, 0, None),
    ]


@pytest.mark.django_db
def test_season_table_fixed_scheme_and_ties(user_factory):
    a, b, c, d = (user_factory(display_name=n) for n in ("Dee", "Cat", "Bo", "Al"))
    league = league_with(a, b, c, d, scoring="fixed", fixed_points=[5, 3, 1])
    season = make_season(league, a)
    # G1: A 1st (5), B 2nd (3), C and D share 3rd (1 each).
    services.game_result_apply(result=game((a, 1), (b, 2), (c, 3), (d, 3), season=season))
    # G2: B 1st (5), C 2nd (3), D 3rd (1), A 4th (0: beyond the list).
    services.game_result_apply(result=game((b, 1), (c, 2), (d, 3), (a, 4), season=season))
    # Totals: B 8 (1 win), A 5 (1 win, avg 2.5), C 4 (avg 2.5), D 2 (avg 3).
    assert table_rows(selectors.season_table(season=season)) == [
        (1, b.pk, 2, 1, 8, 1.5),
        (2, a.pk, 2, 1, 5, 2.5),
        (3, c.pk, 2, 0, 4, 2.5),
        (4, d.pk, 2, 0, 2, 3.0),
    ]


@pytest.mark.django_db
def test_table_tie_breaks_in_documented_order(user_factory):
    """points desc > won desc > average finish asc > played asc > display name > user id."""
    owner = user_factory(display_name="Owner")
    users = [user_factory(display_name=name) for name in ("Zoe", "Yan", "Xi", "Wu", "Vi", "Vi")]
    league = league_with(owner, *users)
    season = make_season(league, owner)
    rows = {
        # user: (played, won, points, position_sum)
        owner: (3, 0, 9, 6),  # most points wins outright despite no wins
        users[0]: (3, 2, 6, 6),  # 6 points: more wins first
        users[1]: (3, 1, 6, 5),  # 6 points, 1 win, avg 1.67
        users[2]: (3, 1, 6, 6),  # same points and wins, avg 2.0 (worse)
        users[3]: (4, 1, 6, 8),  # avg 2.0 too, more games played: below Xi
        users[4]: (4, 1, 6, 8),  # identical to Wu: display name "Vi" < "Wu"
        users[5]: (4, 1, 6, 8),  # identical to users[4] including the name: user id
    }
    for user, (played, won, points, position_sum) in rows.items():
        Standing.objects.filter(season=season, user=user).update(
            played=played, won=won, points=points, position_sum=position_sum
        )
    order = [r.user_id for r in selectors.season_table(season=season)]
    assert order == [
        owner.pk,
        users[0].pk,
        users[1].pk,
        users[2].pk,
        users[4].pk,
        users[5].pk,
        users[3].pk,
    ]
    positions = [r.position for r in selectors.season_table(season=season)]
    assert positions == list(range(1, 8))


@pytest.mark.django_db
def test_players_who_left_keep_their_rows_with_games(user_factory):
    a, b, c = user_factory(), user_factory(), user_factory()
    league = league_with(a, b, c)
    season = make_season(league, a)
    services.game_result_apply(result=game((a, 1), (b, 2), season=season))
    services.league_leave(user=b, league_id=league.pk)
    services.league_leave(user=c, league_id=league.pk)
    assert [r.user_id for r in selectors.season_table(season=season)] == [a.pk, b.pk]


# --- league_season_for_game -----------------------------------------------------------------


@pytest.mark.django_db
def test_league_season_for_game(user_factory):
    from core.domain_errors import DomainError
    from core.errors import status_of

    a, b, outsider = user_factory(), user_factory(), user_factory()
    league = league_with(a, b)
    past = make_season(league, a, name="past", starts=-30, ends=-1)
    current = make_season(league, a, name="now", starts=0, ends=5)
    other_league = league_with(outsider)
    other = make_season(other_league, outsider)

    assert selectors.league_season_for_game(user=b, league_id=league.pk) == current
    assert (
        selectors.league_season_for_game(user=b, league_id=league.pk, season_id=current.pk)
        == current
    )

    def error(**kwargs) -> tuple[int, str]:
        with pytest.raises(DomainError) as exc:
            selectors.league_season_for_game(**kwargs)
        return status_of(exc.value), exc.value.code  # the status the API answers with

    assert error(user=outsider, league_id=league.pk) == (404, "league_not_found")
    assert error(user=a, league_id=999999) == (404, "league_not_found")
    assert error(user=a, league_id=league.pk, season_id=other.pk) == (404, "season_not_found")
    assert error(user=a, league_id=league.pk, season_id=past.pk) == (409, "season_not_active")
    empty = league_with(a)
    assert error(user=a, league_id=empty.pk) == (409, "season_not_active")


# --- Ratings ------------------------------------------------------------------------------


def _rating(user=None, ai=None, league=None) -> Rating:
    competitor = Competitor.objects.get(**({"ai_level": ai} if ai else {"user": user}))
    return Rating.objects.get(competitor=competitor, league=league)


@pytest.mark.django_db
def test_ratings_match_openskill_directly(user_factory):
    a, b, c = user_factory(), user_factory(), user_factory()
    league = league_with(a, b, c)
    season = make_season(league, a)
    model = PlackettLuce()
    ra, rb, rc, rx = (model.rating() for _ in range(4))

    # G1 (league game): a 1st, b and the expert bot share 2nd, c 4th. The people go in
    # widened by tau, as model.rate widens them; the AI level, whose skill is fixed, does not.
    services.game_result_apply(
        result=game((a, 1), (b, 2), ("expert", 2), (c, 4), season=season, minutes=1)
    )
    [[ra], [rb], [rx], [rc]] = STATIC.rate(
        [[widened(ra)], [widened(rb)], [rx], [widened(rc)]], ranks=[1, 2, 2, 4]
    )
    league_expected = {"a": ra, "b": rb, "c": rc, "x": rx}
    # G2 (not a league game): c 1st, a 2nd: only global ratings move.
    services.game_result_apply(result=game((c, 1), (a, 2), minutes=2))
    [[rc], [ra]] = model.rate([[rc], [ra]], ranks=[1, 2])

    for key, user, ai, expected in (
        ("a", a, None, ra),
        ("b", b, None, rb),
        ("c", c, None, rc),
        ("x", None, "expert", rx),
    ):
        got = _rating(user=user, ai=ai)
        assert got.mu == pytest.approx(expected.mu, abs=1e-12)
        assert got.sigma == pytest.approx(expected.sigma, abs=1e-12)
        assert got.score == pytest.approx(expected.ordinal(), abs=1e-12)
        in_league = _rating(user=user, ai=ai, league=league)
        assert in_league.mu == pytest.approx(league_expected[key].mu, abs=1e-12)
        assert in_league.sigma == pytest.approx(league_expected[key].sigma, abs=1e-12)
    assert _rating(user=a).games == 2 and _rating(user=a, league=league).games == 1

    # History: before/after per game, chained, newest first.
    history = list(selectors.rating_history(user_id=a.pk))
    assert len(history) == 2
    assert history[1].mu_before == pytest.approx(25.0) and history[1].position == 1
    assert history[0].mu_before == history[1].mu_after
    assert history[0].mu_after == pytest.approx(ra.mu, abs=1e-12)
    assert history[0].position == 2
    assert selectors.rating_history(user_id=a.pk, league=league).count() == 1


@pytest.mark.django_db
def test_same_ai_level_in_two_seats_moves_once_by_the_mean(user_factory):
    a = user_factory()
    services.game_result_apply(result=game(("random", 2), (a, 1), ("random", 3)))
    [[r1], [ra], [r2]] = STATIC.rate(
        [[STATIC.rating()], [widened(STATIC.rating())], [STATIC.rating()]], ranks=[2, 1, 3]
    )
    bot = _rating(ai="random")
    assert bot.games == 1
    assert bot.mu == pytest.approx((r1.mu + r2.mu) / 2, abs=1e-12)
    assert bot.sigma == pytest.approx((r1.sigma + r2.sigma) / 2, abs=1e-12)
    assert _rating(user=a).mu == pytest.approx(ra.mu, abs=1e-12)
    assert stats_of(ai="random").games == 2  # one per seat filled
    change = RatingChange.objects.get(competitor__ai_level="random", league=None)
    assert change.position == 2  # the level's best seat


@pytest.mark.django_db
def test_unrated_games_never_touch_ratings(user_factory):
    a, b = user_factory(), user_factory()
    league = league_with(a, b)
    season = make_season(league, a)
    services.game_result_apply(result=game((a, 1), (b, 2), season=season, rated=False))
    assert not Rating.objects.exists()
    assert not RatingChange.objects.exists()
    assert stats_of(a).games == 1
    services.game_result_apply(result=game((a, 1), (b, 2)))
    before = _rating(user=a).mu
    services.game_result_apply(result=game((b, 1), (a, 2), rated=False))
    assert _rating(user=a).mu == before
    assert _rating(user=a).games == 1


@pytest.mark.django_db
def test_leaderboard_order_min_games_and_kind(user_factory):
    a, b, c = user_factory(), user_factory(), user_factory()
    for _ in range(5):
        services.game_result_apply(result=game((a, 1), ("expert", 2), (b, 3)))
    services.game_result_apply(result=game((c, 1), (a, 2)))
    board = list(selectors.leaderboard())
    assert [(r.competitor.user_id, r.competitor.ai_level) for r in board] == [
        (a.pk, None),
        (None, "expert"),
        (b.pk, None),
    ]
    assert [r.position for r in board] == [1, 2, 3]
    assert [r.score for r in board] == sorted((r.score for r in board), reverse=True)
    assert board[1].display_name == "AI (expert)"
    assert c.pk in [r.competitor.user_id for r in selectors.leaderboard(min_games=1)]
    assert [r.competitor.ai_level for r in selectors.leaderboard(kind="ai")] == ["expert"]
    assert None not in [r.competitor.user_id for r in selectors.leaderboard(kind="human")]


# --- Exactly once -------------------------------------------------------------------------


@pytest.mark.django_db
def test_duplicated_finish_is_applied_once(user_factory):
    a, b = user_factory(), user_factory()
    league = league_with(a, b)
    season = make_season(league, a)
    result = game((a, 1), (b, 2), season=season)
    assert services.game_result_apply(result=result) is True
    snapshot = services.ratings_snapshot()
    assert services.game_result_apply(result=result) is False
    # Even a different payload for the same game id changes nothing.
    flipped = game((b, 1), (a, 2), season=season, game_id=result.game_id)
    assert services.game_result_apply(result=flipped) is False
    assert services.ratings_snapshot() == snapshot
    assert FinishedGame.objects.count() == 1


def _run_concurrently(calls) -> list:
    """Run each call in its own thread (own DB connection), released together."""
    barrier = threading.Barrier(len(calls))
    results: list = [None] * len(calls)

    def worker(index: int, call) -> None:
        try:
            barrier.wait()
            results[index] = call()
        except Exception as exc:  # reported to the test below
            results[index] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=worker, args=(i, c)) for i, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    return results


@pytest.mark.django_db(transaction=True)
def test_concurrent_finish_is_applied_once(user_factory):
    a, b = user_factory(), user_factory()
    league = league_with(a, b)
    season = make_season(league, a)
    for attempt in range(3):
        result = game((a, 1), (b, 2), ("heuristic", 3), season=season)
        outcomes = _run_concurrently(
            [lambda r=result: services.game_result_apply(result=r) for _ in range(4)]
        )
        assert sorted(outcomes, key=repr) == [False, False, False, True], outcomes
        assert stats_of(a).games == attempt + 1
    assert _rating(user=a).games == 3
    assert Standing.objects.get(season=season, user=a).played == 3
    assert RatingChange.objects.filter(competitor__user=a).count() == 6  # global + league


@pytest.mark.django_db(transaction=True)
def test_concurrent_different_games_all_count(user_factory):
    """Different games for the same players at once: row locks serialise, none is lost."""
    a, b, c = user_factory(), user_factory(), user_factory()
    league = league_with(a, b, c)
    season = make_season(league, a)
    results = [
        game((a, 1), (b, 2), (c, 3), season=season),
        game((c, 1), (b, 2), (a, 3), season=season),
        game((b, 1), (a, 2), ("expert", 3), season=season),
        game((b, 1), (c, 2), (a, 3)),
    ]
    outcomes = _run_concurrently(
        [lambda r=r: services.game_result_apply(result=r) for r in results]
    )
    assert outcomes == [True] * 4
    assert stats_of(a).games == 4 and stats_of(b).games == 4 and stats_of(c).games == 3
    assert Standing.objects.get(season=season, user=a).played == 3
    assert _rating(user=a).games == 4
    # Whatever order the locks gave the four games, a recompute replays that order.
    incremental = services.ratings_snapshot()
    call_command("ratings_recompute", "--check", stdout=io.StringIO())
    services.ratings_recompute()
    assert services.ratings_snapshot() == incremental


# --- Recompute ------------------------------------------------------------------------------


@pytest.mark.django_db
def test_recompute_equals_incremental_over_random_games(user_factory):
    rng = random.Random(20261121)
    users = [user_factory() for _ in range(9)]
    leagues = [
        league_with(users[0], *users[1:6]),
        league_with(users[5], *users[6:], scoring="fixed", fixed_points=[4, 2, 1]),
    ]
    seasons = [
        make_season(leagues[0], users[0], name="A1", starts=-40, ends=-21),
        make_season(leagues[0], users[0], name="A2", starts=-20, ends=20),
        make_season(leagues[1], users[5], name="B1", starts=-5, ends=5),
    ]
    pools = {seasons[0].pk: users[:6], seasons[1].pk: users[:6], seasons[2].pk: users[5:]}
    levels = ["random", "heuristic", "expert"]
    results = []
    for game_id in range(1, 301):
        season = rng.choice([None, None, *seasons])
        pool = pools[season.pk] if season else users
        size = rng.randint(2, 6)
        humans = rng.sample(pool, min(len(pool), rng.randint(1, size)))
        entrants = list(humans) + [rng.choice(levels) for _ in range(size - len(humans))]
        if len(entrants) < 2:
            entrants.append(rng.choice(levels))
        rng.shuffle(entrants)
        # Finishing order with shared positions (knocked out on the same hand).
        order = list(range(len(entrants)))
        rng.shuffle(order)
        positions = [0] * len(entrants)
        place = 1
        i = 0
        while i < len(order):
            group = 1 if i == 0 else rng.choice([1, 1, 1, 2])
            for j in order[i : i + group]:
                positions[j] = place
            place += len(order[i : i + group])
            i += group
        seats = tuple(
            seat(
                n,
                positions[n],
                user=None if isinstance(who, str) else who,
                ai=who if isinstance(who, str) else None,
                tricks=rng.randint(0, 7),
                dogs_life=(dog := rng.random() < 0.3),
                survived=dog and rng.random() < 0.5,
                resigned=rng.random() < 0.05,
            )
            for n, who in enumerate(entrants)
        )
        results.append(
            GameResult(
                game_id=game_id,
                finished_at=BASE_TIME + datetime.timedelta(minutes=game_id // 2),
                rated=rng.random() < 0.85,
                season_id=season.pk if season else None,
                seats=seats,
            )
        )
    # Apply in finishing order, some events delivered twice.
    for result in results:
        assert services.game_result_apply(result=result) is True
        if rng.random() < 0.1:
            assert services.game_result_apply(result=result) is False

    incremental = services.ratings_snapshot()
    assert len(incremental["history"]) > 300
    out = io.StringIO()
    call_command("ratings_recompute", stdout=out)
    assert "Recomputed 300 finished game(s)." in out.getvalue()
    assert "matched" in out.getvalue()
    assert services.ratings_snapshot() == incremental


@pytest.mark.django_db
def test_recompute_replays_a_late_result_where_it_was_applied(user_factory):
    """A result delivered late (its task retried after games that finished later were rated)
    was rated after them; ratings depend on order, so the recompute keeps that order rather
    than the finishing order, and ``--check`` reports no drift that is not there."""
    a, b, c = user_factory(), user_factory(), user_factory()
    early = game((a, 1), (b, 2), ("expert", 3), minutes=1)
    later = [game((b, 1), (c, 2), (a, 3), minutes=5), game((c, 1), (a, 2), minutes=6)]
    for result in [*later, early]:
        services.game_result_apply(result=result)
    incremental = services.ratings_snapshot()
    replayed_in_finished_order = RatingChange.objects.filter(competitor__user=a).order_by(
        "finished_at"
    )
    assert [r.game.game_id for r in replayed_in_finished_order][0] == early.game_id
    call_command("ratings_recompute", "--check", stdout=io.StringIO())  # no CommandError
    assert services.ratings_recompute() == 3
    assert services.ratings_snapshot() == incremental
    # The late game was rated on top of the two later ones, and still is.
    first = RatingChange.objects.get(competitor__user=a, game__game_id=early.game_id)
    assert first.mu_before != ratings.INITIAL_MU
    assert _rating(user=a).last_played == later[1].finished_at


@pytest.mark.django_db
def test_recompute_check_reports_drift(user_factory):
    from django.core.management.base import CommandError

    a, b = user_factory(), user_factory()
    services.game_result_apply(result=game((a, 1), (b, 2)))
    PlayerStats.objects.filter(competitor__user=a).update(wins=7)
    with pytest.raises(CommandError):
        call_command("ratings_recompute", "--check", stdout=open("/dev/null", "w"))
    assert stats_of(a).wins == 7  # --check changed nothing
    call_command("ratings_recompute", stdout=open("/dev/null", "w"))
    assert stats_of(a).wins == 1
