"""Task names shared by the code that enqueues a task and the code that runs it."""

PASSWORD_RESET_MAIL_TASK = "players.tasks.password_reset_mail"
"""On the mail lane (``live.task_names.MAIL_QUEUE``, ``CELERY_TASK_ROUTES``): it finds the account
and queues its mail."""
