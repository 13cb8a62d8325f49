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
* **Sent** by the one loop of every outbound row (:mod:`live.attempts`): the row is claimed
  first (its retry time moved past the longest the task can run), so a duplicate task finds it
  not due and one mail is never sent twice at once; an attempt has
  ``WHIST_MAIL_TIMEOUT_SECONDS`` in all (:mod:`live.mail_backend`); a temporary failure (4xx,
  no answer) is retried with a backoff doubling from ``WHIST_MAIL_RETRY_BASE_SECONDS`` by
  beat's ``mail_retries_sweep`` for up to ``WHIST_MAIL_RETRY_WINDOW_SECONDS``; a permanent
  refusal (5xx) is not retried.  Every
  attempt sends the same message (one Message-ID).  Once sent or given up, the row keeps what
  the mail was (to, subject, status) but not its text: it may hold a link that resets a
  password.
"""

from __future__ import annotations

import logging
import smtplib
from datetime import datetime
from email.utils import make_msgid, parseaddr
from html import escape

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.utils import timezone

from core.domain_events import AccountClosed, MailRequested
from live.attempts import MAIL_LANE, Outcome, attempt, enqueue
from live.mail_backend import mail_connection
from live.models import DeliveryStatus, OutboundMail, TurnMail

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
        enqueue(MAIL_LANE, [row.pk])
    return row


def mail_requested(event: MailRequested) -> None:
    """``players``' account mails (subscribed in ``LiveConfig.ready``)."""
    mail_queue(to=event.to, subject=event.subject, paragraphs=event.paragraphs,
               reason=event.reason, kind=event.kind, user_id=event.user_id, link=event.link)


def _message(row: OutboundMail) -> EmailMultiAlternatives:
    message = EmailMultiAlternatives(
        subject=row.subject, body=row.text, from_email=settings.DEFAULT_FROM_EMAIL,
        to=[row.to], headers={**row.headers, "Message-ID": row.message_id})
    message.attach_alternative(row.html, "text/html")
    return message


def _send(row: OutboundMail) -> Outcome:
    """Send once: a refusal for now (4xx) or no answer is worth retrying, a permanent one
    (5xx) is not."""
    connection = mail_connection()
    try:
        connection.send_messages([_message(row)])
    except SoftTimeLimitExceeded:
        raise  # the loop counts it, like any attempt cut short
    except smtplib.SMTPRecipientsRefused as refused:
        codes = [code for code, _ in refused.recipients.values()]
        return Outcome(False, max(codes, default=None), f"refused: {refused.recipients}",
                       retry=not all(code >= 500 for code in codes))
    except smtplib.SMTPResponseException as exc:
        return Outcome(False, exc.smtp_code, f"answered {exc.smtp_code} {exc.smtp_error!r}",
                       retry=exc.smtp_code < 500)
    except Exception as exc:  # connection refused, reset, TLS, the deadline
        if getattr(connection, "deadline_passed", False):
            return Outcome(False, None, "timed out after "
                           f"{settings.WHIST_MAIL_TIMEOUT_SECONDS:g} s", retry=True)
        return Outcome(False, None, f"{type(exc).__name__}: {exc}", retry=True)
    return Outcome(True, 250)  # what a server answers the message it accepted


def _settled(row: OutboundMail, outcome: Outcome) -> None:
    """A mail sent says when; one done with (sent or given up) keeps no text."""
    if outcome.ok:
        row.sent_at = timezone.now()
    else:
        logger.warning("mail %s (%s) not sent: %s", row.pk, row.kind, row.last_error)
    if row.status != DeliveryStatus.PENDING:
        row.text = row.html = ""


def mail_send(*, mail_id: int) -> str:
    """One attempt at a pending mail (:func:`live.attempts.attempt`)."""
    return attempt(MAIL_LANE, mail_id, send=_send, settle=_settled)


def account_closed_forget(event: AccountClosed) -> None:
    """A closed account's mail log and notification choices go with its address."""
    from live.notification_settings import notification_settings_forget

    OutboundMail.objects.filter(user_id=event.user_id).delete()
    TurnMail.objects.filter(user_id=event.user_id).delete()
    notification_settings_forget(user_id=event.user_id)
