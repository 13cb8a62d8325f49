"""How a mail is sent: a row per mail, retried with backoff on SMTP errors, within one deadline
an attempt, never sent twice.  The test process makes the attempts itself (as the outbound
worker's task does), against a real SMTP server process, so that it chooses when each runs."""

from __future__ import annotations

import select
import socket
import threading
from typing import Any

import django
import pytest
from django.db import transaction
from django.utils import timezone

from live import mail as outbound_mail
from live.attempts import MAIL_LANE, retries_due
from live.models import DeliveryStatus, OutboundMail
from tests.mail_site import address
from tests.smtp_server import SmtpServer
from whist_service.config import mail_settings, parse_email_url

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def smtp_settings(settings: Any) -> Any:
    """This process sends through the SMTP server on ``port`` (as the worker would)."""

    def use(port: int) -> None:
        mailer = parse_email_url(f"smtp://127.0.0.1:{port}")
        mailer["OPTIONS"]["timeout"] = 10
        for name, value in mail_settings(mailer, mailers=django.VERSION >= (6, 1)).items():
            setattr(settings, name, value)
        settings.WHIST_MAIL_RETRY_BASE_SECONDS = 30

    return use


def _queued(user_factory: Any, email: str) -> OutboundMail:
    with transaction.atomic():
        return outbound_mail.mail_queue(
            to=email, subject="Game 5", paragraphs=("You have a seat in game 5.",),
            reason="a test asked", kind="invited", user_id=user_factory().pk,
            unsubscribe=("https://whist.example/api/v1/unsubscribe?token=t",
                         "https://whist.example/#/email/unsubscribe/t"))


def test_an_smtp_failure_is_retried_with_backoff_and_the_mail_sent_once(
        tmp_path, smtp_settings, user_factory):
    smtp = SmtpServer(tmp_path / "mails", fail_first=1)
    try:
        smtp_settings(smtp.port)
        email = address("retried")
        row = _queued(user_factory, email)
        assert outbound_mail.mail_send(mail_id=row.pk) == DeliveryStatus.PENDING
        row.refresh_from_db()
        assert row.attempts == 1 and "451" in row.last_error
        assert 25 < (row.next_retry_at - timezone.now()).total_seconds() <= 30
        assert outbound_mail.mail_send(mail_id=row.pk) == "not_due"  # a duplicate task
        assert retries_due(MAIL_LANE) == []
        OutboundMail.objects.filter(pk=row.pk).update(next_retry_at=timezone.now())
        assert retries_due(MAIL_LANE) == [row.pk]
        assert outbound_mail.mail_send(mail_id=row.pk) == DeliveryStatus.SUCCEEDED
        assert outbound_mail.mail_send(mail_id=row.pk) == "not_due"
        [received] = smtp.messages(email)
        row.refresh_from_db()
        assert (row.status, row.attempts, row.last_error) == (DeliveryStatus.SUCCEEDED, 2, "")
        assert received.message["Message-ID"] == row.message_id
        # What was sent is not kept: a mail may hold a link that signs someone in.
        assert (row.text, row.html) == ("", "")
    finally:
        smtp.stop()


def test_an_smtp_server_that_answers_a_byte_at_a_time_is_cut_at_the_deadline(
        smtp_settings, settings, user_factory):
    """A per-read timeout never trips on a server that sends a byte every half second; one
    deadline for the whole attempt does."""
    settings.WHIST_MAIL_TIMEOUT_SECONDS = 1.5
    server = socket.create_server(("127.0.0.1", 0))
    hung_up = threading.Event()

    def dribble() -> None:
        conn, _ = server.accept()
        with conn:
            conn.sendall(b"220 slow.example ESMTP")  # and the rest of the line never comes
            for _ in range(60):
                readable, _, _ = select.select([conn], [], [], 0.5)
                if readable and conn.recv(1) == b"":
                    hung_up.set()
                    return
                conn.sendall(b".")

    thread = threading.Thread(target=dribble, daemon=True)
    thread.start()
    try:
        smtp_settings(server.getsockname()[1])
        row = _queued(user_factory, address("slow"))
        assert outbound_mail.mail_send(mail_id=row.pk) == DeliveryStatus.PENDING
        row.refresh_from_db()
        assert row.attempts == 1 and row.last_error == "timed out after 1.5 s", row.last_error
        assert hung_up.wait(5)
    finally:
        server.close()
