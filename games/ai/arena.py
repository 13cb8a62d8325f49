"""Arena: measure one bot level against others over many full games.

    python -m games.ai.arena --players 4 --games 400 --bot expert --against heuristic \\
        --budget-ms 200

Games go through the engine's public API only (``new_game``, ``observe``, ``apply``), and every
seat decides from its own observation.  The candidate sits in one seat and the ``--against``
level in all the others.  Games come in blocks of ``players``: a block reuses one deal seed and
moves the candidate round every seat, so each seat's cards are played once by the candidate
(luck of the deal and of the seat cancel out).  Games run in parallel worker processes.

The last line is machine-readable: ``win_rate=0.NNN ci95=0.NNN-0.NNN p95_ms=NNN``.

``--against`` takes a level, one style of the opponent panel (:mod:`games.ai.panel`: three seats
of that style), or ``panel``: a mix of styles at every table, rotated with the deal seeds, and a
report per style (the candidate's win rate at tables with that style, and that style's seats'
own share of wins). The held-out style is marked in the report.

``--game whist`` runs classic Whist's partnership arena instead (:mod:`games.ai.whist.arena`:
the candidate level in both seats of one side, seats rotated over the same deals); the default,
``--game knockout``, is this module's Knock-Out Whist arena, unchanged.

Comparing two versions of a bot: ``--results FILE`` keeps each game's outcome, and a later run
on the same seeds with ``--baseline FILE`` prints the paired difference game by game.  Two runs
share every deal, so the luck of the cards cancels out: over 1200 games of the expert the
standard error of a paired difference is about 0.009, against about 0.019 for two unpaired
win rates -- a change worth two points can be told from noise, which a single 400-game win
rate (95% CI +-4.6 points) cannot.
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

from games.ai.base import BOT_LEVELS, get_bot, seeded_rng
from games.ai.expert import ExpertBot
from games.ai.panel import HELD_OUT, PANEL, panel_bot
from games.ai.stats import percentile, wilson
from games.ai.whist import arena as whist_arena
from games.engine import Options, Phase, Setup, apply, new_game, observe
from games.engine.options import PRESETS


@dataclass(frozen=True, slots=True)
class GameSpec:
    game: int
    players: int
    options: Options
    bot: str
    against: str
    budget_ms: float | None
    iterations: int | None
    seed: str
    tuning: tuple[tuple[str, float], ...] = ()


@dataclass(frozen=True, slots=True)
class GameResult:
    game: int
    seat: int
    won: bool
    position: int
    decision_ms: tuple[float, ...]
    styles: tuple[str, ...] = ()
    """Who sat where: the candidate's level in its seat, the others' level or style."""
    winner: int | None = None


OPPONENTS: tuple[str, ...] = (*BOT_LEVELS, *(s for s in PANEL if s not in BOT_LEVELS), "panel")
"""What ``--against`` accepts."""


def opponent(name: str, budget_ms: float | None, iterations: int | None):  # -> Bot
    if name in BOT_LEVELS:
        return get_bot(name, budget_ms=budget_ms, iterations=iterations)
    return panel_bot(name)


def table_styles(against: str, players: int, block: int, seat: int, bot: str) -> tuple[str, ...]:
    """Each seat's level or style. With ``panel`` the other seats take consecutive panel
    styles starting at the block's number, so every style meets every deal position."""
    others = ([PANEL[(block + k) % len(PANEL)] for k in range(players - 1)]
              if against == "panel" else [against] * (players - 1))
    return tuple(bot if s == seat else others[s if s < seat else s - 1] for s in range(players))


def play_game(spec: GameSpec) -> GameResult:
    """One full game; the candidate sits in seat ``game % players``."""
    n = spec.players
    block, seat = divmod(spec.game, n)
    candidate = opponent(spec.bot, spec.budget_ms, spec.iterations)
    if spec.tuning and isinstance(candidate, ExpertBot):
        candidate = ExpertBot(replace(candidate.config, **dict(spec.tuning)), candidate.name)
    styles = table_styles(spec.against, n, block, seat, spec.bot)
    cast = {name: opponent(name, spec.budget_ms, spec.iterations) for name in set(styles)}
    bots = [candidate if s == seat else cast[styles[s]] for s in range(n)]
    state, _ = new_game(n, spec.options, Setup(seed=f"{spec.seed}:{block}",
                                               first_dealer=block % n))
    times: list[float] = []
    step = 0
    while state.phase is not Phase.GAME_OVER:
        to_act = state.to_act
        obs = observe(state, to_act)
        bot = bots[to_act]
        rng = seeded_rng(bot.name, f"{spec.seed}:{spec.game}:{step}")
        start = time.perf_counter()
        action = bot.choose_action(obs, rng=rng)
        if to_act == seat:
            times.append((time.perf_counter() - start) * 1000.0)
        state, _ = apply(state, action, seat=to_act)
        step += 1
    return GameResult(spec.game, seat, state.winner == seat, state.positions[seat], tuple(times),
                      styles, state.winner)


def style_report(results: list[GameResult], candidate_seat_name: str) -> list[str]:
    """Per panel style: the candidate's win rate at tables where the style sat, and the
    style's seats' own share of the wins (a seat's fair share is 1 / players)."""
    lines = []
    for style in PANEL:
        games = [r for r in results if style in r.styles[:r.seat] + r.styles[r.seat + 1:]]
        if not games:
            continue
        wins = sum(r.won for r in games)
        seats = sum(sum(1 for i, s in enumerate(r.styles) if s == style and i != r.seat)
                    for r in games)
        style_wins = sum(1 for r in games if r.winner is not None and r.winner != r.seat
                         and r.styles[r.winner] == style)
        mark = " (held out)" if style == HELD_OUT else ""
        lines.append(f"style {style}{mark}: {candidate_seat_name} won {wins}/{len(games)} "
                     f"= {wins / len(games):.3f} at its tables; its {seats} seats won "
                     f"{style_wins} = {style_wins / seats:.3f} per seat")
    return lines




@dataclass(frozen=True, slots=True)
class PairedDifference:
    """This run's win rate minus the baseline's, over the same games."""

    games: int
    win_rate: float
    baseline: float
    only_this: int
    only_baseline: int

    @property
    def diff(self) -> float:
        return self.win_rate - self.baseline

    @property
    def se(self) -> float:
        """Standard error of the mean of the per-game differences (each -1, 0 or 1)."""
        n = self.games
        if n < 2:
            return 0.0
        mean = self.diff
        square = (self.only_this + self.only_baseline) / n
        return math.sqrt(max(0.0, square - mean * mean) / (n - 1))


class IncomparableRuns(ValueError):
    """The baseline was not played on the same seeds, table and games as this run."""


RUN_KEYS = ("players", "games", "seed", "preset", "settings")


def results_record(args: argparse.Namespace, games: int,
                   results: list[GameResult]) -> dict[str, object]:
    """What ``--results`` writes: the run's settings and each game's outcome."""
    return {"players": args.players, "games": games, "seed": args.seed, "preset": args.preset,
            "settings": list(args.settings), "bot": args.bot, "against": args.against,
            "budget_ms": args.budget_ms, "iterations": args.iterations, "tune": list(args.tune),
            "results": [[r.game, r.seat, int(r.won), r.position]
                        for r in sorted(results, key=lambda r: r.game)]}


def check_comparable(run: dict[str, object], baseline: dict[str, object]) -> None:
    """Raise :class:`IncomparableRuns` unless both runs play the same deals at the same table."""
    for key in RUN_KEYS:
        if run.get(key) != baseline.get(key):
            raise IncomparableRuns(f"the baseline's {key} is {baseline.get(key)!r}, "
                                   f"this run's {run.get(key)!r}")


def baseline_read(path: str, run: dict[str, object]) -> dict[str, object]:
    """A ``--results`` file that ``run`` can be compared with (OSError, ValueError if not)."""
    with open(path, encoding="utf-8") as f:
        baseline = json.load(f)
    if not isinstance(baseline, dict) or not isinstance(baseline.get("results"), list):
        raise IncomparableRuns("not a --results file")
    check_comparable(run, baseline)
    return baseline


def paired_difference(run: dict[str, object], baseline: dict[str, object]) -> PairedDifference:
    """Game-by-game comparison of two records of :func:`results_record`."""
    check_comparable(run, baseline)
    won = {game: won for game, _seat, won, _pos in run["results"]}  # type: ignore[union-attr]
    base = {game: won for game, _seat, won, _pos in baseline["results"]}  # type: ignore[union-attr]
    if won.keys() != base.keys():
        raise IncomparableRuns("the two runs hold different games")
    n = len(won)
    return PairedDifference(
        games=n, win_rate=sum(won.values()) / n, baseline=sum(base.values()) / n,
        only_this=sum(1 for g in won if won[g] and not base[g]),
        only_baseline=sum(1 for g in won if base[g] and not won[g]))


def parse_options(preset: str, settings: list[str]) -> Options:
    """A preset plus ``key=value`` overrides (values as JSON: true, 6, "cut")."""
    data = {}
    for item in settings:
        key, _, raw = item.partition("=")
        try:
            data[key] = json.loads(raw)
        except json.JSONDecodeError:
            data[key] = raw
    return Options.from_dict(data, base=PRESETS[preset])


def main(argv: list[str] | None = None) -> None:
    args_in = sys.argv[1:] if argv is None else list(argv)
    kind = argparse.ArgumentParser(add_help=False)
    kind.add_argument("--game", choices=["knockout", "whist"], default="knockout")
    if kind.parse_known_args(args_in)[0].game == "whist":
        whist_arena.main(args_in)
        return
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=["knockout", "whist"], default="knockout",
                        help="knockout (this arena) or whist (classic Whist partnerships)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=400,
                        help="rounded up to a multiple of --players (one seat rotation)")
    parser.add_argument("--bot", default="expert", choices=OPPONENTS[:-1])
    parser.add_argument("--against", default="heuristic", choices=OPPONENTS,
                        help="a level, a panel style (three seats of it), or panel (a mix)")
    parser.add_argument("--budget-ms", type=float, default=None,
                        help="think time of search levels (default: the level's own)")
    parser.add_argument("--iterations", type=int, default=None,
                        help="fixed iteration count for search levels instead of a budget")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--preset", default="pagat", choices=sorted(PRESETS))
    parser.add_argument("--set", dest="settings", action="append", default=[],
                        metavar="OPTION=VALUE", help="override a rules option, e.g. "
                        "--set two_of_diamonds=true (repeatable)")
    parser.add_argument("--seed", default="arena")
    parser.add_argument("--tune", action="append", default=[], metavar="FIELD=NUMBER",
                        help="override an ExpertConfig field of the candidate (repeatable)")
    parser.add_argument("--results", metavar="FILE",
                        help="write each game's outcome to FILE (JSON), for --baseline")
    parser.add_argument("--baseline", metavar="FILE",
                        help="a --results FILE of a run on the same seeds: print the paired "
                        "difference of this run's win rate from it")
    args = parser.parse_args(args_in)

    options = parse_options(args.preset, args.settings)
    options.validate(args.players)
    tuning = tuple((k, float(v)) for k, _, v in (t.partition("=") for t in args.tune))
    n = args.players
    games = math.ceil(args.games / n) * n
    baseline = None
    if args.baseline:
        try:  # before the run, not after it
            baseline = baseline_read(args.baseline, results_record(args, games, []))
        except (OSError, ValueError) as exc:  # IncomparableRuns is a ValueError
            parser.error(f"--baseline {args.baseline}: {exc}")
    specs = [GameSpec(g, n, options, args.bot, args.against, args.budget_ms, args.iterations,
                      args.seed, tuning) for g in range(games)]
    random.Random(0).shuffle(specs)  # mix long and short games across workers
    start = time.perf_counter()
    results: list[GameResult] = []
    if args.workers > 1:
        ctx = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
        with ctx.Pool(args.workers) as pool:
            for result in pool.imap_unordered(play_game, specs, chunksize=1):
                results.append(result)
    else:
        results = [play_game(spec) for spec in specs]
    elapsed = time.perf_counter() - start

    wins = sum(r.won for r in results)
    low, high = wilson(wins, len(results))
    times = [t for r in results for t in r.decision_ms]
    mean_pos = statistics.fmean(r.position for r in results)
    by_seat = {s: sum(r.won for r in results if r.seat == s) for s in range(n)}
    print(f"arena: {args.bot} vs {n - 1} x {args.against}, players={n}, games={len(results)}, "
          f"preset={args.preset}{' ' + ' '.join(args.settings) if args.settings else ''}, "
          f"budget_ms={args.budget_ms}, iterations={args.iterations}, tune={args.tune}, "
          f"workers={args.workers}, "
          f"elapsed={elapsed:.0f}s")
    print(f"wins={wins}/{len(results)} (fair share {1 / n:.3f}); wins by seat: {by_seat}")
    print(f"mean finishing position={mean_pos:.2f} (1 = winner)")
    if args.against == "panel":
        for line in style_report(results, args.bot):
            print(line)
    print(f"decision ms over {len(times)} decisions: "
          f"p50={percentile(times, 50):.1f} p90={percentile(times, 90):.1f} "
          f"p95={percentile(times, 95):.1f} p99={percentile(times, 99):.1f} "
          f"max={max(times, default=0.0):.1f}")
    record = results_record(args, games, results)
    if args.results:
        with open(args.results, "w", encoding="utf-8") as f:
            json.dump(record, f)
    if baseline is not None:
        paired = paired_difference(record, baseline)
        print(f"paired with {args.baseline}: win rate {paired.win_rate:.3f} against "
              f"{paired.baseline:.3f}, difference {paired.diff:+.3f} (se {paired.se:.3f}; "
              f"won only here {paired.only_this}, only there {paired.only_baseline})")
    print(f"win_rate={wins / len(results):.3f} ci95={low:.3f}-{high:.3f} "
          f"p95_ms={percentile(times, 95):.0f}")


if __name__ == "__main__":
    main()
