"""Django's SMTP backend with one deadline for a whole attempt.

Django gives each socket operation ``EMAIL_TIMEOUT``; a server that sends its greeting or an
answer a byte every few seconds never trips that, and would hold the mail worker as long as
it likes.  Here one :class:`core.outbound.Deadline` of ``WHIST_MAIL_TIMEOUT_SECONDS``
covers connecting, TLS, every command and answer: when it passes, the socket is shut down and
the attempt fails (``deadline_passed`` says why).  ``EMAIL_URL=smtp://...`` (and the other
SMTP forms) selects it.
"""

from __future__ import annotations

import functools
import smtplib
import socket
import ssl
from typing import Any

from django.conf import settings
from django.core.mail import get_connection
from django.core.mail.backends.base import BaseEmailBackend
from django.core.mail.backends.smtp import EmailBackend

from core.outbound import Deadline


class _DeadlineSMTP(smtplib.SMTP):
    """Hands each socket it talks over to the deadline (the TLS one too, after STARTTLS)."""

    def __init__(self, *args: Any, deadline: Deadline, **kwargs: Any) -> None:
        self._deadline = deadline
        super().__init__(*args, **kwargs)

    def _get_socket(self, host: str, port: int, timeout: float) -> socket.socket:
        sock = super()._get_socket(host, port, timeout)  # type: ignore[misc]
        self._deadline.watch(sock)
        return sock

    def starttls(self, *args: Any, **kwargs: Any) -> tuple[int, bytes]:
        answer = super().starttls(*args, **kwargs)
        self._deadline.watch(self.sock)
        return answer


class _DeadlineSMTPSSL(smtplib.SMTP_SSL):
    def __init__(self, *args: Any, deadline: Deadline, **kwargs: Any) -> None:
        self._deadline = deadline
        super().__init__(*args, **kwargs)

    def _get_socket(self, host: str, port: int, timeout: float) -> ssl.SSLSocket:
        sock = super()._get_socket(host, port, timeout)  # type: ignore[misc]
        self._deadline.watch(sock)
        return sock


class SmtpBackend(EmailBackend):
    """One connection (one attempt) within ``WHIST_MAIL_TIMEOUT_SECONDS`` in all."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._deadline: Deadline | None = None
        self.deadline_passed = False

    @property
    def connection_class(self) -> Any:  # type: ignore[override]
        smtp = _DeadlineSMTPSSL if self.use_ssl else _DeadlineSMTP
        return functools.partial(smtp, deadline=self._deadline)

    def open(self) -> bool | None:
        if self.connection:
            return False
        self._deadline = Deadline(settings.WHIST_MAIL_TIMEOUT_SECONDS)
        self.deadline_passed = False
        try:
            return super().open()
        except BaseException:
            self._deadline_end()
            raise

    def close(self) -> None:
        try:
            super().close()
        finally:
            self._deadline_end()

    def _deadline_end(self) -> None:
        if self._deadline is not None:
            self.deadline_passed = self._deadline.passed
            self._deadline.cancel()
            self._deadline = None


def mail_connection() -> BaseEmailBackend:
    """A connection of the configured mailer: Django 6.1's ``mailers.default``, or (5.2) the
    backend its ``EMAIL_*`` settings name."""
    try:
        from django.core.mail import mailers  # type: ignore[attr-defined]
    except ImportError:
        return get_connection(fail_silently=False)
    return mailers.default
