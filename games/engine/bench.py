"""Benchmark: random legal games through the public API.

``python -m games.engine.bench --players 4 --seconds 5`` first times the lean simulation path
(:mod:`games.engine.sim`, for AI search), then the public API (``new_game``/``legal_actions``/
``apply``), and ends with ``games_per_second=N`` for the public API.
"""

from __future__ import annotations

import argparse
import random
import time

from games.engine.game import apply, legal_actions, new_game
from games.engine.options import PRESETS, Options
from games.engine.sim import apply_move, is_over, random_move, sim_from_state
from games.engine.state import Phase, Setup


def play_random_game(players: int, options: Options, seed: int, rng: random.Random) -> int:
    """Play one game with uniformly random legal actions; returns the number of actions."""
    state, _ = new_game(players, options, Setup(seed=str(seed), first_dealer=seed % players))
    steps = 0
    choice = rng.choice
    while state.phase is not Phase.GAME_OVER:
        state, _ = apply(state, choice(legal_actions(state)))
        steps += 1
    return steps


def play_random_game_lean(players: int, options: Options, seed: int, rng: random.Random) -> int:
    """The same game on the lean simulation path (same rule functions, no events or copies)."""
    state, _ = new_game(players, options, Setup(seed=str(seed), first_dealer=seed % players))
    sim = sim_from_state(state)
    steps = 0
    while not is_over(sim):
        apply_move(sim, random_move(sim, rng))
        steps += 1
    return steps


def run(players: int, seconds: float, options: Options, seed: int = 1, lean: bool = False
        ) -> tuple[int, int, float]:
    rng = random.Random(seed)
    games = actions = 0
    play_one = play_random_game_lean if lean else play_random_game
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        actions += play_one(players, options, games + seed * 1_000_003, rng)
        games += 1
        if games % 16 == 0 and time.perf_counter() >= deadline:
            break
    return games, actions, time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--preset", default="pagat", choices=sorted(PRESETS))
    args = parser.parse_args(argv)
    options = PRESETS[args.preset]
    lean_games, lean_actions, lean_elapsed = run(args.players, args.seconds / 2, options,
                                                 lean=True)
    print(f"lean simulation path: games={lean_games} actions={lean_actions} "
          f"seconds={lean_elapsed:.2f}")
    print(f"lean_games_per_second={lean_games / lean_elapsed:.0f}")
    games, actions, elapsed = run(args.players, args.seconds, options)
    print(f"public API: players={args.players} preset={args.preset} games={games} "
          f"actions={actions} seconds={elapsed:.2f}")
    print(f"actions_per_second={actions / elapsed:.0f}")
    print(f"games_per_second={games / elapsed:.0f}")


if __name__ == "__main__":
    main()
