"""The mail the service sends: composed, queued as a row, sent by a task in the mail lane.

* **Composed** once, when queued: a plain-text part and a small HTML part with the same words,
  each saying why it was sent ("You are getting this because ..."); a notification mail also
  has the one-click unsubscribe of RFC 8058 (``List-Unsubscribe`` with an https URL, and
  ``List-Unsubscribe-Post: List-Unsubscribe=One-Click``) and the same link in its text.
  Account mails (a link to verify an address or reset a password, an address changed) are
  transactional: no unsubscribe, since a person cannot do without them.
* **Queued** as an :class:`OutboundMail` row and sent once the transaction commits by
  ``live.tasks.mail_send`` in the mail lane (a queue and worker of its own,
  ``live.task_names.OUTBOUND_LANES``), never behind the webhooks nor on the queue of AI moves.
* **Sent** like a webhook delivery: the row is claimed first (its retry time moved past the
  longest the task can run), so a duplicate task finds it not due and one mail is never sent
  twice at once; an attempt has ``WHIST_MAIL_TIMEOUT_SECONDS`` in all
  (:mod:`live.mail_backend`); a temporary failure (4xx, no answer) is retried with a backoff
  doubling from ``WHIST_MAIL_RETRY_BASE_SECONDS`` by beat's ``mail_retries_sweep`` for up to
  ``WHIST_MAIL_RETRY_WINDOW_SECONDS``; a permanent refusal (5xx) is not retried.  Every
  attempt sends the same message (one Message-ID).  Once sent or given up, the row keeps what
  the mail was (to, subject, status) but not its text: it may hold a link that resets a
  password.
"""

from __future__ import annotations

import logging
import smtplib
from datetime import datetime, timedelta
from email.utils import make_msgid, parseaddr
from html import escape
from typing import Any

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from core.domain_events import AccountClosed, MailRequested
from live.mail_backend import mail_connection
from live.models import DeliveryStatus, OutboundMail, TurnMail
from live.task_names import MAIL_SEND_TASK

logger = logging.getLogger("live.mail")
WHY = "You are getting this because"


def _text(paragraphs: tuple[str, ...], link: tuple[str, str] | None, footer: list[str]) -> str:
    blocks = [paragraphs[0]]
    if link is not None:
        blocks.append(f"{link[0]}: {link[1]}")
    blocks += list(paragraphs[1:])
    return "\n\n".join(blocks) + "\n\n-- \n" + "\n".join(footer) + "\n"


def _html(paragraphs: tuple[str, ...], link: tuple[str, str] | None,
          footer: list[str], unsubscribe: str | None) -> str:
    parts = [f"<p>{escape(paragraphs[0])}</p>"]
    if link is not None:
        parts.append(f'<p><a href="{escape(link[1])}">{escape(link[0])}</a></p>')
    parts += [f"<p>{escape(p)}</p>" for p in paragraphs[1:]]
    small = escape(footer[0])
    if unsubscribe is not None:
        small += f' <a href="{escape(unsubscribe)}">Unsubscribe from these mails</a>.'
    return ('<!doctype html><html><body style="font-family: sans-serif; line-height: 1.4">'
            + "".join(parts) + '<hr><p style="color: #555; font-size: small">' + small
            + "</p></body></html>")


def mail_queue(*, to: str, subject: str, paragraphs: tuple[str, ...], reason: str, kind: str,
               user_id: int | None = None, link: tuple[str, str] | None = None,
               unsubscribe: tuple[str, str] | None = None,
               not_before: datetime | None = None) -> OutboundMail:
    """Compose a mail and queue it (sent once the caller's transaction commits, or by the
    retry sweep from ``not_before``: the end of the person's quiet hours).  ``reason``
    completes "You are getting this because ..."; ``unsubscribe`` is a notification mail's
    (one-click https URL, the web client's page) pair."""
    footer = [f"{WHY} {reason}."]
    headers = {"Auto-Submitted": "auto-generated"}
    if unsubscribe is not None:
        one_click, page = unsubscribe
        footer.append(f"To get no more mails like this one: {page}")
        targets = [f"<{one_click}>"]
        if settings.WHIST_UNSUBSCRIBE_MAILTO:
            targets.append(f"<mailto:{settings.WHIST_UNSUBSCRIBE_MAILTO}?subject=unsubscribe>")
        headers["List-Unsubscribe"] = ", ".join(targets)
        headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    domain = parseaddr(settings.DEFAULT_FROM_EMAIL)[1].rpartition("@")[2] or "localhost"
    row = OutboundMail.objects.create(
        user_id=user_id, to=to, kind=kind, subject=subject[:200], headers=headers,
        text=_text(paragraphs, link, footer),
        html=_html(paragraphs, link, footer, None if unsubscribe is None else unsubscribe[1]),
        message_id=make_msgid(domain=domain), next_retry_at=not_before)
    if not_before is None:
        _enqueue(row.pk)
    return row


def mail_requested(event: MailRequested) -> None:
    """``players``' account mails (subscribed in ``LiveConfig.ready``)."""
    mail_queue(to=event.to, subject=event.subject, paragraphs=event.paragraphs,
               reason=event.reason, kind=event.kind, user_id=event.user_id, link=event.link)


def _enqueue(mail_id: int) -> None:
    from core.task_send import task_send

    transaction.on_commit(lambda: task_send(MAIL_SEND_TASK, (mail_id,)))


def retry_delay(attempts: int) -> timedelta:
    base = settings.WHIST_MAIL_RETRY_BASE_SECONDS
    return timedelta(seconds=min(base * 2 ** max(attempts - 1, 0), 6 * 3600))


def send_time_limits() -> tuple[float, float]:
    """The send task's soft and hard time limits: the attempt's own deadline and room for the
    two short transactions around it."""
    soft = settings.WHIST_MAIL_TIMEOUT_SECONDS + 10
    return soft, soft + 10


def send_lease() -> timedelta:
    """How long an attempt holds its mail: longer than its task can run, so the same mail is
    never sent by two attempts at once."""
    return timedelta(seconds=send_time_limits()[1] + 30)


def _message(row: OutboundMail) -> EmailMultiAlternatives:
    message = EmailMultiAlternatives(
        subject=row.subject, body=row.text, from_email=settings.DEFAULT_FROM_EMAIL,
        to=[row.to], headers={**row.headers, "Message-ID": row.message_id})
    message.attach_alternative(row.html, "text/html")
    return message


def _attempt(row: OutboundMail) -> tuple[bool, bool, str]:
    """Send once: (sent, worth retrying, what went wrong)."""
    connection = mail_connection()
    try:
        connection.send_messages([_message(row)])
    except SoftTimeLimitExceeded:
        return False, True, "cut by the task's time limit"
    except smtplib.SMTPRecipientsRefused as refused:
        codes = [code for code, _ in refused.recipients.values()]
        return False, not all(code >= 500 for code in codes), f"refused: {refused.recipients}"
    except smtplib.SMTPResponseException as exc:
        return False, exc.smtp_code < 500, f"answered {exc.smtp_code} {exc.smtp_error!r}"
    except Exception as exc:  # connection refused, reset, TLS, the deadline
        if getattr(connection, "deadline_passed", False):
            return False, True, f"timed out after {settings.WHIST_MAIL_TIMEOUT_SECONDS:g} s"
        return False, True, f"{type(exc).__name__}: {exc}"
    return True, False, ""


def mail_send(*, mail_id: int) -> str:
    """One attempt at a pending mail: claimed first in a short transaction, so no lock or
    transaction is held while the SMTP server answers and a duplicate task finds it not due."""
    now = timezone.now()
    with transaction.atomic():
        row = (OutboundMail.objects.select_for_update(skip_locked=True)
               .filter(pk=mail_id, status=DeliveryStatus.PENDING).first())
        if row is None or (row.next_retry_at is not None and row.next_retry_at > now):
            return "not_due"
        row.next_retry_at = now + send_lease()
        row.save(update_fields=["next_retry_at"])
    sent, retry, error = _attempt(row)
    row.attempts += 1
    row.last_error = error[:300]
    if sent:
        row.status, row.next_retry_at, row.sent_at = DeliveryStatus.SUCCEEDED, None, \
            timezone.now()
    else:
        retry_at = timezone.now() + retry_delay(row.attempts)
        window = timedelta(seconds=settings.WHIST_MAIL_RETRY_WINDOW_SECONDS)
        if retry and retry_at - row.created_at <= window:
            row.next_retry_at = retry_at
        else:
            row.status, row.next_retry_at = DeliveryStatus.FAILED, None
        logger.warning("mail %s (%s) not sent: %s", row.pk, row.kind, row.last_error)
    if row.status != DeliveryStatus.PENDING:
        row.text = row.html = ""
    row.save(update_fields=["attempts", "last_error", "status", "next_retry_at", "sent_at",
                            "text", "html"])
    return row.status


def mail_retries_due(*, now: Any = None, limit: int = 500) -> list[int]:
    """Pending mails due again, and first attempts whose task was lost (a minute old)."""
    now = now or timezone.now()
    due = Q(next_retry_at__lte=now) | Q(next_retry_at__isnull=True,
                                        created_at__lte=now - timedelta(minutes=1))
    return list(OutboundMail.objects.filter(due, status=DeliveryStatus.PENDING)
                .order_by("created_at").values_list("pk", flat=True)[:limit])


def account_closed_forget(event: AccountClosed) -> None:
    """A closed account's mail log and notification choices go with its address."""
    from live.notification_settings import notification_settings_forget

    OutboundMail.objects.filter(user_id=event.user_id).delete()
    TurnMail.objects.filter(user_id=event.user_id).delete()
    notification_settings_forget(user_id=event.user_id)
