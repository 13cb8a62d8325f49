"""The bot interface and the registry of levels the lobby offers.

A bot sees exactly what a human in its seat would see: the seat's
:class:`~games.engine.Observation` (its own hand, the cards played, trump, the turn-up card,
hand counts, statuses, tricks and ``legal_actions``).  It never receives the engine's ``State``,
so it cannot peek at other hands, the stock or the seed; the search level builds its own
guesses of the hidden cards from the observation (:mod:`games.ai.knowledge`).  It returns one of
``observation.legal_actions``.

Randomness comes only from the ``rng`` argument, so a decision is reproducible from a seed:
:func:`bot_action` seeds it from a caller's value (the AI-seat task derives it from the game id
and version, so a duplicate delivery of the task makes the same move).
"""

from __future__ import annotations

import random
from typing import Protocol

from games.ai.expert import ExpertBot
from games.ai.heuristic import HeuristicBot
from games.ai.search_config import ExpertConfig
from games.engine.actions import Action
from games.engine.knockout.observation import Observation


class Bot(Protocol):
    """Anything that picks a legal action from one seat's observation."""

    name: str

    def choose_action(self, observation: Observation, *, rng: random.Random) -> Action:
        """One of ``observation.legal_actions``; randomness only from ``rng``."""
        ...


class RandomBot:
    """A uniformly random legal action: the weakest level, and a baseline for the arena."""

    name = "random"

    def choose_action(self, observation: Observation, *, rng: random.Random) -> Action:
        legal = observation.legal_actions
        return legal[rng.randrange(len(legal))]


BOT_LEVELS: tuple[str, ...] = ("random", "heuristic", "medium", "expert")
"""The levels the lobby offers, weakest first."""

DEFAULT_BUDGET_MS = {"medium": 10.0, "expert": 200.0}
"""Think time per decision of the search levels (``medium`` is ``expert`` with less time).

The expert's strength is flat above about 100 deals a decision, so at 50 ms ``medium`` played
as well as ``expert`` and the levels could not be told apart.  At 10 ms (a median of 12
deals) it sits between ``heuristic`` and ``expert``: against the opponent panel, 1200 games
each, heuristic 0.302, medium 0.329, expert 0.355 (paired: +0.028 and +0.026, se 0.015;
games/ai/README.md, "Eighth round")."""


def get_bot(level: str, *, budget_ms: float | None = None, iterations: int | None = None) -> Bot:
    """A bot of ``level`` (one of :data:`BOT_LEVELS`).

    ``budget_ms`` overrides a search level's think time; ``iterations`` pins its iteration count
    instead (exactly reproducible whatever the machine's speed, used by tests)."""
    if level == "random":
        return RandomBot()
    if level == "heuristic":
        return HeuristicBot()
    if level in DEFAULT_BUDGET_MS:
        budget = DEFAULT_BUDGET_MS[level] if budget_ms is None else float(budget_ms)
        return ExpertBot(ExpertConfig(budget_ms=budget, iterations=iterations), name=level)
    raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(BOT_LEVELS)}")


def seeded_rng(level: str, seed: int | str) -> random.Random:
    """The decision's random generator: a pure function of the level and the seed."""
    return random.Random(f"{level}:{seed}")


def bot_action(level: str, observation: Observation, seed: int | str, *,
               budget_ms: float | None = None, iterations: int | None = None) -> Action:
    """The action ``level`` takes in ``observation``; the same seed gives the same action.

    The only caveat is a search level's wall-clock safety cap (see :mod:`games.ai.expert`):
    it cuts a search short only on a machine several times slower than planned for."""
    if observation.seat is None or not observation.legal_actions:
        raise ValueError("the observation is not a seat's view with a decision to make")
    bot = get_bot(level, budget_ms=budget_ms, iterations=iterations)
    return bot.choose_action(observation, rng=seeded_rng(level, seed))
