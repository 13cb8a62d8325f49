"""AI seats: bots that play Knock-Out Whist from one seat's observation.

Public API::

    BOT_LEVELS                       # ("random", "heuristic", "medium", "expert")
    get_bot(level, *, budget_ms=None, iterations=None) -> Bot
    bot_action(level, observation, seed, *, budget_ms=None, iterations=None) -> Action

A bot gets only ``games.engine.observe(state, seat)``, never the ``State``.  The arena
(``python -m games.ai.arena``) measures the levels against each other.  Classic Whist's
bots, with the same names (``BOT_LEVELS``, ``get_bot``, ``bot_action``), are
:mod:`games.ai.whist` (``python -m games.ai.arena --game whist``).
"""

from games.ai.base import BOT_LEVELS, DEFAULT_BUDGET_MS, Bot, RandomBot, bot_action, get_bot

__all__ = ["BOT_LEVELS", "DEFAULT_BUDGET_MS", "Bot", "RandomBot", "bot_action", "get_bot"]
