"""How much of the expert's weakness is hidden information: two measurements (issue 20).

    python -m games.ai.ceiling arena [--knows hands|stock] --games 400 --budget-ms 50 \
        --against greedy --workers 1
    python -m games.ai.ceiling placement --style greedy --games 8

``arena`` runs :mod:`games.ai.arena` (same arguments) with every expert search given the true
hands instead of sampled deals: a cheating expert, the ceiling that better inference could
approach.  With ``--knows stock`` it is told only which cards are not in play (the undealt
stock) and samples who holds the rest as usual: the part of the ceiling that no observation
can give, since the stock is never seen.  Only for measuring; the bots themselves never see
the state.

``placement`` plays games of one style and, at every third decision from the second trick
on, asks each inference set-up for 30 deals and counts the share of the other seats' true
cards that the deals put in the right hand.  1.0 would be the cheat; a uniform deal
consistent with the voids is the floor.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import replace

from games.ai import arena
from games.ai import expert as expert_module
from games.ai.inference import History, history_from, sample_weighted
from games.ai.knowledge import Knowledge, knowledge_from
from games.ai.mixture import opponent_model
from games.ai.sampling import build_sampler
from games.ai.search_config import ExpertConfig
from games.engine import Observation, Options, Setup, State, apply, new_game, observe
from games.engine.knockout.state import Phase

SETUPS: dict[str, ExpertConfig] = {
    "voids only": ExpertConfig(use_constraints=False, mismatch=1.0),
    "default": ExpertConfig(),
    "mixture": ExpertConfig(mixture=True),
    "style inference": ExpertConfig(style_inference=True),
    "style inference + mixture": ExpertConfig(style_inference=True, mixture=True),
}
"""The inference set-ups ``placement`` compares, by name."""


def cheat_arena(argv: list[str], knows: str = "hands") -> None:
    """The arena with the true hands (``knows="hands"``) or the cards in play (``"stock"``)
    handed to every expert search."""
    seen: dict[str, tuple[int, ...]] = {}
    real_observe = arena.observe

    def observe_and_remember(state: State, seat: int):  # -> Observation
        seen["hands"] = tuple(state.hands)
        return real_observe(state, seat)

    def true_deal(sample: Callable[[random.Random], tuple[int, ...]], hist: History | None,
                  rng: random.Random, mismatch: float, tries: int, weigh: object = None
                  ) -> tuple[tuple[int, ...], int]:
        sample(rng)  # draw as the real search does, so the playouts' random numbers match
        return seen["hands"], 1

    real_sample = expert_module.sample_weighted
    real_sampler = expert_module.build_sampler

    def in_play_sampler(obs: Observation, know: Knowledge, hist: History | None,
                        config: ExpertConfig) -> Callable[[random.Random], tuple[int, ...]]:
        in_play = 0
        for s, held in enumerate(seen["hands"]):
            if s != obs.seat:
                in_play |= held
        told = replace(know, allowed=tuple(a & in_play for a in know.allowed))
        return real_sampler(obs, told, hist, config)

    arena.observe = observe_and_remember  # type: ignore[assignment]
    if knows == "stock":
        expert_module.build_sampler = in_play_sampler  # type: ignore[assignment]
    else:
        expert_module.sample_weighted = true_deal  # type: ignore[assignment]
    try:
        arena.main(argv)
    finally:
        arena.observe = real_observe  # type: ignore[assignment]
        expert_module.sample_weighted = real_sample  # type: ignore[assignment]
        expert_module.build_sampler = real_sampler  # type: ignore[assignment]


def placement(style: str, games: int, draws: int = 30) -> dict[str, float]:
    """Per inference set-up, the share of the other seats' true cards its deals place right."""
    bot = arena.opponent(style, None, None)
    rng = random.Random(style)
    right = dict.fromkeys(SETUPS, 0)
    total = dict.fromkeys(SETUPS, 0)
    for g in range(games):
        state, _ = new_game(4, Options(), Setup(seed=f"placement:{g}", first_dealer=g % 4))
        step = 0
        while state.phase is not Phase.GAME_OVER:
            if state.phase is Phase.PLAY and step % 3 == 0 and state.completed:
                obs = observe(state, state.to_act)
                know = knowledge_from(obs)
                for name, config in SETUPS.items():
                    hist = history_from(obs, config.use_chooser)
                    sample = build_sampler(obs, know, hist, config)
                    draw_rng = random.Random(step)
                    for _ in range(draws):
                        hands, _ = sample_weighted(sample, hist, draw_rng, config.mismatch,
                                                   config.sample_tries, opponent_model(config))
                        for s, held in enumerate(state.hands):
                            if s != obs.seat:
                                right[name] += (hands[s] & held).bit_count()
                                total[name] += held.bit_count()
            state, _ = apply(state, bot.choose_action(observe(state, state.to_act), rng=rng))
            step += 1
    return {name: right[name] / max(1, total[name]) for name in SETUPS}


def main(argv: list[str] | None = None) -> None:
    args_in = sys.argv[1:] if argv is None else list(argv)
    if args_in[:1] == ["arena"]:
        knows = argparse.ArgumentParser(add_help=False)
        knows.add_argument("--knows", choices=["hands", "stock"], default="hands")
        told, rest = knows.parse_known_args(args_in[1:])
        cheat_arena(rest, told.knows)
        return
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["placement"])
    parser.add_argument("--style", default="greedy")
    parser.add_argument("--games", type=int, default=8)
    args = parser.parse_args(args_in)
    for name, share in placement(args.style, args.games).items():
        print(f"{args.style}: {name}: {share:.3f} of the true cards placed right")


if __name__ == "__main__":
    main()
