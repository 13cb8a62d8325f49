"""Arena for classic Whist: one partnership of the candidate level against a partnership of
another, over many full games (``python -m games.ai.arena --game whist ...``).

Both partners of a side are the same level (001: "two fixed partnerships").  Games come in
pairs on one deal seed: the candidate sits at seats 0 and 2, then at 1 and 3, so each side's
cards of every deal are played once by each partnership and the luck of the cards cancels.
Games go through the engine's public API only, every seat deciding from its own observation.
The last line is machine-readable: ``win_rate=0.NNN ci95=0.NNN-0.NNN p95_ms=NNN`` (the
candidate partnership's share of games won; a drawn tournament is not a win).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from dataclasses import dataclass, replace

from games.ai.stats import percentile, wilson
from games.ai.whist.bots import BOT_LEVELS, get_bot, seeded_rng
from games.ai.whist.expert import WhistExpertBot
from games.engine import whist
from games.engine.whist import PRESETS, WhistOptions


@dataclass(frozen=True, slots=True)
class WhistGameSpec:
    game: int
    options: WhistOptions
    bot: str
    against: str
    budget_ms: float | None
    iterations: int | None
    seed: str
    tuning: tuple[tuple[str, float], ...] = ()


@dataclass(frozen=True, slots=True)
class WhistGameResult:
    game: int
    side: int
    won: bool
    drawn: bool
    deals: int
    decision_ms: tuple[float, ...]


def play_game(spec: WhistGameSpec) -> WhistGameResult:
    """One full game; the candidate partnership is side ``game % 2``."""
    block, side = divmod(spec.game, 2)
    candidate = get_bot(spec.bot, budget_ms=spec.budget_ms, iterations=spec.iterations)
    if spec.tuning and isinstance(candidate, WhistExpertBot):
        candidate = WhistExpertBot(replace(candidate.config, **dict(spec.tuning)))
    other = get_bot(spec.against, budget_ms=spec.budget_ms, iterations=spec.iterations)
    state, _ = whist.new_game(4, spec.options, whist.Setup(seed=f"{spec.seed}:{block}",
                                                           first_dealer=block % 4))
    times: list[float] = []
    step = 0
    while not state.is_over:
        seat = state.to_act
        mine = seat % 2 == side
        bot = candidate if mine else other
        rng = seeded_rng(bot.name, f"{spec.seed}:{spec.game}:{step}")
        start = time.perf_counter()
        action = bot.choose_action(whist.observe(state, seat), rng=rng)
        if mine:
            times.append((time.perf_counter() - start) * 1000.0)
        state, _ = whist.apply(state, action, seat=seat)
        step += 1
    return WhistGameResult(spec.game, side, state.winner == side, state.winner < 0,
                           state.deal_no, tuple(times))




def parse_options(preset: str, settings: list[str]) -> WhistOptions:
    """A classic Whist preset plus ``key=value`` overrides (values as JSON)."""
    data = {}
    for item in settings:
        key, _, raw = item.partition("=")
        try:
            data[key] = json.loads(raw)
        except json.JSONDecodeError:
            data[key] = raw
    return WhistOptions.from_dict(data, base=PRESETS[preset])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m games.ai.arena --game whist",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=["whist"], default="whist")
    parser.add_argument("--games", type=int, default=400, help="rounded up to an even number")
    parser.add_argument("--bot", default="expert", choices=BOT_LEVELS)
    parser.add_argument("--against", default="heuristic", choices=BOT_LEVELS)
    parser.add_argument("--budget-ms", type=float, default=None)
    parser.add_argument("--iterations", type=int, default=None,
                        help="fixed number of sampled deals for the expert instead of a budget")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--preset", default="classic", choices=sorted(PRESETS))
    parser.add_argument("--set", dest="settings", action="append", default=[],
                        metavar="OPTION=VALUE")
    parser.add_argument("--seed", default="arena")
    parser.add_argument("--tune", action="append", default=[], metavar="FIELD=NUMBER",
                        help="override a WhistExpertConfig field of the candidate (repeatable)")
    parser.add_argument("--results", metavar="FILE", help="write each game's outcome (JSON)")
    args = parser.parse_args(argv)

    options = parse_options(args.preset, args.settings)
    games = math.ceil(args.games / 2) * 2
    tuning = tuple((k, float(v)) for k, _, v in (t.partition("=") for t in args.tune))
    specs = [WhistGameSpec(g, options, args.bot, args.against, args.budget_ms, args.iterations,
                           args.seed, tuning) for g in range(games)]
    random.Random(0).shuffle(specs)
    start = time.perf_counter()
    if args.workers > 1:
        ctx = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
        with ctx.Pool(args.workers) as pool:
            results = list(pool.imap_unordered(play_game, specs, chunksize=1))
    else:
        results = [play_game(spec) for spec in specs]
    elapsed = time.perf_counter() - start

    wins = sum(r.won for r in results)
    draws = sum(r.drawn for r in results)
    low, high = wilson(wins, len(results))
    times = [t for r in results for t in r.decision_ms]
    by_side = {s: sum(r.won for r in results if r.side == s) for s in (0, 1)}
    print(f"arena: whist, 2 x {args.bot} (partners) vs 2 x {args.against}, games={len(results)}, "
          f"preset={args.preset}{' ' + ' '.join(args.settings) if args.settings else ''}, "
          f"budget_ms={args.budget_ms}, iterations={args.iterations}, tune={args.tune}, "
          f"workers={args.workers}, elapsed={elapsed:.0f}s")
    print(f"wins={wins}/{len(results)} draws={draws} (fair share 0.500); wins as side 0 "
          f"(seats 0 and 2): {by_side[0]}, as side 1: {by_side[1]}")
    print(f"mean deals per game={statistics.fmean(r.deals for r in results):.2f}")
    print(f"decision ms over {len(times)} decisions: "
          f"p50={percentile(times, 50):.1f} p90={percentile(times, 90):.1f} "
          f"p95={percentile(times, 95):.1f} p99={percentile(times, 99):.1f} "
          f"max={max(times, default=0.0):.1f}")
    if args.results:
        with open(args.results, "w", encoding="utf-8") as f:
            json.dump({"game": "whist", "games": games, "seed": args.seed,
                       "preset": args.preset, "settings": list(args.settings),
                       "bot": args.bot, "against": args.against,
                       "results": [[r.game, r.side, int(r.won), int(r.drawn)]
                                   for r in sorted(results, key=lambda r: r.game)]}, f)
    print(f"win_rate={wins / len(results):.3f} ci95={low:.3f}-{high:.3f} "
          f"p95_ms={percentile(times, 95):.0f}")


if __name__ == "__main__":
    main()
