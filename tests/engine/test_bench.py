"""The benchmark and its bare-bones yardstick."""

from __future__ import annotations

import random

import pytest

from games.engine import bench
from games.engine.bench_baseline import play_game


@pytest.mark.parametrize("players", range(2, 8))
def test_baseline_plays_games_to_a_winner_among_the_seats(players: int) -> None:
    rng = random.Random(players)
    winners = {play_game(players, rng, first_dealer=g % players) for g in range(200)}
    assert winners <= set(range(players))
    assert len(winners) > 1  # random games are not all won by one seat


def test_baseline_is_reproducible_from_its_random_generator() -> None:
    first = [play_game(4, random.Random(7)) for _ in range(3)]
    again = [play_game(4, random.Random(7)) for _ in range(3)]
    assert first == again


def test_bench_reports_the_three_paths_and_ends_with_the_public_figure(
        capsys: pytest.CaptureFixture[str]) -> None:
    bench.main(["--players", "4", "--seconds", "0.01"])
    lines = capsys.readouterr().out.splitlines()
    keys = [line.split("=")[0] for line in lines if "=" in line and ": " not in line]
    assert keys == ["baseline_games_per_second", "lean_games_per_second", "lean_vs_baseline",
                    "actions_per_second", "public_vs_baseline", "games_per_second"]
    assert lines[-1].startswith("games_per_second=")
    assert int(lines[-1].split("=")[1]) > 0


def test_bench_rounds_time_every_path_in_each_round() -> None:
    """The paths take turns round by round, so each plays at least one batch of 16 games in
    every round, and its seconds add up over the rounds."""
    totals = bench.run_rounds(4, 0.003, bench.PRESETS["pagat"], rounds=3)
    assert set(totals) == {"baseline", "lean", "public"}
    for name, (games, actions, elapsed) in totals.items():
        assert games >= 3 * 16, name
        assert elapsed > 0
        assert (actions > games) == (name != "baseline")  # the baseline counts no actions
