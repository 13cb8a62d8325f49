"""Benchmark: random legal games through the public API, against a bare-bones yardstick.

``python -m games.engine.bench --players 4 --seconds 5`` times three playouts of random legal
games, each printing ``<name>_games_per_second=N``: a bare-bones playout of the core rules
(:mod:`games.engine.bench_baseline`, ``baseline_``), the lean simulation path that AI search uses
(:mod:`games.engine.knockout.sim`, ``lean_``) and the public API (``new_game``/``legal_actions``/
``apply``).  The engine is asked to be no more than about twice as slow as a bare-bones
playout, so the ratios to the baseline (``lean_vs_baseline``, ``public_vs_baseline``) are what
carries from one machine to another.  The three are timed in interleaved rounds (``--rounds``,
5 by default), so that a machine whose speed drifts during the run slows them alike.  The last
line is always ``games_per_second=N`` for the public API.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from games.engine.bench_baseline import play_game as play_baseline_game
from games.engine.knockout.game import apply, legal_actions, new_game
from games.engine.knockout.sim import apply_move, random_move, sim_from_state
from games.engine.knockout.state import Phase, Setup
from games.engine.options import PRESETS, Options

PlayOne = Callable[[int, Options, int, random.Random], int]


def play_random_game(players: int, options: Options, seed: int, rng: random.Random) -> int:
    """Play one game with uniformly random legal actions; returns the number of actions."""
    state, _ = new_game(players, options, Setup(seed=str(seed), first_dealer=seed % players))
    steps = 0
    rand = rng.random
    over = Phase.GAME_OVER
    while state.phase is not over:
        actions = legal_actions(state)
        state, _ = apply(state, actions[int(rand() * len(actions))])
        steps += 1
    return steps


def play_random_game_lean(players: int, options: Options, seed: int, rng: random.Random) -> int:
    """The same game on the lean simulation path (same rule functions, no events or copies)."""
    state, _ = new_game(players, options, Setup(seed=str(seed), first_dealer=seed % players))
    sim = sim_from_state(state)
    steps = 0
    over = Phase.GAME_OVER
    while sim.phase is not over:  # ``is_over``, inlined like the public loop's test
        apply_move(sim, random_move(sim, rng))
        steps += 1
    return steps


def play_random_game_baseline(players: int, options: Options, seed: int,
                              rng: random.Random) -> int:
    """The bare-bones playout (core rules only, whatever the options); counts no actions."""
    play_baseline_game(players, rng, seed % players)
    return 0


def run(players: int, seconds: float, options: Options, seed: int = 1,
        play_one: PlayOne = play_random_game, first_game: int = 0) -> tuple[int, int, float]:
    """Play games for about ``seconds``; returns (games, actions, elapsed seconds).  Games are
    numbered from ``first_game`` (each game's deal seed comes from its number)."""
    rng = random.Random(seed + first_game)
    games = actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        actions += play_one(players, options, first_game + games + seed * 1_000_003, rng)
        games += 1
        if games % 16 == 0 and time.perf_counter() >= deadline:
            break
    return games, actions, time.perf_counter() - start


PATHS: tuple[tuple[str, PlayOne, float], ...] = (
    ("baseline", play_random_game_baseline, 0.5),
    ("lean", play_random_game_lean, 0.5),
    ("public", play_random_game, 1.0),
)
"""Each path's name, playout and share of ``--seconds`` (the public API gets the whole of it,
the two others half each, as before the rounds)."""


def run_rounds(players: int, seconds: float, options: Options, rounds: int
               ) -> dict[str, tuple[int, int, float]]:
    """Time every path in ``rounds`` interleaved rounds and add up each path's games, actions
    and seconds.  On a shared machine whose speed drifts (another process, a neighbour on the
    host), a slow spell then costs every path alike, so the ratios to the baseline stay fair;
    timing the paths one after the other let one path take the whole of a slow spell."""
    totals = {name: (0, 0, 0.0) for name, _play, _share in PATHS}
    for r in range(rounds):
        for name, play_one, share in PATHS:
            g, a, e = run(players, seconds * share / rounds, options, play_one=play_one,
                          first_game=r * 1_000_000)
            games, actions, elapsed = totals[name]
            totals[name] = (games + g, actions + a, elapsed + e)
    return totals


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--preset", default="pagat", choices=sorted(PRESETS))
    parser.add_argument("--rounds", type=int, default=5,
                        help="interleaved rounds the time is split into (default 5)")
    args = parser.parse_args(argv)
    options = PRESETS[args.preset]
    rounds = max(1, args.rounds)
    totals = run_rounds(args.players, args.seconds, options, rounds)
    rate = {name: games / elapsed for name, (games, _, elapsed) in totals.items()}
    base_games, _, base_elapsed = totals["baseline"]
    print(f"bare-bones baseline (core rules): games={base_games} seconds={base_elapsed:.2f}")
    print(f"baseline_games_per_second={rate['baseline']:.0f}")
    lean_games, lean_actions, lean_elapsed = totals["lean"]
    print(f"lean simulation path: games={lean_games} actions={lean_actions} "
          f"seconds={lean_elapsed:.2f}")
    print(f"lean_games_per_second={rate['lean']:.0f}")
    print(f"lean_vs_baseline={rate['lean'] / rate['baseline']:.2f}")
    games, actions, elapsed = totals["public"]
    print(f"public API: players={args.players} preset={args.preset} games={games} "
          f"actions={actions} seconds={elapsed:.2f} rounds={rounds}")
    print(f"actions_per_second={actions / elapsed:.0f}")
    print(f"public_vs_baseline={rate['public'] / rate['baseline']:.2f}")
    print(f"games_per_second={rate['public']:.0f}")


if __name__ == "__main__":
    main()
