"""Fixtures of the players tests: the mail site (tests/mail_site.py)."""

from tests.mail_site import mail, mail_site  # noqa: F401 - fixtures
