"""Every number a client sends fits what the database and the arithmetic hold, and a server move
that keeps failing is shown to an operator instead of being retried silently forever.

Found from outside: a league with ``fixed_points`` of 2**31 and a Guernsey game with a stake of
10**30 were accepted, and their games could never make their final move (``DataError: integer
out of range`` when the result was stored), backed off by the sweep every minute forever.
"""

from __future__ import annotations

import logging
from datetime import date, timedelta

import pytest
from django.utils import timezone

from games import services
from games.models import Game, GameStatus
from players.models import League, ScoringScheme, Season
from tests.games.helpers import assert_error, first_legal

pytestmark = pytest.mark.django_db

INT32_OVER = 2**31


@pytest.mark.parametrize("points", [[INT32_OVER, 0], [10**30], [1001, 0]])
def test_league_fixed_points_too_large_are_refused_at_creation(auth_client, points):
    response = auth_client.post("/api/v1/leagues", {"name": "Big", "scoring": "fixed",
                                                    "fixed_points": points}, format="json")
    error = assert_error(response, 400, "invalid")
    assert "fixed_points" in error["details"]
    assert not League.objects.filter(name="Big").exists()


@pytest.mark.parametrize("stake", [10**30, INT32_OVER, 10_001])
def test_a_money_game_stake_too_large_is_refused_at_creation(auth_client, stake):
    response = auth_client.post("/api/v1/games", {"max_players": 3, "preset": "guernsey",
                                                  "options": {"stake": stake}}, format="json")
    error = assert_error(response, 400, "invalid_options")
    assert error["details"]["field"] == "stake"
    assert not Game.objects.exists()


def test_a_league_with_the_largest_stake_and_points_plays_to_its_result(user_factory):
    """The limits are what the whole pipeline holds: a game at both maxima finishes and its
    result is stored in the table (money = chips x stake)."""
    from players.services import league_create

    owner = user_factory()
    league = league_create(owner=owner, name="Max", scoring=ScoringScheme.FIXED,
                           fixed_points=[1000, 1000, 0], rules_preset="guernsey",
                           options={"stake": 10_000})
    season = Season.objects.create(league=league, name="S", starts_on=date.today(),
                                   ends_on=date.today() + timedelta(days=1))
    game = services.game_create(user=owner, max_players=3, preset="guernsey",
                                options={"stake": 10_000}, season=season, join=False)
    for _ in range(3):
        services.ai_seat_add(game_id=game.pk, user=owner, level="random")
    services.game_start(game_id=game.pk, user=owner)
    _settle_until(game.pk, lambda g: g.status != GameStatus.ACTIVE)
    assert Game.objects.get(pk=game.pk).status == GameStatus.FINISHED


def _settle_until(game_id: int, done, limit: int = 400) -> Game:
    """Sweep as if time ran on: each sweep an hour after the last, so backoffs have passed."""
    for _ in range(limit):
        _clock.append(_clock[-1] + timedelta(hours=1))
        services.deadlines_settle(batch=1, choose=first_legal, now=_clock[-1])
        game = Game.objects.get(pk=game_id)
        if done(game):
            return game
    raise AssertionError("the game never got there")


_clock = [timezone.now()]


@pytest.fixture
def doomed_game(user_factory) -> tuple[int, object]:
    """A league stored before the limits existed, whose fixed points the table cannot hold: its
    games fail at their final move, every time."""
    owner = user_factory()
    league = League.objects.create(owner=owner, name="Legacy", scoring=ScoringScheme.FIXED,
                                   fixed_points=[10**30, 10**30])
    season = Season.objects.create(league=league, name="S", starts_on=date.today(),
                                   ends_on=date.today() + timedelta(days=1))
    # A person (league points go to people) whose turns time out, and an AI seat.
    game = services.game_create(user=owner, max_players=2, season=season, turn_time_limit=60)
    services.ai_seat_add(game_id=game.pk, user=owner, level="random")
    services.game_start(game_id=game.pk, user=owner)
    return game.pk, owner


def test_a_server_move_that_keeps_failing_is_logged_and_shown_as_stalled(
        doomed_game, caplog, admin_client, client_factory):
    doomed_game, owner = doomed_game
    auth_client = client_factory(owner)
    with caplog.at_level(logging.ERROR, logger="games"):
        game = _settle_until(doomed_game, lambda g: g.server_failures > 0)
    assert game.status == GameStatus.ACTIVE and game.server_error
    failures = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert failures and all(str(doomed_game) in r.getMessage() for r in failures)
    assert getattr(failures[0], "game_id", None) == doomed_game

    view = auth_client.get(f"/api/v1/games/{doomed_game}").json()
    assert view["stalled"] is False  # one failure: retried with a backoff, not yet stalled

    for attempt in range(2, 4):
        game = _settle_until(doomed_game, lambda g, n=attempt: g.server_failures >= n)
    assert game.stalled_since is not None
    view = auth_client.get(f"/api/v1/games/{doomed_game}").json()
    assert view["stalled"] is True and view["stalled_since"]
    [row] = auth_client.get("/api/v1/games?status=active").json()["results"]
    assert row["stalled"] is True  # the home screen says so too
    # The backoff grows, so a stuck game does not cost the sweep a try every minute forever.
    assert game.deadline - _clock[-1] >= services.SERVER_RETRY_BACKOFF * 4

    health = auth_client.get("/healthz").json()
    assert health["stalled_games"] == 1
    page = admin_client.get("/admin/games/game/?stalled=yes").content.decode()
    assert f"/admin/games/game/{doomed_game}/change/" in page
    page = admin_client.get("/admin/games/game/?stalled=no").content.decode()
    assert f"/admin/games/game/{doomed_game}/change/" not in page


def test_a_stalled_game_that_moves_again_is_no_longer_stalled(doomed_game):
    doomed_game, _ = doomed_game
    for attempt in range(1, 4):
        _settle_until(doomed_game, lambda g, n=attempt: g.server_failures >= n)
    League.objects.filter(name="Legacy").update(fixed_points=[2, 1])  # an operator's repair
    game = _settle_until(doomed_game, lambda g: g.status == GameStatus.FINISHED)
    assert game.server_failures == 0 and game.stalled_since is None and not game.server_error


def test_a_failing_game_in_a_sweep_batch_does_not_hold_up_the_others(doomed_game,
                                                                     user_factory):
    """The sweep writes a batch in one statement; when one game of the batch fails, the
    batch is undone and settled again a game at a time, so only the failing one waits."""
    doomed_game, _ = doomed_game
    _settle_until(doomed_game, lambda g: Game.objects.filter(
        pk=doomed_game, state__isnull=False).exists() and _one_move_from_the_end(g))
    healthy = []
    for _ in range(3):
        a, b = user_factory(), user_factory()
        game = services.game_create(user=a, max_players=2, turn_time_limit=60)
        services.game_join(game_id=game.pk, user=b)
        services.game_start(game_id=game.pk, user=a)
        healthy.append(Game.objects.get(pk=game.pk))
    Game.objects.filter(pk__in=[doomed_game, *(g.pk for g in healthy)]).update(
        deadline=timezone.now() - timedelta(seconds=1))
    services.deadlines_settle(batch=10, choose=first_legal, now=timezone.now())
    for game in healthy:
        assert Game.objects.get(pk=game.pk).version == game.version + 1
    assert Game.objects.get(pk=doomed_game).server_failures == 1


def _one_move_from_the_end(game: Game) -> bool:
    """The doomed game's next move finishes it (and fails); found by trying it."""
    from django.db import transaction

    try:
        with transaction.atomic():
            services.deadlines_settle(batch=1, choose=first_legal,
                                      now=_clock[-1] + timedelta(minutes=30))
            failed = Game.objects.get(pk=game.pk).server_failures > 0
            transaction.set_rollback(True)
    except Exception:
        return False
    return failed


def test_healthz_counts_the_server_moves_left_overdue(user_factory, api_client, settings):
    """A server move (an AI seat's, a timeout's) whose deadline passed more than
    ``WHIST_OVERDUE_SECONDS`` ago is one that neither its task nor the sweep has made: the
    workers are missing, or behind.  A move just due, or a stalled game backed off into the
    future, is not counted."""
    settings.WHIST_OVERDUE_SECONDS = 30
    owner = user_factory()
    ids = []
    for _ in range(3):
        game = services.game_create(user=owner, max_players=2)
        services.ai_seat_add(game_id=game.pk, user=owner, level="random")
        services.game_start(game_id=game.pk, user=owner)
        ids.append(game.pk)
    assert api_client.get("/healthz").json()["server_moves_overdue"] == 0
    now = timezone.now()
    Game.objects.filter(pk=ids[0]).update(deadline=now - timedelta(seconds=90))
    Game.objects.filter(pk=ids[1]).update(deadline=now - timedelta(seconds=5))
    Game.objects.filter(pk=ids[2]).update(deadline=now + timedelta(hours=1),
                                          stalled_since=now)
    health = api_client.get("/healthz").json()
    assert health == {"status": "ok", "stalled_games": 1, "server_moves_overdue": 1}
    Game.objects.filter(pk=ids[0]).update(status=GameStatus.FINISHED)
    assert api_client.get("/healthz").json()["server_moves_overdue"] == 0
