"""Accounts: registration, sign-in, passwords, the profile, and closing an account."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import authenticate, get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

from core.domain_errors import BadInput, Conflict, RateLimited, invalid, invalid_of
from core.domain_events import AccountClosed, publish
from players.models import (
    AccountEmail,
    DeviceToken,
    League,
    LeagueMembership,
    Profile,
    Rating,
    Standing,
)
from players.selectors import login_username, profile_get, username_exists
from players.services.emails import email_request
from players.services.fields import fields_save
from players.services.tokens import token_create, tokens_revoke
from players.sign_in_limits import sign_in_begin, sign_in_succeeded

User = get_user_model()


def _username_taken(username: str) -> Conflict:
    return Conflict("username_taken", "That username is already taken.", {"username": username})


def _display_name_default(username: str) -> str:
    """The username as a display name, cut to fit: a username may be longer than a name."""
    return username[: Profile._meta.get_field("display_name").max_length]


UNCHANGED: Any = object()
"""A PATCH's "not given" for a field where ``None`` means something (an email: remove it)."""


@transaction.atomic
def user_register(*, username: str, password: str, display_name: str = "",
                  email: str | None = None) -> AbstractBaseUser:
    """Create a user and its Profile. Usernames are unique case-insensitively, and new ones do
    not contain "@" (sign-in takes a username or a verified email address).  With ``email``, a
    link to verify it is sent.

    Raises BadInput "invalid" (password rejected by the validators) or Conflict
    "username_taken".
    """
    username = username.strip()
    display_name = (display_name or "").strip() or _display_name_default(username)
    if "@" in username:
        raise invalid("username", "A username may not contain @: sign-in takes a username or "
                                  "an email address.")

    try:
        validate_password(password, user=User(username=username))
    except DjangoValidationError as exc:
        raise invalid_of("password", exc) from exc

    if username_exists(username=username):
        raise _username_taken(username)
    try:
        with transaction.atomic():
            user = User.objects.create_user(username=username, password=password)
    except IntegrityError as exc:  # lost a race with a concurrent registration
        raise _username_taken(username) from exc

    Profile.objects.create(user=user, display_name=display_name)
    if email:
        email_request(user=user, email=email)
    return user


def wrong_password(field: str) -> BadInput:
    """A password that is not the account's, where one confirms a change: its own code, since
    no form of the request would have been right."""
    return BadInput("wrong_password", "Wrong password.", {field: ["Wrong password."]})


def token_obtain(*, username: str, password: str, device: str = "") -> tuple[DeviceToken, str]:
    """Check credentials and sign a device in: a new token of its own.  ``username`` is a
    username or a verified email address; the failed sign-ins of an account are counted
    whichever it was given by.  An account with too many recent failed sign-ins is refused
    without looking at the password."""
    username = login_username(login=username)
    wait = sign_in_begin(username=username)
    if wait:
        raise RateLimited("too_many_failed_sign_ins", "Too many failed sign-ins for this account; "
                          f"try again in {wait} seconds.", {"wait": wait}, retry_after=wait)
    user = authenticate(username=username, password=password)
    if user is None or not user.is_active:
        raise BadInput("invalid_credentials", "Unable to log in with the provided credentials.")
    sign_in_succeeded(username=username)
    return token_create(user=user, device=device)


@transaction.atomic
def password_change(
    *, user: AbstractBaseUser, old_password: str, new_password: str, device: str = ""
) -> tuple[DeviceToken, str]:
    """Set a new password after checking the old one, and sign every device out: a password
    is changed because it may have leaked, and so may tokens handed out with it.  Returns a
    new token for the device that asked (its old one stops working too)."""
    if not user.check_password(old_password):
        raise wrong_password("old_password")
    try:
        validate_password(new_password, user=user)
    except DjangoValidationError as exc:
        raise invalid_of("new_password", exc) from exc
    user.set_password(new_password)
    user.save(update_fields=["password"])
    tokens_revoke(user=user)
    return token_create(user=user, device=device)


DELETED_DISPLAY_NAME = "Deleted player"


def account_delete(*, user: AbstractBaseUser, password: str) -> None:
    """Delete an account at its owner's request (app stores require it of apps with sign-up).

    What others saw of it goes: the login, the password, the token, the display name, the
    avatar and the league memberships; the username is freed for a new account.  What
    happened with others stays, anonymised: the rows stay under the id, named "Deleted
    player", because the results, tables and ratings of everyone who played against it were
    computed with it (the rating recompute replays them).  A league it owned passes to its
    longest-standing member.  Then the games app is told (``AccountClosed``), and gives up
    every game it is still in, so nobody waits on the turn timer of a seat that will never
    move again."""
    if not user.check_password(password):
        raise wrong_password("password")
    _account_anonymise(user=user)
    publish(AccountClosed(user_id=user.pk))


@transaction.atomic
def _account_anonymise(*, user: AbstractBaseUser) -> None:
    account = type(user).objects.select_for_update().get(pk=user.pk)
    for league in League.objects.select_for_update().filter(owner=account).order_by("pk"):
        heir = (LeagueMembership.objects.filter(league=league).exclude(user=account)
                .order_by("joined", "pk").first())
        if heir is not None:
            league.owner_id = heir.user_id
            league.save(update_fields=["owner"])
    LeagueMembership.objects.filter(user=account).delete()
    AccountEmail.objects.filter(user=account).delete()
    Standing.objects.filter(user=account, played=0).delete()
    Rating.objects.filter(competitor__user=account).update(listed=False)
    tokens_revoke(user=account)
    setattr(account, account.USERNAME_FIELD, f"deleted-{account.pk}")
    account.set_unusable_password()
    account.is_active = False
    changed = [account.USERNAME_FIELD, "password", "is_active"]
    for field in ("email", "first_name", "last_name"):
        if hasattr(account, field):
            setattr(account, field, "")
            changed.append(field)
    account.save(update_fields=changed)
    Profile.objects.filter(user=account).update(display_name=DELETED_DISPLAY_NAME,
                                                avatar_url="", updated=timezone.now())


@transaction.atomic
def profile_update(
    *, user: AbstractBaseUser, display_name: str | None = None, avatar_url: str | None = None,
    email: Any = UNCHANGED,
) -> Profile:
    """Change what other players see of this account (the username stays: it is the login),
    and its email address (``None`` removes it; a new one is pending until verified)."""
    if email is not UNCHANGED:
        email_request(user=user, email=email)
    profile = profile_ensure(user=user)
    profile = Profile.objects.select_for_update().get(pk=profile.pk)
    fields_save(profile, always=("updated",),
                 display_name=None if display_name is None else display_name.strip(),
                 avatar_url=avatar_url)
    return profile


def profile_ensure(*, user: AbstractBaseUser) -> Profile:
    """Return the user's profile, creating it for accounts made outside registration
    (e.g. ``createsuperuser``)."""
    profile = profile_get(user=user)
    if profile is None:
        profile, _ = Profile.objects.get_or_create(
            user=user, defaults={"display_name": _display_name_default(user.get_username())}
        )
    return profile


def account_inactive_revoke(sender: type, instance: AbstractBaseUser, **kwargs: object) -> None:
    """Saving an account as inactive signs it out everywhere, whoever saves it (an operator
    unticking "Active" in the admin, a script), as a suspension does: otherwise its tokens
    work on from the authentication cache for minutes and its open streams never close.
    Connected to the user model's ``post_save``; a queryset ``update`` sends no signal, so
    code that deactivates that way revokes itself (:func:`account_suspend`)."""
    if not instance.is_active and instance.pk is not None:
        tokens_revoke(user=instance)


def account_suspend(*, user: AbstractBaseUser) -> int:
    """A moderator's suspension: the account can no longer sign in (``is_active`` False) and
    every device of it is signed out at once (open streams close).  Nothing else changes, so
    lifting it is setting ``is_active`` again.  Returns how many devices were signed out."""
    with transaction.atomic():
        type(user).objects.filter(pk=user.pk).update(is_active=False)
        user.is_active = False
        return tokens_revoke(user=user)
