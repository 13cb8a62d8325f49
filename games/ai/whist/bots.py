"""The classic Whist bot levels and the registry the service uses, with Knock-Out Whist's names
and shapes (:mod:`games.ai.base`): ``BOT_LEVELS``, ``get_bot(level, ...)``,
``bot_action(level, observation, seed, ...)``; a bot's ``choose_action(observation, *, rng)``
returns one of ``observation.legal_actions``.  A bot gets a
:class:`~games.engine.whist.WhistObservation` and nothing else."""

from __future__ import annotations

import random

from games.ai.whist.expert import WhistExpertBot, WhistExpertConfig
from games.ai.whist.knowledge import knowledge_from
from games.ai.whist.policy import choose_card
from games.engine.actions import PLAYS, Action
from games.engine.whist import WhistObservation

BOT_LEVELS: tuple[str, ...] = ("random", "heuristic", "expert")
"""The levels offered for a classic Whist seat, weakest first."""
DEFAULT_BUDGET_MS = {"expert": 150.0}


class WhistRandomBot:
    """A uniformly random legal card: the baseline."""

    name = "random"

    def choose_action(self, observation: WhistObservation, *, rng: random.Random) -> Action:
        legal = observation.legal_actions
        return legal[rng.randrange(len(legal))]


def heuristic_action(observation: WhistObservation) -> Action:
    """The rule of thumb (:mod:`games.ai.whist.policy`) on what the seat knows."""
    k = knowledge_from(observation)
    trump = -1 if observation.trump is None else int(observation.trump)
    trick = tuple((s, c.index) for s, c in observation.trick)
    card = choose_card(k.seat, k.hand, trick, trump, k.unseen, k.first_leads[(k.seat + 2) % 4])
    action = PLAYS[card]
    assert action in observation.legal_actions, (action, observation.legal_actions)
    return action


class WhistHeuristicBot:
    """Second hand low, third hand high, return partner's lead, trump when void unless partner
    is winning; deterministic (``rng`` is unused).  Also the timeout stand-in."""

    name = "heuristic"

    def choose_action(self, observation: WhistObservation, *, rng: random.Random) -> Action:
        return heuristic_action(observation)


WhistBot = WhistRandomBot | WhistHeuristicBot | WhistExpertBot


def get_bot(level: str, *, budget_ms: float | None = None, iterations: int | None = None
            ) -> WhistBot:
    """A bot of ``level``; ``budget_ms`` overrides the expert's think time and ``iterations``
    pins its number of sampled deals (reproducible on any machine, for tests)."""
    if level == "random":
        return WhistRandomBot()
    if level == "heuristic":
        return WhistHeuristicBot()
    if level == "expert":
        budget = DEFAULT_BUDGET_MS["expert"] if budget_ms is None else float(budget_ms)
        return WhistExpertBot(WhistExpertConfig(budget_ms=budget, worlds=iterations))
    raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(BOT_LEVELS)}")


def seeded_rng(level: str, seed: int | str) -> random.Random:
    return random.Random(f"whist:{level}:{seed}")


def bot_action(level: str, observation: WhistObservation, seed: int | str, *,
               budget_ms: float | None = None, iterations: int | None = None) -> Action:
    """The action ``level`` takes in ``observation``; the same seed gives the same action."""
    if observation.seat is None or not observation.legal_actions:
        raise ValueError("the observation is not a seat's view with a decision to make")
    bot = get_bot(level, budget_ms=budget_ms, iterations=iterations)
    return bot.choose_action(observation, rng=seeded_rng(level, seed))
