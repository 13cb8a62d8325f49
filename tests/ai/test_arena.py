"""The arena runs whole games through the public API and ends with the machine-readable line."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest

from games.ai.arena import main, parse_options
from games.ai.arena_runs import IncomparableRuns, paired_difference
from games.ai.stats import wilson


def test_wilson_interval() -> None:
    low, high = wilson(160, 400)
    assert 0.352 < low < 0.354 and 0.448 < high < 0.449
    assert wilson(0, 10)[0] == 0.0


def test_options_from_preset_and_overrides() -> None:
    options = parse_options("encyclopedia", ["two_of_diamonds=true", "start_hand_size=6"])
    assert options.trump_breaking and options.two_of_diamonds and options.start_hand_size == 6


def test_arena_last_line(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--players", "3", "--games", "6", "--bot", "expert", "--against", "heuristic",
          "--iterations", "2", "--workers", "2", "--set", "trump_extras=true"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert re.fullmatch(r"win_rate=\d\.\d{3} ci95=\d\.\d{3}-\d\.\d{3} p95_ms=\d+", last), last


def _record(wins: list[int], seed: str = "arena") -> dict[str, object]:
    return {"players": 4, "games": len(wins), "seed": seed, "preset": "pagat", "settings": [],
            "results": [[g, g % 4, won, 1 if won else 3] for g, won in enumerate(wins)]}


def test_paired_difference_counts_games_won_by_one_run_only() -> None:
    """Games 1 and 3 are won only by this run, game 2 only by the baseline: +1 in 5."""
    paired = paired_difference(_record([1, 1, 0, 1, 0]), _record([1, 0, 1, 0, 0]))
    assert (paired.only_this, paired.only_baseline) == (2, 1)
    assert paired.diff == pytest.approx(0.2)
    # differences 0, 1, -1, 1, 0: sample variance (3 - 5 * 0.04) / 4 = 0.7
    assert paired.se == pytest.approx(math.sqrt(0.7 / 5))
    same = paired_difference(_record([1, 0, 0, 1]), _record([1, 0, 0, 1]))
    assert same.diff == 0.0 and same.se == 0.0


def test_paired_difference_refuses_other_deals() -> None:
    with pytest.raises(IncomparableRuns, match="seed"):
        paired_difference(_record([1, 0, 0, 0]), _record([1, 0, 0, 0], seed="other"))


def test_arena_results_and_baseline(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A run kept with --results is the baseline of a later run on the same seeds: the same
    bots play the same games, so the paired difference is exactly nothing; the line comes
    before the machine-readable last line."""
    first = tmp_path / "first.json"
    run = ["--players", "3", "--games", "6", "--bot", "heuristic", "--against", "random",
           "--workers", "1"]
    main([*run, "--results", str(first)])
    capsys.readouterr()
    record = json.loads(first.read_text())
    assert record["players"] == 3 and len(record["results"]) == 6
    main([*run, "--baseline", str(first)])
    lines = capsys.readouterr().out.strip().splitlines()
    assert "difference +0.000 (se 0.000; won only here 0, only there 0)" in lines[-2]
    assert lines[-1].startswith("win_rate=")


def test_arena_refuses_a_baseline_of_other_deals_before_playing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    baseline = tmp_path / "base.json"
    baseline.write_text(json.dumps(_record([1, 0, 0, 0], seed="elsewhere")))
    with pytest.raises(SystemExit) as exc:
        main(["--players", "4", "--games", "4", "--bot", "random", "--against", "random",
              "--baseline", str(baseline)])
    assert exc.value.code == 2
    err = capsys.readouterr()
    assert "baseline's seed is 'elsewhere'" in err.err and "win_rate=" not in err.out


@pytest.mark.parametrize("text", ["[1, 2]", '{"players": 4}', "not json"])
def test_arena_refuses_a_baseline_that_is_no_results_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> None:
    baseline = tmp_path / "base.json"
    baseline.write_text(text)
    with pytest.raises(SystemExit) as exc:
        main(["--games", "4", "--bot", "random", "--against", "random",
              "--baseline", str(baseline)])
    assert exc.value.code == 2
    assert f"--baseline {baseline}" in capsys.readouterr().err


def test_a_classic_whist_run_is_a_baseline_too_and_not_one_for_knock_out_whist(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Both games' runs are kept and compared by the one arena: a classic Whist run on the
    same seeds pairs game by game with its own record, and a Knock-Out Whist run refuses it."""
    first = tmp_path / "whist.json"
    run = ["--game", "whist", "--games", "2", "--bot", "heuristic", "--against", "random",
           "--workers", "1", "--set", "deals=1"]
    main([*run, "--results", str(first)])
    capsys.readouterr()
    record = json.loads(first.read_text())
    assert record["game"] == "whist" and [r[0] for r in record["results"]] == [0, 1]
    main([*run, "--baseline", str(first)])
    assert "difference +0.000 (se 0.000" in capsys.readouterr().out.strip().splitlines()[-2]
    with pytest.raises(SystemExit):
        main(["--players", "4", "--games", "2", "--bot", "random", "--against", "random",
              "--baseline", str(first)])
    assert "baseline's game is 'whist'" in capsys.readouterr().err
