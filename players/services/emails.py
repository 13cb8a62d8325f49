"""Email on the account, and getting an account back by it.

* An address asked for (at registration, or ``PATCH /me``) is *pending* until the link sent to
  it is followed; the link carries a signed, timestamped token naming the account, the address
  and a nonce kept with the pending address, replaced by every new link and cleared when one is
  used: so a link expires (``WHIST_EMAIL_VERIFY_SECONDS``), works once, and only for the address
  it was sent to.  Until then the account's verified address (if any) stays its address.
* Two accounts never hold one verified address (case-insensitively).  It is checked when an
  address is verified, not when it is asked for: a request proves nothing, so refusing it
  would let anyone hold an address they cannot read, and would tell them it has an account.
* A password reset is asked for by address and answered alike whether or not an account has
  it: the request only enqueues :func:`password_reset_mail`, which looks for the account on the
  mail lane's worker.  Its link carries Django's ``PasswordResetTokenGenerator`` token, which
  hashes the password (and here the verified address): used once, or after a change of
  address, it no longer matches; it expires after ``PASSWORD_RESET_TIMEOUT``.
"""

from __future__ import annotations

import secrets
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import BaseUserManager
from django.contrib.auth.models import AbstractBaseUser
from django.contrib.auth.password_validation import validate_password
from django.contrib.auth.tokens import PasswordResetTokenGenerator
from django.core import signing
from django.core.cache import cache
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.crypto import constant_time_compare
from django.utils.encoding import force_bytes, force_str
from django.utils.http import urlsafe_base64_decode, urlsafe_base64_encode

from core.domain_errors import BadInput, Conflict, RateLimited, invalid_of
from core.domain_events import publish
from players import mails
from players.models import AccountEmail
from players.selectors import verified_email_owner
from players.services.tokens import tokens_revoke
from players.sign_in_limits import sign_in_reset
from players.task_names import PASSWORD_RESET_MAIL_TASK

User = get_user_model()
VERIFY_SALT = "players.email-verify"


def invalid_token() -> BadInput:
    return BadInput("invalid_token", "This link does not work: it is mistyped, expired or "
                                     "used already. Ask for a new one.")


def email_normalize(address: str) -> str:
    """Trimmed, with the domain in lower case (the local part is the mail server's business)."""
    return BaseUserManager.normalize_email(address.strip())


def _counted(key: str, limit: int) -> bool:
    """Count one more under ``key`` for the hour (a fixed window): whether it is within
    ``limit``."""
    cache.add(key, 0, timeout=3600)
    try:
        return cache.incr(key) <= limit
    except ValueError:  # the hour ended between the two calls
        cache.set(key, 1, timeout=3600)
        return 1 <= limit


def email_request(*, user: AbstractBaseUser, email: str | None) -> AccountEmail:
    """Ask for ``email`` as the account's address (a link is sent to it), or remove the
    address (``None``).  Asking for the verified address again cancels a change under way;
    asking for the pending one again sends a new link (the old one stops working)."""
    with transaction.atomic():
        AccountEmail.objects.get_or_create(user=user)
        row = AccountEmail.objects.select_for_update().get(user=user)
        if email is None:
            return _email_remove(user, row)
        email = email_normalize(email)
        if row.address and row.address.casefold() == email.casefold():
            row.pending, row.nonce = "", ""
            row.save(update_fields=["pending", "nonce", "updated"])
            return row
        if not _counted(f"verify-mails:{user.pk}", settings.WHIST_VERIFY_MAILS_PER_HOUR):
            raise RateLimited("too_many_mails", "Too many links were sent for this account in "
                              "the last hour; try again later.", {"wait": 3600},
                              retry_after=3600)
        row.pending, row.nonce = email, secrets.token_hex(16)
        row.save(update_fields=["pending", "nonce", "updated"])
        token = signing.dumps({"u": user.pk, "e": row.pending, "n": row.nonce},
                              salt=VERIFY_SALT, compress=True)
        publish(mails.verification_mail(user_id=user.pk, username=user.get_username(),
                                        address=row.pending, token=token))
    return row


def _email_remove(user: AbstractBaseUser, row: AccountEmail) -> AccountEmail:
    old = row.address
    row.address, row.pending, row.nonce, row.verified_at = "", "", "", None
    row.save(update_fields=["address", "pending", "nonce", "verified_at", "updated"])
    if old:
        publish(mails.address_changed_mail(user_id=user.pk, username=user.get_username(),
                                           old=old, new=None))
    return row


def _verify_claims(token: str) -> tuple[int, str, str]:
    try:
        claims: Any = signing.loads(token, salt=VERIFY_SALT,
                                    max_age=settings.WHIST_EMAIL_VERIFY_SECONDS)
    except signing.BadSignature:  # SignatureExpired is one
        raise invalid_token() from None
    if not (isinstance(claims, dict) and isinstance(claims.get("u"), int)
            and isinstance(claims.get("e"), str) and isinstance(claims.get("n"), str)):
        raise invalid_token()
    return claims["u"], claims["e"], claims["n"]


def _email_taken(address: str) -> Conflict:
    return Conflict("email_taken", "Another account has this email address already.",
                    {"email": address})


def email_verify(*, token: str) -> AccountEmail:
    """Follow a verification link: the pending address becomes the account's.  The address
    it replaces (if any) is told."""
    user_id, address, nonce = _verify_claims(token)
    with transaction.atomic():
        row = (AccountEmail.objects.select_for_update().select_related("user")
               .filter(user_id=user_id, user__is_active=True).first())
        if row is None or not row.nonce or not constant_time_compare(row.nonce, nonce) \
                or row.pending != address:
            raise invalid_token()
        owner = verified_email_owner(email=address)
        if owner is not None and owner.user_id != user_id:
            raise _email_taken(address)
        old = row.address
        row.address, row.pending, row.nonce = address, "", ""
        row.verified_at = timezone.now()
        try:
            with transaction.atomic():
                row.save(update_fields=["address", "pending", "nonce", "verified_at",
                                        "updated"])
        except IntegrityError:  # verified for another account at the same moment
            raise _email_taken(address) from None
        if old and old.casefold() != address.casefold():
            publish(mails.address_changed_mail(user_id=user_id,
                                               username=row.user.get_username(), old=old,
                                               new=address))
    return row


class ResetTokens(PasswordResetTokenGenerator):
    """Django's reset tokens (HMAC of the user's id, password hash, last login and a
    timestamp), with the account's verified address in the hash instead of ``User.email``
    (unused here): a link sent to an address the account has since given up no longer works."""

    key_salt = "players.services.emails.ResetTokens"

    def _make_hash_value(self, user: AbstractBaseUser, timestamp: int) -> str:
        row = AccountEmail.objects.filter(user_id=user.pk).values_list("address", flat=True)
        return super()._make_hash_value(user, timestamp) + next(iter(row), "")


reset_tokens = ResetTokens()


def password_reset_request(*, email: str) -> None:
    """Ask for a reset link to ``email``: the same work whoever has the address (a task on
    the mail lane looks), so neither the answer nor its time says whether one does."""
    from core.task_send import task_send

    task_send(PASSWORD_RESET_MAIL_TASK, (email_normalize(email),))


def password_reset_mail(*, email: str) -> bool:
    """The mail worker's half of a reset request: a link to the account whose verified
    address ``email`` is, unless it has been sent ``WHIST_RESET_MAILS_PER_HOUR`` already this
    hour.  Whether one was sent is known to the worker's log only."""
    row = verified_email_owner(email=email)
    if row is None or not _counted(f"reset-mails:{row.user_id}",
                                   settings.WHIST_RESET_MAILS_PER_HOUR):
        return False
    user = row.user
    with transaction.atomic():
        publish(mails.password_reset_mail(
            user_id=user.pk, username=user.get_username(), address=row.address,
            uid=urlsafe_base64_encode(force_bytes(user.pk)), token=reset_tokens.make_token(user)))
    return True


def _user_of_uid(uid: str) -> AbstractBaseUser | None:
    try:
        pk = int(force_str(urlsafe_base64_decode(uid)))
    except (ValueError, TypeError, OverflowError, UnicodeDecodeError):
        return None
    return User.objects.filter(pk=pk, is_active=True).first()


def password_reset_confirm(*, uid: str, token: str, new_password: str) -> None:
    """Follow a reset link: the new password, and every device signed out, as a password
    change does (its token was handed out with a password that may have leaked).  The
    account's failed sign-ins are forgotten, so its owner can sign in at once."""
    with transaction.atomic():
        user = _user_of_uid(uid)
        if user is not None:
            user = type(user).objects.select_for_update().get(pk=user.pk)
        if user is None or not reset_tokens.check_token(user, token):
            raise invalid_token()
        try:
            validate_password(new_password, user=user)
        except DjangoValidationError as exc:
            raise invalid_of("new_password", exc) from exc
        user.set_password(new_password)
        user.save(update_fields=["password"])
        tokens_revoke(user=user)
    sign_in_reset(username=user.get_username())
