"""The one loop of every outbound row: webhook deliveries, mails and pushes share one attempt
shape, one backoff and one lease, each in its own lane (the loop's behaviour is what the
webhook, mail and push tests check through each kind)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from live.attempts import MAIL_LANE, PUSH_LANE, WEBHOOK_LANE, Lane
from live.models import Attempted
from live.task_names import MAIL_QUEUE, OUTBOUND_LANES, PUSH_QUEUE, WEBHOOKS_QUEUE
from live.tasks import mail_send, push_deliver, webhook_deliver

LANES = [(WEBHOOK_LANE, WEBHOOKS_QUEUE, webhook_deliver), (MAIL_LANE, MAIL_QUEUE, mail_send),
         (PUSH_LANE, PUSH_QUEUE, push_deliver)]


@pytest.mark.parametrize(("lane", "queue", "task"), LANES, ids=lambda v: getattr(v, "kind", ""))
def test_each_kind_is_an_attempted_row_whose_task_runs_in_its_own_lane(lane: Lane, queue: str,
                                                                      task: object) -> None:
    assert issubclass(lane.model, Attempted)
    fields = {f.name for f in lane.model._meta.get_fields()}
    assert {"status", "attempts", "response_code", "last_error", "next_retry_at",
            "created_at"} <= fields
    name = lane.model._meta.model_name
    assert {f"{name}_pending", f"{name}_created"} <= {i.name for i in lane.model._meta.indexes}
    assert lane.task in OUTBOUND_LANES[queue]
    # The claim outlasts the task: the same row is never attempted twice at once.
    assert (task.soft_time_limit, task.time_limit) == lane.time_limits()  # type: ignore[attr-defined]
    assert lane.lease().total_seconds() > lane.time_limits()[1] > lane.time_limits()[0]


def test_the_backoff_doubles_from_each_kinds_base_up_to_its_longest(settings) -> None:
    settings.WHIST_WEBHOOK_RETRY_BASE_SECONDS = 5
    settings.WHIST_PUSH_RETRY_BASE_SECONDS = 5
    settings.WHIST_MAIL_RETRY_BASE_SECONDS = 30
    assert [WEBHOOK_LANE.retry_delay(n).total_seconds() for n in (1, 2, 3)] == [5, 10, 20]
    assert MAIL_LANE.retry_delay(2) == timedelta(seconds=60)
    assert WEBHOOK_LANE.retry_delay(40) == timedelta(hours=6)
    assert PUSH_LANE.retry_delay(40) == timedelta(hours=1)


@pytest.mark.django_db(transaction=True)
def test_a_mail_keeps_its_smtp_reply_code_as_a_delivery_keeps_its_http_status(
        tmp_path, settings, user_factory) -> None:
    import django
    from django.db import transaction

    from live import mail
    from live.models import DeliveryStatus, OutboundMail
    from tests.mail_site import address
    from tests.smtp_server import SmtpServer
    from whist_service.config import mail_settings, parse_email_url

    smtp = SmtpServer(tmp_path / "mails", fail_first=1)
    try:
        mailer = parse_email_url(f"smtp://127.0.0.1:{smtp.port}")
        mailer["OPTIONS"]["timeout"] = 10
        for name, value in mail_settings(mailer, mailers=django.VERSION >= (6, 1)).items():
            setattr(settings, name, value)
        with transaction.atomic():
            row = mail.mail_queue(to=address("coded"), subject="Game 5",
                                  paragraphs=("You have a seat in game 5.",),
                                  reason="a test asked", kind="invited",
                                  user_id=user_factory().pk)
        assert mail.mail_send(mail_id=row.pk) == DeliveryStatus.PENDING
        assert OutboundMail.objects.get(pk=row.pk).response_code == 451
        OutboundMail.objects.filter(pk=row.pk).update(next_retry_at=None)
        assert mail.mail_send(mail_id=row.pk) == DeliveryStatus.SUCCEEDED
        assert OutboundMail.objects.get(pk=row.pk).response_code == 250
    finally:
        smtp.stop()
