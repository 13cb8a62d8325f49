"""The measurements of :mod:`games.ai.ceiling`: the cheating arenas and card placement."""

from __future__ import annotations

import pytest

from games.ai import arena, ceiling
from games.ai import expert as expert_module
from games.ai import sampling as sampling_module
from games.ai.ceiling import cheat_arena, placement, style_arena


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


def test_the_expert_told_the_style_plays_out_every_other_seat_in_that_style_only(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    asked: set[tuple[str, ...]] = set()
    real_seat_styles = ceiling.seat_styles

    def recording(hist, hands, mismatch, styles):  # type: ignore[no-untyped-def]
        asked.add(tuple(styles))
        return real_seat_styles(hist, hands, mismatch, styles)

    monkeypatch.setattr(ceiling, "seat_styles", recording)
    real = (expert_module.seat_styles, expert_module.opponent_model,
            sampling_module.style_exclusions)
    style_arena(["--games", "4", "--iterations", "8", "--workers", "1", "--against",
                 "greedy"])
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("win_rate=")
    assert asked == {("greedy",)}
    assert (expert_module.seat_styles, expert_module.opponent_model,
            sampling_module.style_exclusions) == real


def test_a_style_told_must_be_a_card_style() -> None:
    with pytest.raises(SystemExit, match="--knows style needs --against one of"):
        style_arena(["--games", "4", "--against", "scout"])


def test_only_the_candidate_cheats_a_searching_opponent_still_samples_its_deals(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # The panel's scout is an ExpertBot too (mismatch 1.0, the expert 0.1): were it handed
    # the true hands as well, the ceiling against scouts would measure a table of cheats.
    honest: list[float] = []
    real_sample = expert_module.sample_weighted

    def recording(sample, hist, rng, mismatch, tries, weigh=None):  # type: ignore[no-untyped-def]
        honest.append(mismatch)
        return real_sample(sample, hist, rng, mismatch, tries, weigh)

    monkeypatch.setattr(expert_module, "sample_weighted", recording)
    cheat_arena(["--players", "2", "--games", "2", "--iterations", "8", "--workers", "1",
                 "--against", "scout"])
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("win_rate=")
    assert honest and set(honest) == {1.0}


def test_the_cheat_refuses_a_table_where_the_candidate_cannot_be_told_apart() -> None:
    with pytest.raises(SystemExit, match="the cheat needs --against other than --bot"):
        cheat_arena(["--games", "4", "--bot", "expert", "--against", "expert"])
