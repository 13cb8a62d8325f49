"""Arena for classic Whist: one partnership of the candidate level against a partnership of
another, over many full games (``python -m games.ai.arena --game whist ...``).

Both partners of a side are the same level (001: "two fixed partnerships").  Games come in
pairs on one deal seed: the candidate sits at seats 0 and 2, then at 1 and 3, so each side's
cards of every deal are played once by each partnership and the luck of the cards cancels.
Games go through the engine's public API only, every seat deciding from its own observation.
The last line is machine-readable: ``win_rate=0.NNN ci95=0.NNN-0.NNN p95_ms=NNN`` (the
candidate partnership's share of games won; a drawn tournament is not a win).  The schedule, the
workers, the statistics and ``--results``/``--baseline`` are the arena's
(:mod:`games.ai.arena_runs`); this module plugs in the partnership table.
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import dataclass, replace

from games.ai.arena_runs import ArenaGame, GameSpec, option_overrides, play_out
from games.ai.whist.bots import BOT_LEVELS, get_bot, seeded_rng
from games.ai.whist.expert import WhistExpertBot
from games.engine import whist
from games.engine.whist import PRESETS, WhistOptions


@dataclass(frozen=True, slots=True)
class WhistGameResult:
    game: int
    side: int
    won: bool
    drawn: bool
    deals: int
    decision_ms: tuple[float, ...]

    def row(self) -> list[int]:
        return [self.game, self.side, int(self.won), int(self.drawn)]


def play_game(spec: GameSpec) -> WhistGameResult:
    """One full game; the candidate partnership is side ``game % 2``."""
    side = spec.seating
    candidate = get_bot(spec.bot, budget_ms=spec.budget_ms, iterations=spec.iterations)
    if spec.tuning and isinstance(candidate, WhistExpertBot):
        candidate = WhistExpertBot(replace(candidate.config, **dict(spec.tuning)))
    other = get_bot(spec.against, budget_ms=spec.budget_ms, iterations=spec.iterations)
    bots = [candidate if seat % 2 == side else other for seat in range(4)]
    state, _ = whist.new_game(4, spec.options, whist.Setup(seed=spec.deal_seed,
                                                           first_dealer=spec.first_dealer))
    state, times = play_out(state, bots, {side, side + 2}, spec, observe=whist.observe,
                            apply=whist.apply, rng_of=seeded_rng)
    return WhistGameResult(spec.game, side, state.winner == side, state.winner < 0,
                           state.deal_no, times)


def parse_options(preset: str, settings: list[str]) -> WhistOptions:
    """A classic Whist preset plus ``key=value`` overrides (values as JSON)."""
    return WhistOptions.from_dict(option_overrides(settings), base=PRESETS[preset])


def _arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bot", default="expert", choices=BOT_LEVELS)
    parser.add_argument("--against", default="heuristic", choices=BOT_LEVELS)
    parser.add_argument("--preset", default="classic", choices=sorted(PRESETS))


def _report(args: argparse.Namespace, results: list[WhistGameResult]) -> list[str]:
    wins = sum(r.won for r in results)
    draws = sum(r.drawn for r in results)
    by_side = {s: sum(r.won for r in results if r.side == s) for s in (0, 1)}
    return [f"wins={wins}/{len(results)} draws={draws} (fair share 0.500); wins as side 0 "
            f"(seats 0 and 2): {by_side[0]}, as side 1: {by_side[1]}",
            f"mean deals per game={statistics.fmean(r.deals for r in results):.2f}"]


WHIST_ARENA = ArenaGame(
    description=__doc__ or "", add_arguments=_arguments, table=lambda args: (4, 2),
    options=lambda args: parse_options(args.preset, args.settings), play=play_game,
    title=lambda args: f"whist, 2 x {args.bot} (partners) vs 2 x {args.against}",
    report=_report, run_keys=lambda args: {"game": "whist"})
"""Classic Whist's part of the arena: the candidate partnership on either side of every deal."""
