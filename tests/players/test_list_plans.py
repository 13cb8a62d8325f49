"""The leaderboards and a league's members are read in index order, whatever the number of
players: no sort of a whole board or league, and no filter stepping over rows the page does
not show.  The test tables are small, so the plans a small table may get anyway (a sequential
scan, a bitmap scan and a sort) are switched off to see which plans the indexes allow (a sort
or a filter left in the plan then means no index serves it)."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from games.perf.endpoints import plan_nodes
from players.models import Competitor, League, LeagueMembership, Rating
from players.services import league_create

pytestmark = pytest.mark.django_db


_PLANS_OFF = ("enable_seqscan", "enable_bitmapscan", "enable_sort")
"""Plans a small table may be given whatever the indexes (its statistics depend on what other
tests left behind): switched off, they are chosen only where nothing else can answer, so a
scan of the whole table, or a sort, left in a plan means no index serves the query."""


def _plans(client: Any, url: str) -> list[tuple[str, list[dict[str, Any]]]]:
    """Each SELECT the request sends, with its plan's nodes."""
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, response.content
    found = []
    with connection.cursor() as cursor:
        for switch in _PLANS_OFF:
            cursor.execute(f"SET {switch} = off")
        try:
            for query in queries.captured_queries:
                sql = query["sql"]
                if not sql.lstrip().upper().startswith("SELECT"):
                    continue
                cursor.execute(f"EXPLAIN (FORMAT JSON) {sql}")
                plan = cursor.fetchone()[0]
                found.append((sql, list(plan_nodes(plan if isinstance(plan, list)
                                               else json.loads(plan)))))
        finally:
            for switch in _PLANS_OFF:
                cursor.execute(f"RESET {switch}")
    return found


def _rated(league: League | None, *, people: int, levels: int) -> None:
    User = get_user_model()
    now = timezone.now()
    competitors = [Competitor.objects.create(user=User.objects.create_user(
        username=f"rated-{league and league.pk}-{i}")) for i in range(people)]
    competitors += [Competitor.objects.get_or_create(ai_level=f"level-{i}")[0]
                    for i in range(levels)]
    Rating.objects.bulk_create([
        Rating(competitor=c, league=league, mu=25.0 + i % 5, sigma=2.0, score=19.0 + i % 5,
               games=10, last_played=now - timedelta(minutes=i), ai=c.ai_level is not None)
        for i, c in enumerate(competitors)])


def _predicate(index: str) -> str:
    """An index's WHERE, as words (``ai AND (league_id IS NULL) AND listed``)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_get_expr(indpred, indrelid) FROM pg_index "
                       "WHERE indexrelid = %s::regclass", [index])
        found = cursor.fetchone()[0] or ""
    return found.replace("(", " ").replace(")", " ")


def _rating_scans(nodes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [n for n in nodes if n.get("Relation Name") == "players_rating"]


@pytest.mark.parametrize("kind", ["all", "human", "ai"])
@pytest.mark.parametrize("scope", ["global", "league"])
def test_every_leaderboard_reads_its_page_and_count_in_index_order(client_factory, kind: str,
                                                                  scope: str) -> None:
    client = client_factory()
    league = league_create(owner=client.user, name="Boards", is_private=False)
    _rated(None, people=30, levels=3)
    _rated(league, people=30, levels=3)
    url = "/api/v1/leaderboard" if scope == "global" else f"/api/v1/leagues/{league.pk}/leaderboard"
    plans = [(sql, nodes) for sql, nodes in _plans(client, f"{url}?kind={kind}")
             if _rating_scans(nodes)]
    assert len(plans) == 2, [sql for sql, _ in plans]  # the count and the page
    for sql, nodes in plans:
        assert not [n for n in nodes if n["Node Type"] in ("Sort", "Incremental Sort")], sql
        for scan in _rating_scans(nodes):
            assert scan["Node Type"] in ("Index Scan", "Index Only Scan"), (sql, scan)
            # People's boards step over the few AI levels; the AI boards over no one: their
            # index holds AI levels only (one of everybody would read every person's rating
            # to find the levels, a qualifier on its last column or not).
            if kind != "human":
                assert "Filter" not in scan, (sql, scan)
            if kind == "ai":
                assert "ai" in _predicate(scan["Index Name"]).split(), (sql, scan)


def test_league_members_are_counted_and_paged_from_the_league_index(client_factory) -> None:
    client = client_factory()
    league = league_create(owner=client.user, name="Members", is_private=False)
    User = get_user_model()
    LeagueMembership.objects.bulk_create([
        LeagueMembership(league=league, user=User.objects.create_user(username=f"member-{i}"))
        for i in range(30)])
    plans = _plans(client, f"/api/v1/leagues/{league.pk}/members?page_size=5")
    [(sql, nodes)] = [(sql, nodes) for sql, nodes in plans
                      if "players_leaguemembership" in sql and "COUNT(" not in sql]
    assert not [n for n in nodes if n["Node Type"] in ("Sort", "Incremental Sort")], sql
    # The count needs the league's index only; joined to the accounts it would read one of
    # them per member.
    count = [sql for sql, _ in plans if "COUNT(" in sql and "players_leaguemembership" in sql]
    assert len(count) == 1 and "auth_user" not in count[0], count


def test_league_members_are_named_as_before(client_factory, user_factory) -> None:
    """The name comes from the profile, even an empty one, else the username."""
    owner = client_factory(user_factory(display_name="The Owner"))
    league = league_create(owner=owner.user, name="Names", is_private=False)
    User = get_user_model()
    bare = User.objects.create_user(username="no-profile")
    blank = user_factory(username="blank-name")
    blank.profile.display_name = ""
    blank.profile.save()
    LeagueMembership.objects.bulk_create([LeagueMembership(league=league, user=bare),
                                          LeagueMembership(league=league, user=blank)])
    rows = owner.get(f"/api/v1/leagues/{league.pk}/members").json()["results"]
    assert [(r["user_id"], r["display_name"], r["is_owner"]) for r in rows] == [
        (owner.user.pk, "The Owner", True), (bare.pk, "no-profile", False),
        (blank.pk, "", False)]


def test_a_leaderboard_page_reads_only_what_its_rows_show(client_factory) -> None:
    """Four model instances a row: the accounts' password hashes, e-mail addresses and dates
    are not read to be thrown away."""
    client = client_factory()
    _rated(None, people=3, levels=1)
    with CaptureQueriesContext(connection) as queries:
        rows = client.get("/api/v1/leaderboard").json()["results"]
    assert len(rows) == 4 and {r["display_name"] for r in rows} >= {"AI (level-0)", "rated-None-0"}
    [page] = [q["sql"] for q in queries.captured_queries
              if "players_rating" in q["sql"] and "COUNT(" not in q["sql"]]
    columns = page.split(" FROM ")[0]
    for column in ('"auth_user"."password"', '"auth_user"."email"', '"players_profile"."created"',
                   '"players_rating"."listed"'):
        assert column not in columns, column
