"""The processes the tests of the service's mail talk to: a real SMTP server (aiosmtpd,
``tests/smtp_server.py``), a Celery worker for the outbound lanes and beat (retries), and the
service under uvicorn (for the streams a password reset closes), over the test database and
Redis.  Tests using it must be ``transaction=True``; each uses addresses of its own, so the
messages of one test are told from another's by their recipient."""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.asgi_server import AsgiServer
from tests.celery_worker import OUTBOUND, celery_processes
from tests.smtp_server import Received, SmtpServer

PUBLIC_URL = "https://whist.example"
FROM = "Whist <noreply@whist.example>"
MAIL_ENV = {
    "WHIST_PUBLIC_URL": PUBLIC_URL,
    "DEFAULT_FROM_EMAIL": FROM,
    "WHIST_MAIL_RETRY_BASE_SECONDS": "0.5",
    "WHIST_MAIL_SWEEP_SECONDS": "1",
    "WHIST_RESET_MAILS_PER_HOUR": "2",
}


class MailSite:
    def __init__(self, smtp: SmtpServer, procs: Any, server: AsgiServer) -> None:
        self.smtp, self.procs, self.server = smtp, procs, server

    @property
    def url(self) -> str:
        return self.server.url


def start_mail_site(logdir: Path, *, fail_first: int = 0) -> Iterator[MailSite]:
    from tests.conftest import STATUS_LOG

    smtp = SmtpServer(logdir / "mails", fail_first=fail_first)
    env = {**MAIL_ENV, "EMAIL_URL": smtp.url}
    try:
        with celery_processes(**env) as procs:
            procs.start_worker("outbound", queues=OUTBOUND)
            procs.start_beat()
            server = AsgiServer(procs, **env)
            try:
                yield MailSite(smtp, procs, server)
            finally:
                server.stop()
                for line in server.statuses():
                    STATUS_LOG.observe(line["method"], line["path"], line["status"])
    finally:
        smtp.stop()


@pytest.fixture(scope="module")
def mail_site(django_db_setup: Any, tmp_path_factory: Any) -> Iterator[MailSite]:
    yield from start_mail_site(tmp_path_factory.mktemp("mail"))


@pytest.fixture
def mail(mail_site: MailSite, settings: Any) -> MailSite:
    """The site, with this process composing mail as the worker does."""
    settings.WHIST_PUBLIC_URL = PUBLIC_URL
    settings.DEFAULT_FROM_EMAIL = FROM
    return mail_site


def address(name: str = "p") -> str:
    """An address no other test uses."""
    return f"{name}-{uuid.uuid4().hex[:10]}@example.org"


LINK = re.compile(r"https://whist\.example/#/[^\s<>\"]+")


def link_in(received: Received) -> str:
    """The one link of the service's web client in the plain-text part (the HTML part must
    carry the same one)."""
    links = set(LINK.findall(received.part("text/plain")))
    assert len(links) == 1, links
    [link] = links
    assert link in received.part("text/html").replace("&amp;", "&"), received.part("text/html")
    return link


def link_parts(link: str) -> list[str]:
    """``https://whist.example/#/email/verify/TOKEN`` -> ["email", "verify", "TOKEN"]."""
    return urlsplit(link).fragment.strip("/").split("/")


def unsubscribe_url(received: Received) -> tuple[str, str]:
    """The path and token of a notification mail's one-click unsubscribe (RFC 8058)."""
    header = received.message["List-Unsubscribe"]
    https = [u for u in re.findall(r"<([^>]+)>", header) if u.startswith("https://")]
    assert len(https) == 1, header
    parts = urlsplit(https[0])
    return parts.path, parse_qs(parts.query)["token"][0]
