"""Task names shared by the code that enqueues a task and the code that runs it."""

CHAT_PRUNE_TASK = "social.tasks.chat_prune"
