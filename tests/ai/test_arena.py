"""The arena runs whole games through the public API and ends with the machine-readable line."""

from __future__ import annotations

import re

import pytest

from games.ai.arena import main, parse_options, wilson


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
