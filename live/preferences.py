"""Which mail a person wants, and the one-click unsubscribe (RFC 8058) that switches a kind off.

Every notification mail names, in its ``List-Unsubscribe`` header and its text, a URL with a
signed token of the person and the mail's kind; a POST to it (a mail provider's one click, or
the web client's page) switches that kind of mail off.  The token never expires (a mail read a
year later must still unsubscribe) and unsubscribing twice is harmless, so it needs no record
of its own.  A kind nobody switched off is wanted.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.core import signing

from live.models import EmailPreference
from whist_service.domain_errors import BadInput

UNSUBSCRIBE_SALT = "live.unsubscribe"

MAIL_KINDS = ("game_finished", "invited", "league_result", "turn_reminder")
"""The notifications mailed as they happen, each wanted unless switched off.  ``your_turn`` is
not among them: a turn is mailed only after a delay with nothing done (the notification
settings, to come), never at each move."""


def email_wanted(user_id: int, kind: str) -> bool:
    return not EmailPreference.objects.filter(user_id=user_id, kind=kind, enabled=False).exists()


def emails_unwanted(user_ids: list[int]) -> set[tuple[int, str]]:
    """The (user, kind) pairs switched off among ``user_ids``: one read for a batch."""
    return set(EmailPreference.objects.filter(user_id__in=user_ids, enabled=False)
               .values_list("user_id", "kind"))


def email_unsubscribe(user_id: int, kind: str) -> EmailPreference:
    row, _ = EmailPreference.objects.update_or_create(user_id=user_id, kind=kind,
                                                      defaults={"enabled": False})
    return row


def unsubscribe_token(*, user_id: int, kind: str) -> str:
    return signing.dumps({"u": user_id, "k": kind}, salt=UNSUBSCRIBE_SALT)


def unsubscribe_by_token(*, token: str) -> EmailPreference:
    """Switch off the kind of mail the token names, for the person it names."""
    try:
        claims: Any = signing.loads(token, salt=UNSUBSCRIBE_SALT)
    except signing.BadSignature:
        claims = None
    if not (isinstance(claims, dict) and isinstance(claims.get("u"), int)
            and claims.get("k") in MAIL_KINDS
            and get_user_model().objects.filter(pk=claims["u"]).exists()):
        raise BadInput("invalid_token", "This unsubscribe link does not work: it is mistyped "
                                        "or cut short.")
    return email_unsubscribe(claims["u"], claims["k"])
