"""What a game review costs: one-core seconds per whole game at the review settings.

``python manage.py bench_analysis --games 50`` plays ``--games`` seeded four-player Knock-Out
Whist games (pagat rules, seven cards down to one; ``--preset`` another rule set) with the
rule-of-thumb (``heuristic``) bot in every seat, reviews each with
:func:`games.ai.analysis.analyse_game` at ``WHIST_ANALYSIS_ITERATIONS`` (or ``--iterations``),
and prints the distribution of the CPU time (``time.process_time``: one core, not the wall
clock) per game -- the expert's values and the all-hands-known line of every deal that fits its
budget -- and last ``analysis_cpu_s_median=N analysis_cpu_s_p90=N analysis_cpu_s_max=N``.  No
database or broker.

``--kind whist`` does the same for classic Whist rubbers (001_af9222f89516dcdc.txt, the
``rubber`` preset: best of three games of 5, honours), the ``heuristic`` bot in every seat,
each reviewed whole by :func:`games.ai.whist.review.analyse_whist_game`: the double-dummy line
of every deal and the expert's values of every card at ``WHIST_CLASSIC_ANALYSIS_WORLDS`` (or
``--worlds``).
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand

from games.ai import bot_action
from games.ai.analysis import AnalysisSettings, analyse_game
from games.ai.stats import percentile
from games.ai.whist import bot_action as whist_bot_action
from games.ai.whist.review import WhistReviewSettings, analyse_whist_game
from games.engine import DEFAULT_OPTIONS, Options, Setup, apply, new_game, observe, whist
from games.engine.knockout.state import Phase
from games.engine.options import PRESETS
from games.engine.whist.record import first_dealer_of as whist_first_dealer
from games.record import first_dealer_of


def played_game(seed: str, players: int, options: Options = DEFAULT_OPTIONS
                ) -> tuple[Setup, list[tuple[int, dict[str, Any]]]]:
    setup = Setup(seed=seed, first_dealer=first_dealer_of(seed, players))
    state, _ = new_game(players, options, setup)
    actions = []
    while state.phase is not Phase.GAME_OVER:
        seat = state.to_act
        action = bot_action("heuristic", observe(state, seat), seed=len(actions))
        actions.append((seat, action.to_dict()))
        state, _ = apply(state, action, seat=seat)
    return setup, actions


def played_rubber(seed: str) -> tuple[Setup, list[tuple[int, dict[str, Any]]]]:
    setup = Setup(seed=seed, first_dealer=whist_first_dealer(seed))
    state, _ = whist.new_game(4, whist.PRESETS["rubber"], setup)
    actions = []
    while not state.is_over:
        seat = state.to_act
        action = whist_bot_action("heuristic", whist.observe(state, seat), seed=len(actions))
        actions.append((seat, action.to_dict()))
        state, _ = whist.apply(state, action, seat=seat)
    return setup, actions


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--games", type=int, default=50)
        parser.add_argument("--players", type=int, default=4)
        parser.add_argument("--iterations", type=int, default=None,
                            help="sampled deals per decision (default WHIST_ANALYSIS_ITERATIONS)")
        parser.add_argument("--seed", default="bench-analysis")
        parser.add_argument("--kind", choices=("knockout", "whist"), default="knockout")
        parser.add_argument("--preset", choices=sorted(PRESETS), default="pagat",
                            help="Knock-Out Whist: the rules (a house-rule preset reviews "
                                 "its exchanges, declarations, votes and lives too)")
        parser.add_argument("--worlds", type=int, default=None,
                            help="classic Whist: sampled deals per card "
                                 "(default WHIST_CLASSIC_ANALYSIS_WORLDS)")

    def handle(self, *args: Any, **opts: Any) -> None:
        if opts["kind"] == "whist":
            self.whist(opts)
            return
        iterations = opts["iterations"] or settings.WHIST_ANALYSIS_ITERATIONS
        review = AnalysisSettings(iterations=iterations)
        options = PRESETS[opts["preset"]]
        seconds, searched, given, deals = [], [], 0, 0
        for g in range(opts["games"]):
            setup, actions = played_game(f"{opts['seed']}:{g}", opts["players"], options)
            start = time.process_time()
            result = analyse_game(opts["players"], options, setup, actions, review)
            seconds.append(time.process_time() - start)
            searched.append(sum(1 for d in result["decisions"] if d["loss"] is not None))
            lines = result["all_hands_known"]
            deals += len(lines)
            given += sum(1 for d in lines if "not_given" not in d)
            self.stdout.write(f"game {g}: {len(actions)} decisions, {searched[-1]} searched, "
                              f"{seconds[-1]:.2f} s")
        median, p90, top = statistics.median(seconds), percentile(seconds, 90), max(seconds)
        self.stdout.write(f"{len(seconds)} games, {opts['players']} players, "
                          f"{opts['preset']} rules, {iterations} "
                          f"iterations a decision, {statistics.mean(searched):.1f} searched "
                          f"decisions a game (mean), all hands known given for {given} of "
                          f"{deals} deals")
        self.stdout.write(f"analysis_cpu_s_median={median:.2f} analysis_cpu_s_p90={p90:.2f} "
                          f"analysis_cpu_s_max={top:.2f}")

    def whist(self, opts: dict[str, Any]) -> None:
        worlds = settings.WHIST_CLASSIC_ANALYSIS_WORLDS if opts["worlds"] is None \
            else opts["worlds"]
        review = WhistReviewSettings(worlds=worlds)
        options = whist.PRESETS["rubber"]
        seconds, deals, searched = [], [], []
        for g in range(opts["games"]):
            setup, actions = played_rubber(f"{opts['seed']}:{g}")
            start = time.process_time()
            result = analyse_whist_game(options, setup, actions, review)
            seconds.append(time.process_time() - start)
            deals.append(len(result["deals"]))
            searched.append(sum(1 for d in result.get("decisions", []) if d["loss"] is not None))
            self.stdout.write(f"rubber {g}: {deals[-1]} deals, {len(actions)} decisions, "
                              f"{searched[-1]} searched, {seconds[-1]:.2f} s")
        median, p90, top = statistics.median(seconds), percentile(seconds, 90), max(seconds)
        self.stdout.write(f"{len(seconds)} rubbers, {worlds} worlds a card, "
                          f"{statistics.mean(deals):.1f} deals and "
                          f"{statistics.mean(searched):.1f} searched decisions a rubber (mean)")
        self.stdout.write(f"analysis_cpu_s_median={median:.2f} analysis_cpu_s_p90={p90:.2f} "
                          f"analysis_cpu_s_max={top:.2f}")
