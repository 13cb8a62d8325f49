"""What the account's mails say.  Each is a :class:`MailRequested` (``live`` sends it); each
says why it was sent, and none carries more than the account's name and the one link.  They
are transactional (the person asked for them, or must know of a change to their account): no
unsubscribe."""

from __future__ import annotations

from django.conf import settings

from core.domain_events import MailRequested

SERVICE = "Whist"


def duration(seconds: int) -> str:
    """``7200`` -> "2 hours": for "open this link within ..."."""
    unit, count = "minute", max(1, round(seconds / 60))
    for name, size in (("day", 86400), ("hour", 3600)):
        if seconds >= size and seconds % size == 0:
            unit, count = name, seconds // size
            break
    return f"{count} {unit}{'' if count == 1 else 's'}"


def masked(address: str) -> str:
    """``carol.smith@example.org`` -> ``c***@example.org``: enough for its owner to know it,
    not enough to write to it."""
    local, _, domain = address.rpartition("@")
    return f"{local[:1]}***@{domain}"


def page(route: str) -> str:
    """A page of the web client (hash routes)."""
    return f"{settings.WHIST_PUBLIC_URL}/#/{route}"


def verification_mail(*, user_id: int, username: str, address: str, token: str) -> MailRequested:
    return MailRequested(
        to=address, user_id=user_id, kind="email_verify",
        subject=f"Verify your email address for {SERVICE}",
        paragraphs=(
            f"Someone asked to use this address for the account {username} on {SERVICE}. "
            f"To confirm that it is yours, open this link within "
            f"{duration(settings.WHIST_EMAIL_VERIFY_SECONDS)}:",
            "If it was not you, ignore this mail: the address will not be used.",
        ),
        link=("Verify this address", page(f"email/verify/{token}")),
        reason=f"someone gave this address for the account {username} on {SERVICE}")


def address_changed_mail(*, user_id: int, username: str, old: str, new: str | None
                         ) -> MailRequested:
    """To the address the account had: told of the change, so that a change its owner did not
    make does not go unnoticed."""
    what = f"was changed to {masked(new)}" if new else "was removed"
    return MailRequested(
        to=old, user_id=user_id, kind="email_changed",
        subject=f"The email address of your {SERVICE} account "
                f"{'changed' if new else 'was removed'}",
        paragraphs=(
            f"The email address of the account {username} on {SERVICE} {what}.",
            "This address no longer signs in to it or gets its mail. If you did not make this "
            "change, sign in and change your password at once.",
        ),
        reason=f"this was the address of the account {username} on {SERVICE}")


def password_reset_mail(*, user_id: int, username: str, address: str, uid: str, token: str
                        ) -> MailRequested:
    return MailRequested(
        to=address, user_id=user_id, kind="password_reset",
        subject=f"Reset your {SERVICE} password",
        paragraphs=(
            f"Someone asked to reset the password of the account {username} on {SERVICE}. "
            f"To choose a new password, open this link within "
            f"{duration(settings.PASSWORD_RESET_TIMEOUT)}; it works once:",
            "If it was not you, ignore this mail: your password stays as it is.",
        ),
        link=("Choose a new password", page(f"reset-password/{uid}/{token}")),
        reason=f"someone asked to reset the password of the account {username} on {SERVICE}")
