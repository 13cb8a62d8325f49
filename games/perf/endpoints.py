"""Timing every list endpoint and a move, and finding the plans that read a whole table.

The probe is one player with a fixed set of games, leagues and ratings of their own
(:func:`probe_build`): measured on an empty database and again after others' history was added
(:mod:`games.perf.history`), their reads should cost the same.
"""

from __future__ import annotations

import json
import statistics
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from rest_framework.settings import api_settings
from rest_framework.test import APIClient

from games import engine, services
from games.models import Game
from games.perf.database_copy import using_database
from players.models import Competitor, LeagueMembership, Profile, Rating, Season
from players.services import league_create, tokens

GROWING_TABLES = (
    "games_game", "games_seat", "games_hand", "games_trick", "games_play", "games_gameevent",
    "games_gameaction", "games_idempotencyrecord", "players_finishedgame",
    "players_ratingchange",
)
"""Tables that grow with every game played; a sequential scan of one grows with history.  (A
table that grows with players is reported too once it is large: ``LARGE_ROWS``.)"""
LARGE_ROWS = 50_000


@dataclass
class Probe:
    client: APIClient
    user_id: int
    opponent: Any
    game_id: int
    league_id: int
    season_id: int


def _person(name: str) -> tuple[Any, APIClient]:
    """An account as registration makes one, with a profile: the history's players have
    profiles, and a baseline of accounts without one would time lists whose rows are cheaper
    to build."""
    user = get_user_model().objects.create_user(username=f"{name}-{uuid.uuid4().hex[:8]}")
    Profile.objects.create(user=user, display_name=user.get_username())
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {tokens.token_create(user=user)[1]}")
    return user, client


def _play_to_end(game: Game, people: list[Any]) -> None:
    while True:
        game.refresh_from_db()
        if game.status != "active":
            return
        state = engine.state_from_dict(game.state)
        seat = state.current_seat
        services.action_apply(game_id=game.pk, user=people[seat],
                              action=engine.observe(state, seat).legal_actions[0].to_dict(),
                              expected_version=game.version)


PAGE_FILL = 40
"""Rated people made for the probe: two pages of the leaderboard."""


def probe_build() -> Probe:
    """The measured player: 10 finished games, 3 running ones, a lobby of their own, a public
    lobby of someone else's, a league with 30 members, a season, and a game to move in; and
    enough rated people that the leaderboard's first page is full with or without a history
    (a page of 20 rows against one of 4 would measure the page, not the history)."""
    user, client = _person("probe")
    rated = Competitor.objects.bulk_create(
        [Competitor(user=_person(f"probe-rated-{i}")[0]) for i in range(PAGE_FILL)])
    Rating.objects.bulk_create([Rating(competitor=c, mu=25.0 + i % 7, sigma=5.0,
                                       score=10.0 + i % 7, games=10, last_played=timezone.now())
                                for i, c in enumerate(rated)])
    others = [_person(f"probe-friend-{i}")[0] for i in range(3)]
    for i in range(13):
        game = services.game_create(user=user, max_players=2, seed=f"probe-{i}", rated=True)
        services.game_join(game_id=game.pk, user=others[i % 3])
        services.game_start(game_id=game.pk, user=user)
        if i < 10:
            _play_to_end(game, [user, others[i % 3]])
    services.game_create(user=user, max_players=4)
    services.game_create(user=others[0], max_players=4)
    league = league_create(owner=user, name="Probe league", is_private=False)
    members = [_person(f"probe-member-{i}")[0] for i in range(29)]
    LeagueMembership.objects.bulk_create([LeagueMembership(league=league, user=m)
                                          for m in members])
    season = Season.objects.create(league=league, name="Now", starts_on=date.today(),
                                   ends_on=date.today() + timedelta(days=30))
    move_game = services.game_create(user=user, max_players=2, seed="probe-move")
    services.game_join(game_id=move_game.pk, user=others[0])
    services.game_start(game_id=move_game.pk, user=user)
    return Probe(client, user.pk, others[0], move_game.pk, league.pk, season.pk)


def endpoints(probe: Probe) -> dict[str, str]:
    """Every list a client reads, and the views of one game, by name."""
    g, lg, s, u = probe.game_id, probe.league_id, probe.season_id, probe.user_id
    return {
        "games": "/api/v1/games",
        "games_active": "/api/v1/games?status=active",
        "games_finished": "/api/v1/games?status=finished",
        "games_lobby": "/api/v1/games?status=lobby",
        "games_my_turn": "/api/v1/games?my_turn=true",
        "games_not_my_turn": "/api/v1/games?my_turn=false",
        "games_open": "/api/v1/games/open",
        "game_view": f"/api/v1/games/{g}",
        "game_events": f"/api/v1/games/{g}/events?after=0",
        "game_record": f"/api/v1/games/{g}/record",
        "leaderboard": "/api/v1/leaderboard",
        "leaderboard_human": "/api/v1/leaderboard?kind=human",
        "leaderboard_ai": "/api/v1/leaderboard?kind=ai",
        "leagues": "/api/v1/leagues",
        "league_members": f"/api/v1/leagues/{lg}/members",
        "league_table": f"/api/v1/leagues/{lg}/table",
        "season_table": f"/api/v1/leagues/{lg}/seasons/{s}/table",
        "league_leaderboard": f"/api/v1/leagues/{lg}/leaderboard",
        "player": f"/api/v1/players/{u}",
        "player_games": f"/api/v1/players/{u}/games",
        "rating_history": f"/api/v1/players/{u}/ratings",
        "ai_levels": "/api/v1/ai-levels",
    }


def _move(probe: Probe) -> float:
    """One POST of the probe's move, timed; the opponent answers (untimed) until it is the
    probe's turn again, and a finished game is replaced by a new one."""
    game = Game.objects.get(pk=probe.game_id)
    if game.status != "active":
        new = services.game_create(user=Game.objects.get(pk=probe.game_id).created_by,
                                   max_players=2, seed=f"probe-move-{uuid.uuid4().hex[:6]}")
        services.game_join(game_id=new.pk, user=probe.opponent)
        services.game_start(game_id=new.pk, user=new.created_by)
        probe.game_id = new.pk
        game = new
    people = list(game.seats.order_by("index").values_list("user_id", flat=True))
    while True:
        game.refresh_from_db()
        state = engine.state_from_dict(game.state)
        seat = state.current_seat
        if game.status != "active" or people[seat] == probe.user_id:
            break
        services.action_apply(game_id=game.pk, user=probe.opponent,
                              action=engine.observe(state, seat).legal_actions[0].to_dict(),
                              expected_version=game.version)
    if game.status != "active":
        return _move(probe)
    action = engine.observe(state, seat).legal_actions[0].to_dict()
    started = time.perf_counter()
    response = probe.client.post(f"/api/v1/games/{game.pk}/actions",
                                 {"action": action, "expected_version": game.version},
                                 format="json", headers={"Idempotency-Key": uuid.uuid4().hex})
    elapsed = time.perf_counter() - started
    assert response.status_code == 200, response.content
    return elapsed


Samples = dict[str, list[float]]
"""Seconds taken by each endpoint (and ``move``), a sample a round."""


def _warm(probe: Probe) -> None:
    """One untimed round: just after the history is built, or after the connection moved to
    the other database, the probe's rows are out of the caches, and the first reads would
    time the disk rather than the history (a running server reads its lists' pages warm)."""
    for url in endpoints(probe).values():
        assert probe.client.get(url).status_code == 200, url
    _move(probe)


def _round(probe: Probe, samples: Samples) -> None:
    """Every endpoint once, in turn, and a move."""
    for name, url in endpoints(probe).items():
        started = time.perf_counter()
        response = probe.client.get(url)
        samples.setdefault(name, []).append(time.perf_counter() - started)
        assert response.status_code == 200, (name, response.content[:300])
    samples.setdefault("move", []).append(_move(probe))


def _percentiles(samples: Samples) -> dict[str, tuple[float, float]]:
    return {name: (statistics.median(v) * 1000,
                   sorted(v)[min(len(v) - 1, int(0.95 * len(v)))] * 1000)
            for name, v in samples.items()}


@contextmanager
def writes_unlimited() -> Iterator[None]:
    """The probe's moves let past the per-player write limit for the block: two hundred
    rounds make more moves a minute than a person may (``game_write``), and a refused one
    would stop the bench.  The throttle still runs its check, so its cost is still timed."""
    rates = api_settings.DEFAULT_THROTTLE_RATES
    kept = rates["game_write"]
    rates["game_write"] = "1000000/min"
    try:
        yield
    finally:
        rates["game_write"] = kept


def timings_interleaved(sides: dict[str, tuple[str, Probe]], *, rounds: int,
                        spell: int = 10) -> dict[str, dict[str, tuple[float, float]]]:
    """p50 and p95 in ms of every endpoint and of a move on each side -- a database
    (:mod:`games.perf.database_copy`) and its probe -- the endpoints taken in turn, the sides
    in alternating spells of ``spell`` rounds, so that every side is timed through the same
    minutes of a shared machine."""
    samples: dict[str, Samples] = {label: {} for label in sides}
    done = 0
    while done < rounds:
        count = min(spell, rounds - done)
        for label, (database, probe) in sides.items():
            with using_database(database), writes_unlimited():
                _warm(probe)
                for _ in range(count):
                    _round(probe, samples[label])
        done += count
    return {label: _percentiles(s) for label, s in samples.items()}


def scans(probe: Probe) -> dict[str, list[str]]:
    """For each endpoint, the growing tables its queries read with a sequential scan."""
    found: dict[str, list[str]] = {}
    for name, url in endpoints(probe).items():
        with CaptureQueriesContext(connection) as queries:
            probe.client.get(url)
        tables: set[str] = set()
        for query in queries.captured_queries:
            sql = query["sql"]
            if not sql.lstrip().upper().startswith("SELECT"):
                continue
            with connection.cursor() as cursor:
                cursor.execute(f"EXPLAIN (FORMAT JSON) {sql}")
                plan = cursor.fetchone()[0]
            tables |= _seq_scanned(plan if isinstance(plan, list) else json.loads(plan))
        found[name] = sorted(t for t in tables if t in GROWING_TABLES or _rows(t) > LARGE_ROWS)
    return found


def _rows(table: str) -> float:
    with connection.cursor() as cursor:
        cursor.execute("SELECT reltuples FROM pg_class WHERE relname = %s", [table])
        found = cursor.fetchone()
    return float(found[0]) if found else 0.0


def plan_nodes(plan: Any) -> Iterator[dict[str, Any]]:
    """Every node of an ``EXPLAIN (FORMAT JSON)`` plan, at any depth."""
    stack = [plan]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, dict):
            if "Node Type" in node:
                yield node
            stack.extend(v for v in node.values() if isinstance(v, (list, dict)))


def _seq_scanned(plan: Any) -> set[str]:
    return {node["Relation Name"] for node in plan_nodes(plan)
            if node["Node Type"] == "Seq Scan" and "Relation Name" in node}
