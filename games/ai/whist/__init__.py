"""AI seats for classic Whist (:mod:`games.engine.whist`), from one seat's observation only.

    BOT_LEVELS                       # ("random", "heuristic", "expert")
    get_bot(level, *, budget_ms=None, iterations=None) -> bot
    bot_action(level, observation, seed, *, budget_ms=None, iterations=None) -> Action

:mod:`.policy` is the rule of thumb on bitmasks (the ``heuristic`` level and the search's
playouts), :mod:`.knowledge` what a seat knows and the deals consistent with it, :mod:`.expert`
the PIMC search, :mod:`.arena` the partnership arena (``python -m games.ai.arena --game whist``).
"""

from games.ai.whist.bots import (
    BOT_LEVELS,
    DEFAULT_BUDGET_MS,
    WhistHeuristicBot,
    WhistRandomBot,
    bot_action,
    get_bot,
    heuristic_action,
    seeded_rng,
)
from games.ai.whist.expert import WhistExpertBot, WhistExpertConfig

__all__ = ["BOT_LEVELS", "DEFAULT_BUDGET_MS", "WhistExpertBot", "WhistExpertConfig",
           "WhistHeuristicBot", "WhistRandomBot", "bot_action", "get_bot", "heuristic_action",
           "seeded_rng"]
