"""``manage.py ai_ladder``: rated games among the AI levels, so that the leaderboard
ranks the levels by strength."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from games.models import Game
from players.models import FinishedGame
from players.selectors import ai_levels

pytestmark = pytest.mark.django_db


def test_the_ladder_rates_the_levels_through_finished_games(client_factory):
    out = StringIO()
    call_command("ai_ladder", games=12, levels="random,heuristic", reorders=20, stdout=out)
    games = Game.objects.filter(created_by__username="ai-ladder")
    assert games.count() == 12 and all(g.status == "finished" and g.rated for g in games)
    assert FinishedGame.objects.filter(game_id__in=games.values("pk"), rated=True).count() == 12
    # Seats rotate: each level had the first seat in half of the games.
    firsts = [g.seats.get(index=0).ai_level for g in games]
    assert firsts.count("random") == firsts.count("heuristic") == 6
    rated = {c.ai_level: c for c in ai_levels() if c.score is not None}
    assert set(rated) == {"random", "heuristic"}
    assert all(c.rated_games == 12 for c in rated.values())
    # Seeded games: the rule of thumb beats random play here, and the board says so.
    assert rated["heuristic"].score > rated["random"].score
    assert "heuristic: score=" in out.getvalue()
    # And the games' own counts, which do not depend on the order the games were rated in.
    wins = {level: int(out.getvalue().split(f"{level}: won ")[1].split("/")[0])
            for level in ("random", "heuristic")}
    assert wins["random"] + wins["heuristic"] == 12 and wins["heuristic"] > wins["random"]
    head = out.getvalue().split("random against heuristic: ahead ")[1].split(",")
    assert int(head[0]) == wins["random"]  # two seats: ahead means won
    # Rated again in 20 orders of the same games: the count of orders is out of 20, and the
    # stronger level by head-to-head comes first.
    reordered = out.getvalue().split("rated in 20 random orders of the 12 games: "
                                     "the head-to-head order heuristic > random in ")[1]
    assert 0 <= int(reordered.split()[0]) <= 20
    # The leaderboard's AI view lists them in that order.
    board = client_factory().get("/api/v1/leaderboard?kind=ai&min_games=1").json()
    listed = [row for row in board["results"] if row.get("ai_level")]
    assert [row["ai_level"] for row in listed][:2] == ["heuristic", "random"]


def test_the_ladder_refuses_what_it_cannot_play():
    with pytest.raises(CommandError, match="Knock-Out Whist"):
        call_command("ai_ladder", games=1, preset="classic")
    with pytest.raises(CommandError, match="levels"):
        call_command("ai_ladder", games=1, levels="random,grandmaster")


def test_results_whose_order_is_clear_stay_in_order_whatever_order_they_are_rated_in():
    from games.management.commands.ai_ladder import reordered_ratings
    finishes = [{"expert": 1, "heuristic": 2, "random": 3}] * 30
    lines = reordered_ratings(finishes, ("random", "heuristic", "expert"), 5)
    assert lines[0].endswith("the head-to-head order expert > heuristic > random in 5")
    assert lines[1:] == ["  expert above heuristic in 5", "  heuristic above random in 5"]
