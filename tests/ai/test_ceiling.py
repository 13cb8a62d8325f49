"""The two measurements of :mod:`games.ai.ceiling`: the cheating arena and card placement."""

from __future__ import annotations

import pytest

from games.ai import arena
from games.ai import expert as expert_module
from games.ai.ceiling import cheat_arena, placement


def test_the_cheating_expert_beats_three_random_seats_and_leaves_the_search_as_it_was(
        capsys: pytest.CaptureFixture[str]) -> None:
    real = expert_module.sample_weighted, arena.observe
    cheat_arena(["--games", "8", "--iterations", "8", "--workers", "1", "--against", "random"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("win_rate=")
    assert float(last.split()[0].split("=")[1]) > 0.25
    assert (expert_module.sample_weighted, arena.observe) == real


def test_style_inference_places_more_of_a_greedy_players_cards_than_the_voids_alone() -> None:
    shares = placement("greedy", 2)
    assert all(0.0 < share < 1.0 for share in shares.values())
    assert shares["style inference"] > shares["voids only"]
    assert shares["style inference + mixture"] > shares["voids only"]


def test_the_expert_told_the_stock_still_plays_legal_games_and_leaves_the_search_as_it_was(
        capsys: pytest.CaptureFixture[str]) -> None:
    real = expert_module.build_sampler, expert_module.sample_weighted, arena.observe
    cheat_arena(["--games", "4", "--iterations", "8", "--workers", "1", "--against",
                 "heuristic"], knows="stock")
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("win_rate=")
    assert (expert_module.build_sampler, expert_module.sample_weighted, arena.observe) == real
