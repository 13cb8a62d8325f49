"""The arena, the part both games share: a run of many full games between a candidate bot and
the ``--against`` bots, scheduled so that the luck of the cards cancels out, played in worker
processes, summed up, and compared game by game with an earlier run on the same seeds.

Each game plugs in an :class:`ArenaGame` (Knock-Out Whist's in :mod:`games.ai.arena`, classic
Whist's in :mod:`games.ai.whist.arena`): its table (players, and how many seatings of the
candidate share one deal), its rules from ``--preset`` and ``--set``, how one game is set up
and played, what its result is, and the lines that report the results.  The rest is here:

* **Scheduling.**  Games come in blocks of one deal seed (``{seed}:{block}``, the first dealer
  ``block % players``), one game per seating of the candidate: each seat (Knock-Out Whist) or
  each side (classic Whist) is played once by the candidate on every deal.  The number of games
  is rounded up to whole blocks, and the games are shuffled (seeded) so that long and short
  ones mix across the workers.
* **Play.**  Games go through the engine's public API only, every seat deciding from its own
  observation with random numbers seeded from the bot's name, the run's seed, the game and the
  step (:func:`play_out`); the candidate's decisions are timed.
* **Statistics.**  The candidate's share of games won with its Wilson interval, and the
  percentiles of its decision times; the last line is machine-readable:
  ``win_rate=0.NNN ci95=0.NNN-0.NNN p95_ms=NNN``.
* **Comparing runs.**  ``--results FILE`` keeps each game's outcome, and a later run on the
  same seeds with ``--baseline FILE`` prints the paired difference game by game: two runs share
  every deal, so the luck of the cards cancels out of the difference.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from games.ai.stats import percentile, wilson


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game of a run.  ``seatings`` games share a deal: the candidate sits differently in
    each (every seat in Knock-Out Whist, either side in classic Whist)."""

    game: int
    players: int
    seatings: int
    options: Any
    bot: str
    against: str
    budget_ms: float | None
    iterations: int | None
    seed: str
    tuning: tuple[tuple[str, float], ...] = ()

    @property
    def block(self) -> int:
        """The number of the deal seed this game shares with its block."""
        return self.game // self.seatings

    @property
    def seating(self) -> int:
        """Which of the block's seatings of the candidate this game is."""
        return self.game % self.seatings

    @property
    def deal_seed(self) -> str:
        return f"{self.seed}:{self.block}"

    @property
    def first_dealer(self) -> int:
        return self.block % self.players


class Outcome(Protocol):
    """What the shared statistics read of a game's result."""

    @property
    def game(self) -> int: ...
    @property
    def won(self) -> bool: ...
    @property
    def decision_ms(self) -> tuple[float, ...]: ...
    def row(self) -> list[int]:
        """The game's line in a ``--results`` file: the game, the candidate's seat or side,
        1 if it won, then the game's own figure."""
        ...


class Bot(Protocol):
    name: str

    def choose_action(self, observation: Any, *, rng: random.Random) -> Any: ...


def play_out(state: Any, bots: Sequence[Bot], timed: set[int], spec: GameSpec, *,
             observe: Callable[[Any, int], Any], apply: Callable[..., tuple[Any, Any]],
             rng_of: Callable[[str, str], random.Random]) -> tuple[Any, tuple[float, ...]]:
    """Play ``state`` to the end with ``bots[seat]`` in each seat, each deciding from its own
    observation (``rng_of``: the game's seeded generator of a bot's name and a seed); the
    final state and the milliseconds of each decision of the ``timed`` seats."""
    times: list[float] = []
    step = 0
    while not state.is_over:
        seat = state.to_act
        bot = bots[seat]
        obs = observe(state, seat)
        rng = rng_of(bot.name, f"{spec.seed}:{spec.game}:{step}")
        start = time.perf_counter()
        action = bot.choose_action(obs, rng=rng)
        if seat in timed:
            times.append((time.perf_counter() - start) * 1000.0)
        state, _ = apply(state, action, seat=seat)
        step += 1
    return state, tuple(times)


def play_all(play: Callable[[GameSpec], Outcome], specs: list[GameSpec],
             workers: int) -> list[Any]:
    """Every game, in ``workers`` processes (in this one for 1), in the order they end."""
    if workers <= 1:
        return [play(spec) for spec in specs]
    ctx = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    with ctx.Pool(workers) as pool:
        return list(pool.imap_unordered(play, specs, chunksize=1))


def option_overrides(settings: list[str]) -> dict[str, Any]:
    """``--set key=value`` items as rule options (values as JSON: true, 6, "cut"; anything
    else as the text it is)."""
    data: dict[str, Any] = {}
    for item in settings:
        key, _, raw = item.partition("=")
        try:
            data[key] = json.loads(raw)
        except json.JSONDecodeError:
            data[key] = raw
    return data


@dataclass(frozen=True, slots=True)
class ArenaGame:
    """What one game plugs into the arena.

    ``add_arguments`` adds ``--bot``, ``--against``, ``--preset`` and anything else of its
    own; ``table`` gives the players and the seatings per deal; ``options`` the rules of the
    run; ``play`` plays one game (a module-level function: the workers receive it by name);
    ``title`` opens the first line; ``report`` gives the lines on the results before the
    decision times; ``run_keys`` are what names the game in a ``--results`` file."""

    description: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    table: Callable[[argparse.Namespace], tuple[int, int]]
    options: Callable[[argparse.Namespace], Any]
    play: Callable[[GameSpec], Outcome]
    title: Callable[[argparse.Namespace], str]
    report: Callable[[argparse.Namespace, list[Any]], list[str]]
    run_keys: Callable[[argparse.Namespace], dict[str, object]]


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


RUN_KEYS = ("game", "players", "games", "seed", "preset", "settings")
"""What two runs must share to be compared game by game."""


def results_record(game: ArenaGame, args: argparse.Namespace, games: int,
                   results: list[Any]) -> dict[str, object]:
    """What ``--results`` writes: the run's settings and each game's outcome."""
    return {**game.run_keys(args), "games": games, "seed": args.seed, "preset": args.preset,
            "settings": list(args.settings), "bot": args.bot, "against": args.against,
            "budget_ms": args.budget_ms, "iterations": args.iterations, "tune": list(args.tune),
            "results": [r.row() for r in sorted(results, key=lambda r: r.game)]}


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
    won = {row[0]: row[2] for row in run["results"]}  # type: ignore[attr-defined]
    base = {row[0]: row[2] for row in baseline["results"]}  # type: ignore[attr-defined]
    if won.keys() != base.keys():
        raise IncomparableRuns("the two runs hold different games")
    n = len(won)
    return PairedDifference(
        games=n, win_rate=sum(won.values()) / n, baseline=sum(base.values()) / n,
        only_this=sum(1 for g in won if won[g] and not base[g]),
        only_baseline=sum(1 for g in won if base[g] and not won[g]))


def _parser(games: Mapping[str, ArenaGame], name: str) -> argparse.ArgumentParser:
    game = games[name]
    parser = argparse.ArgumentParser(prog="python -m games.ai.arena",
                                     description=game.description,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=list(games), default=next(iter(games)),
                        help="knockout (Knock-Out Whist) or whist (classic Whist partnerships)")
    game.add_arguments(parser)
    parser.add_argument("--games", type=int, default=400,
                        help="rounded up to whole deals: a multiple of --players in "
                        "Knock-Out Whist (one seat rotation), of 2 in classic Whist")
    parser.add_argument("--budget-ms", type=float, default=None,
                        help="think time of search levels (default: the level's own)")
    parser.add_argument("--iterations", type=int, default=None,
                        help="fixed number of sampled deals for search levels instead of a "
                        "budget")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--set", dest="settings", action="append", default=[],
                        metavar="OPTION=VALUE", help="override a rules option, e.g. "
                        "--set two_of_diamonds=true (repeatable)")
    parser.add_argument("--seed", default="arena")
    parser.add_argument("--tune", action="append", default=[], metavar="FIELD=NUMBER",
                        help="override a field of the candidate expert's config (repeatable)")
    parser.add_argument("--results", metavar="FILE",
                        help="write each game's outcome to FILE (JSON), for --baseline")
    parser.add_argument("--baseline", metavar="FILE",
                        help="a --results FILE of a run on the same seeds: print the paired "
                        "difference of this run's win rate from it")
    return parser


def run(games: Mapping[str, ArenaGame], argv: list[str] | None = None) -> None:
    """The arena's command line (``python -m games.ai.arena``): ``--game`` picks one of
    ``games`` (the first by default), whose arguments join the shared ones."""
    args_in = sys.argv[1:] if argv is None else list(argv)
    which = argparse.ArgumentParser(add_help=False)
    which.add_argument("--game", choices=list(games), default=next(iter(games)))
    name = which.parse_known_args(args_in)[0].game
    game, parser = games[name], _parser(games, name)
    args = parser.parse_args(args_in)

    players, seatings = game.table(args)
    options = game.options(args)
    tuning = tuple((k, float(v)) for k, _, v in (t.partition("=") for t in args.tune))
    count = math.ceil(args.games / seatings) * seatings
    baseline = None
    if args.baseline:
        try:  # before the run, not after it
            baseline = baseline_read(args.baseline, results_record(game, args, count, []))
        except (OSError, ValueError) as exc:  # IncomparableRuns is a ValueError
            parser.error(f"--baseline {args.baseline}: {exc}")
    specs = [GameSpec(g, players, seatings, options, args.bot, args.against, args.budget_ms,
                      args.iterations, args.seed, tuning) for g in range(count)]
    random.Random(0).shuffle(specs)  # mix long and short games across workers
    start = time.perf_counter()
    results = play_all(game.play, specs, args.workers)
    elapsed = time.perf_counter() - start

    wins = sum(r.won for r in results)
    low, high = wilson(wins, len(results))
    times = [t for r in results for t in r.decision_ms]
    print(f"arena: {game.title(args)}, games={len(results)}, "
          f"preset={args.preset}{' ' + ' '.join(args.settings) if args.settings else ''}, "
          f"budget_ms={args.budget_ms}, iterations={args.iterations}, tune={args.tune}, "
          f"workers={args.workers}, elapsed={elapsed:.0f}s")
    for line in game.report(args, results):
        print(line)
    print(f"decision ms over {len(times)} decisions: "
          f"p50={percentile(times, 50):.1f} p90={percentile(times, 90):.1f} "
          f"p95={percentile(times, 95):.1f} p99={percentile(times, 99):.1f} "
          f"max={max(times, default=0.0):.1f}")
    record = results_record(game, args, count, results)
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
