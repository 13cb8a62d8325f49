"""Task names shared by the code that enqueues a task and the code that runs it."""

WEBHOOKS_NOTIFY_TASK = "live.tasks.webhooks_notify"
WEBHOOK_DELIVER_TASK = "live.tasks.webhook_deliver"
NOTIFICATIONS_PRUNE_TASK = "live.tasks.notifications_prune"
ROUTING_REBUILD_TASK = "live.tasks.routing_cache_rebuild"
WEBHOOK_RETRIES_TASK = "live.tasks.webhook_retries_sweep"
MAIL_SEND_TASK = "live.tasks.mail_send"
MAIL_RETRIES_TASK = "live.tasks.mail_retries_sweep"
MAILS_NOTIFY_TASK = "live.tasks.mails_notify"
PUSH_NOTIFY_TASK = "live.tasks.push_notify"
PUSH_DELIVER_TASK = "live.tasks.push_deliver"
PUSH_RETRIES_TASK = "live.tasks.push_retries_sweep"
TURN_MAILS_TASK = "live.tasks.turn_mails_sweep"
DIGESTS_TASK = "live.tasks.digests_sweep"

OUTBOUND_QUEUE = "outbound"
"""The outbound queue: the webhook, mail and push tasks (``CELERY_TASK_ROUTES``), consumed by a
worker of its own so that no receiver, mail server or push service can delay a game's server
moves on the default queue."""
