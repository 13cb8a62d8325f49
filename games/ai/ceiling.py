"""How much of the expert's weakness is hidden information: the measurements.

    python -m games.ai.ceiling arena [--knows hands|stock|style] --games 400 --budget-ms 50 \
        --against greedy --workers 1
    python -m games.ai.ceiling placement --style greedy --games 8

``arena`` runs :mod:`games.ai.arena` (same arguments) with the candidate's searches given the
true hands instead of sampled deals (a searching opponent, the panel's ``scout``, still
samples): a cheating expert, the ceiling that better inference could approach.  With
``--knows stock`` it is told only which cards are not in play (the undealt stock) and
samples who holds the rest as usual: the part of the ceiling that no observation can give,
since the stock is never seen.  With ``--knows style`` it is told nothing about the cards,
only the style the other seats play (the ``--against`` style, one of
:data:`games.ai.styles.STYLES`): its proposal uses that style's exclusions, its deals are
weighted by that style's likelihood and the other seats play that style in its playouts.
That is the most an opponent model that adapts could learn.  Only for measuring; the bots
themselves never see the state.

``placement`` plays games of one style and, at every third decision from the second trick
on, asks each inference set-up for 30 deals and counts the share of the other seats' true
cards that the deals put in the right hand.  1.0 would be the cheat; a uniform deal
consistent with the voids is the floor.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace

from games.ai import arena
from games.ai import expert as expert_module
from games.ai import sampling as sampling_module
from games.ai.expert import ExpertBot
from games.ai.inference import History, Likelihood, history_from, sample_weighted
from games.ai.knowledge import Knowledge, knowledge_from
from games.ai.mixture import mixture_likelihood, opponent_model, seat_styles
from games.ai.sampling import build_sampler
from games.ai.search_config import ExpertConfig
from games.ai.style_inference import style_exclusions
from games.ai.styles import STYLES
from games.engine import Observation, Options, Setup, State, apply, new_game, observe
from games.engine.actions import Action
from games.engine.knockout.state import Phase

SETUPS: dict[str, ExpertConfig] = {
    "voids only": ExpertConfig(use_constraints=False, mismatch=1.0),
    "default": ExpertConfig(),
    "mixture": ExpertConfig(mixture=True),
    "style inference": ExpertConfig(style_inference=True),
    "style inference + mixture": ExpertConfig(style_inference=True, mixture=True),
}
"""The inference set-ups ``placement`` compares, by name."""


@contextmanager
def _patched(*replacements: tuple[object, str, object]) -> Iterator[None]:
    """Set each ``(owner, name, value)`` for the length of one arena run, then put back what
    was there, whatever the run raised."""
    real = [(owner, name, getattr(owner, name)) for owner, name, _ in replacements]
    for owner, name, value in replacements:
        setattr(owner, name, value)
    try:
        yield
    finally:
        for owner, name, value in real:
            setattr(owner, name, value)


def _seating(argv: list[str]) -> argparse.Namespace:
    """The arena's ``--bot`` and ``--against``, read as the arena will read them."""
    seats = argparse.ArgumentParser(add_help=False)
    seats.add_argument("--bot", default="expert")
    seats.add_argument("--against", default="heuristic")
    return seats.parse_known_args(argv)[0]


def cheat_arena(argv: list[str], knows: str = "hands") -> None:
    """The arena with the true hands (``knows="hands"``) or the cards in play (``"stock"``)
    handed to the candidate's searches.  Only the candidate's: a searching opponent (the
    panel's ``scout`` is an :class:`ExpertBot` too) searches honestly."""
    named = _seating(argv)
    if named.bot == named.against:
        raise SystemExit("the cheat needs --against other than --bot: it goes to the "
                         f"searches of the bot named {named.bot!r} only")
    seen: dict[str, object] = {}
    real_observe = arena.observe
    real_choose = ExpertBot.choose_action
    real_sample = expert_module.sample_weighted
    real_sampler = expert_module.build_sampler

    def observe_and_remember(state: State, seat: int):  # -> Observation
        seen["hands"] = tuple(state.hands)
        return real_observe(state, seat)

    def choose_and_mark(bot: ExpertBot, observation: Observation, *, rng: random.Random
                        ) -> Action:
        seen["cheat"] = bot.name == named.bot
        return real_choose(bot, observation, rng=rng)

    def true_deal(sample: Callable[[random.Random], tuple[int, ...]], hist: History | None,
                  rng: random.Random, mismatch: float, tries: int, weigh: Likelihood | None = None
                  ) -> tuple[tuple[int, ...], int]:
        if not seen["cheat"]:
            return real_sample(sample, hist, rng, mismatch, tries, weigh)
        sample(rng)  # draw as the real search does, so the playouts' random numbers match
        return seen["hands"], 1  # type: ignore[return-value]

    def in_play_sampler(obs: Observation, know: Knowledge, hist: History | None,
                        config: ExpertConfig) -> Callable[[random.Random], tuple[int, ...]]:
        if not seen["cheat"]:
            return real_sampler(obs, know, hist, config)
        in_play = 0
        for s, held in enumerate(seen["hands"]):  # type: ignore[arg-type]
            if s != obs.seat:
                in_play |= held
        told = replace(know, allowed=tuple(a & in_play for a in know.allowed))
        return real_sampler(obs, told, hist, config)

    cheat = ((expert_module, "build_sampler", in_play_sampler) if knows == "stock"
             else (expert_module, "sample_weighted", true_deal))
    with _patched((arena, "observe", observe_and_remember),
                  (ExpertBot, "choose_action", choose_and_mark), cheat):
        arena.main(argv)


def style_arena(argv: list[str]) -> None:
    """The arena with the candidate's searches told the other seats' style (``--against``);
    those seats play a card style, so no other seat searches."""
    style = _seating(argv).against
    if style not in STYLES:
        raise SystemExit(f"--knows style needs --against one of {', '.join(STYLES)}")
    only = (style,)

    def exclusions(obs: Observation, know: Knowledge, styles: tuple[str, ...] = only
                   ) -> tuple[int, ...]:
        return style_exclusions(obs, know, only)

    def styles_of(hist: History | None, hands: tuple[int, ...], mismatch: float,
                  styles: tuple[str, ...] = only) -> tuple[str, ...] | None:
        return seat_styles(hist, hands, mismatch, only)

    weigh = mixture_likelihood(only)
    with _patched((sampling_module, "style_exclusions", exclusions),
                  (expert_module, "seat_styles", styles_of),
                  (expert_module, "opponent_model", lambda config: weigh)):
        # adaptive: the playouts ask seat_styles; style_inference: the proposal asks
        # style_exclusions.  Both now answer with the told style only.
        arena.main([*argv, "--tune", "adaptive=1", "--tune", "style_inference=1"])


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
        knows.add_argument("--knows", choices=["hands", "stock", "style"], default="hands")
        told, rest = knows.parse_known_args(args_in[1:])
        if told.knows == "style":
            style_arena(rest)
        else:
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
