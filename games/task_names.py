"""Task names shared by the code that enqueues a task and the code that runs it, so that the
services can enqueue without importing the task module (which imports the services)."""

SERVER_TURN_TASK = "games.tasks.server_turn"
DEADLINES_SWEEP_TASK = "games.tasks.deadlines_sweep"
IDEMPOTENCY_EXPIRE_TASK = "games.tasks.idempotency_records_expire"
REMINDERS_SWEEP_TASK = "games.tasks.reminders_sweep"
AUTO_PLAY_TASK = "games.tasks.auto_play"
