"""Learn what the end of a hand is worth from games against the opponent panel.

    python -m games.ai.train_values --seed values --games 10000

A search playout stops at the end of the current hand (:mod:`games.ai.rollout`) and is scored
by the chance that each seat's situation then -- still in, choosing the next trumps, or on a
dog's life, with the next hand's size and the number of survivors -- goes on to win the game.
This script measures those chances by playing games whose seats are drawn, one per seat and
game, from :data:`TRAINING_STYLES`: the heuristic and the panel's card styles, the held-out
style (:data:`games.ai.styles.HELD_OUT`) excepted, so that the values are those of a table of
mixed players rather than of heuristic self-play (the table they replace).  At the end of every
hand that does not end the game it records each surviving seat's situation, and at the end of
the game whether that seat won and its finishing position (the engine's
:func:`games.engine.knockout.game_end.finishing_positions`: seats knocked out on the same deal
share the best place they cover).  The counts are the weights: ``(wins, samples)`` per
situation in ``values.json``, which the search scores with
(:func:`games.ai.rollout.situation_value` shrinks each rate towards a rough guess where samples
are few), and ``(sum of final places, samples)`` in ``places.json``, which only the game review
reads (:mod:`games.ai.places`: the expected final place).  The places are counted on the very
same games, so adding them left ``values.json`` byte for byte as it was.

Everything comes from ``--seed``: the deals, each seat's style and each bot's random numbers,
so the same command reproduces the shipped file byte for byte, with any number of workers (the
counts are sums).  On this machine (2 cores, busy with other work) the shipped files take
about six minutes.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
from collections import defaultdict
from pathlib import Path

from games.ai.heuristic import HeuristicBot
from games.ai.panel import StyleBot, panel_bot
from games.ai.values import (
    PLACES_FILE,
    ROLE_CHOOSER,
    ROLE_DOG,
    ROLE_IN,
    VALUES_FILE,
    Key,
    places_to_json,
    values_to_json,
)
from games.engine import Phase, SeatStatus, Setup, apply, new_game, observe
from games.engine.events import HandEnded

TRAINING_STYLES: tuple[str, ...] = ("heuristic", "greedy", "cautious", "noisy")
"""The players of the training games: every card style of the panel but the held-out one, and
the heuristic; ``noisy`` stands for the mistakes people make.  ``scout`` (a search, too slow
for this many games) and ``random`` (nobody plays like it) are left out."""


def _bot(style: str) -> HeuristicBot | StyleBot:
    return HeuristicBot() if style == "heuristic" else panel_bot(style)


Row = tuple[Key, int, int]
"""A situation met, whether its seat went on to win, and the seat's final place."""


def play_game(seed: str, players: int, game: int, styles: tuple[str, ...]) -> list[Row]:
    """One training game: each situation met at the end of a hand, whether its seat won, and
    the place it finished in."""
    pick = random.Random(f"{seed}:styles:{players}:{game}")
    bots = [_bot(pick.choice(styles)) for _ in range(players)]
    rng = random.Random(f"{seed}:play:{players}:{game}")
    state, _ = new_game(players, setup=Setup(seed=f"{seed}:{players}:{game}",
                                             first_dealer=game % players))
    pending: list[tuple[Key, int]] = []
    while state.phase is not Phase.GAME_OVER:
        seat = state.to_act
        state, events = apply(state, bots[seat].choose_action(observe(state, seat), rng=rng))
        if any(isinstance(e, HandEnded) for e in events) and state.phase is not Phase.GAME_OVER:
            alive = [s for s in range(players) if state.status[s] is not SeatStatus.OUT]
            chooser = state.chooser if state.phase is Phase.CHOOSE_TRUMP else -1
            for s in alive:
                role = (ROLE_DOG if state.status[s] is SeatStatus.DOGS_LIFE else
                        ROLE_CHOOSER if s == chooser else ROLE_IN)
                pending.append(((players, state.hand_size, len(alive), role), s))
    return [(key, int(seat == state.winner), state.positions[seat]) for key, seat in pending]


def _job(args: tuple[str, int, int, tuple[str, ...]]) -> list[Row]:
    return play_game(*args)


Counts = dict[Key, tuple[int, int, int]]
"""``(wins, samples, sum of final places)`` per situation."""


def train(*, seed: str, games: int, styles: tuple[str, ...] = TRAINING_STYLES,
          workers: int = 2) -> Counts:
    """``(wins, samples, sum of final places)`` per situation over ``games`` games per table
    size (2 to 7)."""
    counts: dict[Key, list[int]] = defaultdict(lambda: [0, 0, 0])
    jobs = [(seed, n, g, styles) for n in range(2, 8) for g in range(games)]
    if workers <= 1:
        results = map(_job, jobs)
        for rows in results:
            _add(counts, rows)
    else:
        # spawn, not fork: forking a process that runs threads (a test run's servers) can
        # leave a worker waiting forever on a lock held by a thread that was not copied.
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            for rows in pool.imap_unordered(_job, jobs, chunksize=20):
                _add(counts, rows)
    return {key: (wins, total, places) for key, (wins, total, places) in sorted(counts.items())}


def win_table(counts: Counts) -> dict[Key, tuple[int, int]]:
    """``(wins, samples)`` per situation: ``values.json``."""
    return {key: (wins, total) for key, (wins, total, _) in counts.items()}


def place_table(counts: Counts) -> dict[Key, tuple[int, int]]:
    """``(sum of final places, samples)`` per situation: ``places.json``."""
    return {key: (places, total) for key, (_, total, places) in counts.items()}


def _add(counts: dict[Key, list[int]], rows: list[Row]) -> None:
    for key, won, place in rows:
        counts[key][0] += won
        counts[key][1] += 1
        counts[key][2] += place


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", default="values")
    parser.add_argument("--games", type=int, default=4000, help="per table size (2 to 7)")
    parser.add_argument("--styles", default=",".join(TRAINING_STYLES),
                        help="comma-separated players of the training games")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=VALUES_FILE)
    parser.add_argument("--places-out", type=Path, default=PLACES_FILE)
    args = parser.parse_args()
    styles = tuple(args.styles.split(","))
    for style in styles:
        _bot(style)  # an unknown style fails here, before any game
    table = train(seed=args.seed, games=args.games, styles=styles, workers=args.workers)
    trained_by = (f"python -m games.ai.train_values --seed {args.seed} --games {args.games} "
                  f"--styles {','.join(styles)}")
    args.out.write_text(values_to_json(win_table(table), trained_by=trained_by))
    args.places_out.write_text(places_to_json(place_table(table), trained_by=trained_by))
    print(f"{args.out}, {args.places_out}: {len(table)} situations, "
          f"{sum(t for _, t, _ in table.values())} samples")


if __name__ == "__main__":
    main()
