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
``--game knockout``, is this module's Knock-Out Whist arena.  Both are one arena
(:mod:`games.ai.arena_runs`: the schedule, the workers, the statistics and the comparison of
runs); this module plugs in Knock-Out Whist's table, and is the command.

Comparing two versions of a bot: ``--results FILE`` keeps each game's outcome, and a later run
on the same seeds with ``--baseline FILE`` prints the paired difference game by game.  Two runs
share every deal, so the luck of the cards cancels out: over 1200 games of the expert the
standard error of a paired difference is about 0.009, against about 0.019 for two unpaired
win rates -- a change worth two points can be told from noise, which a single 400-game win
rate (95% CI +-4.6 points) cannot.
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import dataclass, replace

from games.ai.arena_runs import ArenaGame, GameSpec, option_overrides, play_out, run
from games.ai.base import BOT_LEVELS, Bot, get_bot, seeded_rng
from games.ai.expert import ExpertBot
from games.ai.panel import HELD_OUT, PANEL, panel_bot
from games.ai.whist.arena import WHIST_ARENA
from games.engine import Options, Setup, apply, new_game, observe
from games.engine.options import PRESETS


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

    def row(self) -> list[int]:
        return [self.game, self.seat, int(self.won), self.position]


OPPONENTS: tuple[str, ...] = (*BOT_LEVELS, *(s for s in PANEL if s not in BOT_LEVELS), "panel")
"""What ``--against`` accepts."""


def opponent(name: str, budget_ms: float | None, iterations: int | None) -> Bot:
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
    """One full game; the candidate sits in seat ``game % players``.  The engine's
    ``observe`` is read from this module at every game, so that :mod:`games.ai.ceiling` can
    show the candidate's searches the true hands."""
    n = spec.players
    block, seat = spec.block, spec.seating
    candidate = opponent(spec.bot, spec.budget_ms, spec.iterations)
    if spec.tuning and isinstance(candidate, ExpertBot):
        candidate = ExpertBot(replace(candidate.config, **dict(spec.tuning)), candidate.name)
    styles = table_styles(spec.against, n, block, seat, spec.bot)
    cast = {name: opponent(name, spec.budget_ms, spec.iterations) for name in set(styles)}
    bots = [candidate if s == seat else cast[styles[s]] for s in range(n)]
    state, _ = new_game(n, spec.options, Setup(seed=spec.deal_seed,
                                               first_dealer=spec.first_dealer))
    state, times = play_out(state, bots, {seat}, spec, observe=observe, apply=apply,
                            rng_of=seeded_rng)
    return GameResult(spec.game, seat, state.winner == seat, state.positions[seat], times,
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


def parse_options(preset: str, settings: list[str]) -> Options:
    """A preset plus ``key=value`` overrides (values as JSON: true, 6, "cut")."""
    return Options.from_dict(option_overrides(settings), base=PRESETS[preset])


def _arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bot", default="expert", choices=OPPONENTS[:-1])
    parser.add_argument("--against", default="heuristic", choices=OPPONENTS,
                        help="a level, a panel style (three seats of it), or panel (a mix)")
    parser.add_argument("--preset", default="pagat", choices=sorted(PRESETS))


def _options(args: argparse.Namespace) -> Options:
    options = parse_options(args.preset, args.settings)
    options.validate(args.players)
    return options


def _report(args: argparse.Namespace, results: list[GameResult]) -> list[str]:
    n = args.players
    wins = sum(r.won for r in results)
    by_seat = {s: sum(r.won for r in results if r.seat == s) for s in range(n)}
    lines = [f"wins={wins}/{len(results)} (fair share {1 / n:.3f}); wins by seat: {by_seat}",
             f"mean finishing position={statistics.fmean(r.position for r in results):.2f} "
             "(1 = winner)"]
    if args.against == "panel":
        lines += style_report(results, args.bot)
    return lines


KNOCKOUT_ARENA = ArenaGame(
    description=__doc__ or "", add_arguments=_arguments,
    table=lambda args: (args.players, args.players), options=_options, play=play_game,
    title=lambda args: f"{args.bot} vs {args.players - 1} x {args.against}, "
                       f"players={args.players}",
    report=_report, run_keys=lambda args: {"players": args.players})
"""Knock-Out Whist's part of the arena: the candidate in each seat of every deal in turn."""

ARENA_GAMES = {"knockout": KNOCKOUT_ARENA, "whist": WHIST_ARENA}


def main(argv: list[str] | None = None) -> None:
    run(ARENA_GAMES, argv)


if __name__ == "__main__":
    main()
