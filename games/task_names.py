"""Task names shared by the code that enqueues a task and the code that runs it, so that the
services can enqueue without importing the task module (which imports the services)."""

SERVER_TURN_TASK = "games.tasks.server_turn"
DEADLINES_SWEEP_TASK = "games.tasks.deadlines_sweep"
IDEMPOTENCY_EXPIRE_TASK = "games.tasks.idempotency_records_expire"
REMINDERS_SWEEP_TASK = "games.tasks.reminders_sweep"
AUTO_PLAY_TASK = "games.tasks.auto_play"
ANALYSIS_TASK = "games.tasks.game_analyse"
REMATCH_OFFERS_TASK = "games.tasks.rematch_offers_expire"

ANALYSIS_QUEUE = "analysis"
"""The queue of the game reviews (``CELERY_TASK_ROUTES``), consumed by a worker of its own:
a review takes seconds of a core, an AI move must not wait behind one."""
