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

WEBHOOKS_QUEUE = "webhooks"
MAIL_QUEUE = "mail"
PUSH_QUEUE = "push"

OUTBOUND_LANES: dict[str, tuple[str, ...]] = {
    WEBHOOKS_QUEUE: (WEBHOOKS_NOTIFY_TASK, WEBHOOK_DELIVER_TASK, WEBHOOK_RETRIES_TASK),
    MAIL_QUEUE: (MAILS_NOTIFY_TASK, MAIL_SEND_TASK, MAIL_RETRIES_TASK, TURN_MAILS_TASK,
                 DIGESTS_TASK),
    PUSH_QUEUE: (PUSH_NOTIFY_TASK, PUSH_DELIVER_TASK, PUSH_RETRIES_TASK),
}
"""The outbound lanes: a queue each for webhooks, mail and pushes (``CELERY_TASK_ROUTES``; the
players' password reset mail rides the mail lane too), each consumed by a worker of its own in
production.  Every task here waits on someone else's server, so each kind of work gets slots
of its own: a receiver that never answers holds the webhook worker for its whole timeout, and
a verification mail or a push must not wait behind it.  None of them shares a worker with the
game's server moves on the default queue."""
