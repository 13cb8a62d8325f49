"""Email on the account, end to end: the service's mail reaches a real SMTP server process
through a real Celery worker on the outbound lanes, and the test follows the links in it as the
person would (``tests/mail_site.py``)."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from players.models import AccountEmail
from tests.games.helpers import assert_error
from tests.mail_site import FROM, address, link_in, link_parts
from tests.smtp_server import Received

pytestmark = pytest.mark.django_db(transaction=True)

REGISTER, TOKEN, ME = "/api/v1/auth/register", "/api/v1/auth/token", "/api/v1/me"
VERIFY = "/api/v1/auth/verify-email"
RESET = "/api/v1/auth/password-reset"
PASSWORD = "correct-horse-battery-staple"


def register(username: str, email: str | None = None) -> APIClient:
    body: dict[str, Any] = {"username": username, "password": PASSWORD}
    if email is not None:
        body["email"] = email
    answer = APIClient().post(REGISTER, body, format="json")
    assert answer.status_code == 201, answer.content
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {answer.json()['token']}")
    return client


def verify_link(mail: Any, to: str, count: int = 1) -> str:
    received = mail.smtp.wait(to, count)[count - 1]
    assert "verify" in received.message["Subject"].lower(), received.message["Subject"]
    kind, action, token = link_parts(link_in(received))
    assert (kind, action) == ("email", "verify")
    return token


def sign_in(login: str, password: str = PASSWORD) -> Any:
    return APIClient().post(TOKEN, {"username": login, "password": password}, format="json")


def assert_account_mail(received: Received, to: str, why: str) -> None:
    """Every account mail: from the service, to the one address, a plain-text and an HTML
    part that both say why it was sent, and no unsubscribe (it is transactional)."""
    message = received.message
    assert received.rcpt_tos == [to]
    assert message["From"] == FROM and message["To"] == to
    assert message["Message-ID"] and message["Date"] and message["Subject"]
    assert message["Auto-Submitted"] == "auto-generated"
    assert message.get_content_type() == "multipart/alternative"
    assert [p.get_content_type() for p in message.iter_parts()] == ["text/plain", "text/html"]
    for kind in ("text/plain", "text/html"):
        assert why in " ".join(received.part(kind).split()), (kind, received.part(kind))
    assert message["List-Unsubscribe"] is None and message["List-Unsubscribe-Post"] is None


def test_an_address_given_at_registration_is_verified_by_its_link_then_signs_in(mail):
    email = address("alice")
    alice = register("alice", email)
    me = alice.get(ME).json()
    assert (me["email"], me["email_verified"], me["email_pending"]) == (email, False, email)
    assert sign_in(email).status_code == 400  # not verified yet: not a sign-in name

    [received] = mail.smtp.wait(email)
    assert_account_mail(received, email, "You are getting this because someone gave this "
                                         "address for the account alice on Whist")
    token = verify_link(mail, email)
    answer = APIClient().post(VERIFY, {"token": token}, format="json")
    assert answer.status_code == 200, answer.content
    assert answer.json() == {"username": "alice", "email": email}
    me = alice.get(ME).json()
    assert (me["email"], me["email_verified"], me["email_pending"]) == (email, True, None)

    for login in (email, email.upper(), "alice"):
        signed_in = sign_in(login)
        assert signed_in.status_code == 200, (login, signed_in.content)
    # The link is spent.
    assert_error(APIClient().post(VERIFY, {"token": token}, format="json"), 400,
                 "invalid_token")


def test_an_unverified_address_is_sent_nothing_but_its_link(mail):
    email, canary = address("unverified"), address("canary")
    register("unverified1", email)
    mail.smtp.wait(email)
    assert APIClient().post(RESET, {"email": email}, format="json").status_code == 202
    # A reset for a verified address, asked after: the mail lane's tasks are taken in
    # order, so once this one's mail is in, a mail to the unverified address would be too.
    verified = register("canary1", canary)
    APIClient().post(VERIFY, {"token": verify_link(mail, canary)}, format="json")
    assert verified.get(ME).json()["email_verified"] is True
    assert APIClient().post(RESET, {"email": canary}, format="json").status_code == 202
    mail.smtp.wait(canary, 2)
    assert len(mail.smtp.messages(email)) == 1


def test_changing_the_address_verifies_the_new_one_tells_the_old_one_and_spends_old_links(
        mail):
    old, abandoned, new = address("old"), address("abandoned"), address("new")
    bob = register("bob", old)
    APIClient().post(VERIFY, {"token": verify_link(mail, old)}, format="json")

    changed = bob.patch(ME, {"email": abandoned}, format="json")
    assert changed.status_code == 200, changed.content
    body = changed.json()
    # The verified address stays the account's until the new one is verified.
    assert (body["email"], body["email_verified"], body["email_pending"]) == (old, True,
                                                                             abandoned)
    abandoned_token = verify_link(mail, abandoned)
    bob.patch(ME, {"email": new}, format="json")
    new_token = verify_link(mail, new)
    # A link for another address, or for the one asked before, verifies nothing.
    assert_error(APIClient().post(VERIFY, {"token": abandoned_token}, format="json"), 400,
                 "invalid_token")
    assert bob.get(ME).json()["email_pending"] == new

    assert APIClient().post(VERIFY, {"token": new_token}, format="json").status_code == 200
    me = bob.get(ME).json()
    assert (me["email"], me["email_verified"], me["email_pending"]) == (new, True, None)
    [_, told] = mail.smtp.wait(old, 2)
    assert_account_mail(told, old, "You are getting this because this was the address of "
                                   "the account bob on Whist")
    local, domain = new.split("@")
    text = told.part("text/plain")
    assert f"{local[0]}" in text and f"@{domain}" in text and new not in text  # masked
    assert new not in told.part("text/html")
    assert sign_in(old).status_code == 400
    assert sign_in(new).status_code == 200
    # The old address never gets a link to verify anything again.
    assert all("verify" not in m.message["Subject"].lower() for m in mail.smtp.messages(old)[1:])


def test_removing_the_address_tells_it_and_frees_it(mail):
    email = address("gone")
    carol = register("carol", email)
    APIClient().post(VERIFY, {"token": verify_link(mail, email)}, format="json")
    answer = carol.patch(ME, {"email": None}, format="json")
    assert answer.status_code == 200, answer.content
    assert (answer.json()["email"], answer.json()["email_verified"],
            answer.json()["email_pending"]) == (None, False, None)
    [_, told] = mail.smtp.wait(email, 2)
    assert "removed" in told.part("text/plain")
    assert sign_in(email).status_code == 400


def test_two_accounts_cannot_hold_one_verified_address(mail):
    email = address("shared")
    first = register("first", email)
    APIClient().post(VERIFY, {"token": verify_link(mail, email)}, format="json")
    second = register("second")
    # Asking for it is allowed (and says nothing about who holds it) ...
    asked = second.patch(ME, {"email": email.upper()}, format="json")
    assert asked.status_code == 200, asked.content
    token = verify_link(mail, email, 2)
    # ... verifying it is not.
    error = assert_error(APIClient().post(VERIFY, {"token": token}, format="json"), 409,
                         "email_taken")
    assert error["details"]["email"].casefold() == email.casefold()
    assert second.get(ME).json()["email_verified"] is False
    assert first.get(ME).json()["email"] == email
    assert AccountEmail.objects.filter(address__iexact=email).count() == 1


@pytest.mark.parametrize("value, why", [
    ("not-an-address", "malformed"),
    ("a@b", "no dot in the domain"),
    ("x" * 250 + "@example.org", "too long"),
    (42, "not text"),
])
def test_a_bad_address_is_refused_naming_the_field_and_changes_nothing(mail, value, why):
    username = f"bad{abs(hash(why)) % 10**6}"
    refused = APIClient().post(REGISTER, {"username": username, "password": PASSWORD,
                                          "email": value}, format="json")
    error = assert_error(refused, 400, "invalid")
    assert list(error["details"]) == ["email"], (why, error)
    assert sign_in(username).status_code == 400  # no account was made
    dave = register(f"{username}x", address("dave"))
    before = dave.get(ME).json()
    error = assert_error(dave.patch(ME, {"email": value}, format="json"), 400, "invalid")
    assert list(error["details"]) == ["email"]
    assert dave.get(ME).json() == before
    error = assert_error(dave.patch(ME, {"email": address(), "emial": "x"}, format="json"), 400,
                         "invalid")
    assert list(error["details"]) == ["emial"]
    assert dave.get(ME).json() == before


def test_a_bad_verification_token_is_refused(mail):
    for token in ("", "garbage", "x" * 5000):
        answer = APIClient().post(VERIFY, {"token": token}, format="json")
        assert answer.status_code == 400, answer.content
    error = assert_error(APIClient().post(VERIFY, {"token": "abc:def:ghi"}, format="json"), 400,
                         "invalid_token")
    assert error["message"]
    assert_error(APIClient().post(VERIFY, {"token": "x", "extra": 1}, format="json"), 400,
                 "invalid")


def test_an_expired_verification_link_is_refused(mail, settings):
    email = address("late")
    eve = register("eve", email)
    token = verify_link(mail, email)
    settings.WHIST_EMAIL_VERIFY_SECONDS = -1  # every link is older than that
    assert_error(APIClient().post(VERIFY, {"token": token}, format="json"), 400, "invalid_token")
    assert eve.get(ME).json()["email_verified"] is False


def test_the_admin_login_takes_a_verified_address(mail, client):
    from django.contrib.auth import get_user_model

    email = address("staff")
    register("staffer", email)
    get_user_model().objects.filter(username="staffer").update(is_staff=True,
                                                                is_superuser=True)
    APIClient().post(VERIFY, {"token": verify_link(mail, email)}, format="json")
    answer = client.post("/admin/login/?next=/admin/", {"username": email,
                                                         "password": PASSWORD})
    assert answer.status_code == 302 and answer["Location"] == "/admin/", answer.content[:300]


def test_a_new_username_may_not_look_like_an_address(api_client):
    refused = api_client.post(REGISTER, {"username": "mallory@example.org",
                                         "password": PASSWORD}, format="json")
    error = assert_error(refused, 400, "invalid")
    assert list(error["details"]) == ["username"]
