"""A person who forgot their password gets back in by email: end to end, over a real SMTP
server process, a real worker on the outbound lanes and, for the streams a reset closes, the
service under uvicorn."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth.tokens import PasswordResetTokenGenerator
from rest_framework.test import APIClient

from live.models import OutboundMail
from tests.asgi_server import sse_open
from tests.games.helpers import assert_error
from tests.mail_site import address, link_in, link_parts
from tests.players.test_account_email import (
    ME,
    RESET,
    VERIFY,
    assert_account_mail,
    register,
    sign_in,
    verify_link,
)

pytestmark = pytest.mark.django_db(transaction=True)

CONFIRM = "/api/v1/auth/password-reset/confirm"
NEW_PASSWORD = "a-Brand-new-passphrase-9"


def verified(mail: Any, username: str) -> tuple[APIClient, str]:
    email = address(username)
    client = register(username, email)
    answer = APIClient().post(VERIFY, {"token": verify_link(mail, email)}, format="json")
    assert answer.status_code == 200, answer.content
    return client, email


def reset_link(mail: Any, email: str, count: int) -> tuple[str, str]:
    received = mail.smtp.wait(email, count)[count - 1]
    page, uid, token = link_parts(link_in(received))
    assert page == "reset-password"
    return uid, token


def test_known_and_unknown_addresses_are_answered_alike_and_only_the_known_gets_a_mail(mail):
    _, email = verified(mail, "frank")
    unknown = address("nobody")
    known_answer = APIClient().post(RESET, {"email": email}, format="json")
    unknown_answer = APIClient().post(RESET, {"email": unknown}, format="json")
    assert known_answer.status_code == unknown_answer.status_code == 202
    assert known_answer.json() == unknown_answer.json()
    assert sorted(known_answer.headers) == sorted(unknown_answer.headers)

    [_, received] = mail.smtp.wait(email, 2)
    assert_account_mail(received, email, "You are getting this because someone asked to "
                                         "reset the password of the account frank on Whist")
    assert "reset" in received.message["Subject"].lower()
    # Its request was handled after the known one's: its mail would be in by now.
    assert mail.smtp.messages(unknown) == []
    assert not OutboundMail.objects.filter(to__iexact=unknown).exists()


def test_the_link_sets_the_password_signs_every_device_out_and_works_once(mail):
    grace, email = verified(mail, "grace")
    phone = APIClient()
    phone.credentials(HTTP_AUTHORIZATION=f"Token {sign_in('grace').json()['token']}")
    stream = sse_open(mail.url, "/api/v1/stream",
                      {"Authorization": phone._credentials["HTTP_AUTHORIZATION"]})
    assert stream.status == 200, stream.body
    stream.wait(lambda s: s.comments >= 2, what="a heartbeat")

    assert APIClient().post(RESET, {"email": email.upper()}, format="json").status_code == 202
    uid, token = reset_link(mail, email, 2)
    # A password the validators refuse: 400 naming it, and nothing changes.
    weak = APIClient().post(CONFIRM, {"uid": uid, "token": token, "new_password": "123"},
                            format="json")
    error = assert_error(weak, 400, "invalid")
    assert list(error["details"]) == ["new_password"]
    assert grace.get(ME).status_code == 200

    done = APIClient().post(CONFIRM, {"uid": uid, "token": token,
                                      "new_password": NEW_PASSWORD}, format="json")
    assert done.status_code == 204, done.content
    for device in (grace, phone):
        assert device.get(ME).status_code == 401
    stream.wait(lambda s: s.closed, timeout=5, what="the signed-out device's stream to close")
    assert [m.event for m in stream.messages][-1:] == ["revoked"]
    assert sign_in("grace").status_code == 400
    assert sign_in("grace", NEW_PASSWORD).status_code == 200
    assert sign_in(email, NEW_PASSWORD).status_code == 200

    again = APIClient().post(CONFIRM, {"uid": uid, "token": token,
                                       "new_password": "yet-Another-passphrase-7"},
                             format="json")
    assert_error(again, 400, "invalid_token")
    assert sign_in("grace", NEW_PASSWORD).status_code == 200


def test_an_expired_link_is_refused(mail, monkeypatch):
    _, email = verified(mail, "heidi")
    APIClient().post(RESET, {"email": email}, format="json")
    uid, token = reset_link(mail, email, 2)
    later = PasswordResetTokenGenerator._now(PasswordResetTokenGenerator()) + timedelta(
        seconds=settings.PASSWORD_RESET_TIMEOUT + 2)
    monkeypatch.setattr(PasswordResetTokenGenerator, "_now", lambda self: later)
    expired = APIClient().post(CONFIRM, {"uid": uid, "token": token,
                                         "new_password": NEW_PASSWORD}, format="json")
    assert_error(expired, 400, "invalid_token")
    monkeypatch.undo()
    assert sign_in("heidi").status_code == 200  # the password did not change


def test_a_link_for_an_address_the_account_no_longer_has_is_refused(mail):
    ivan, email = verified(mail, "ivan")
    APIClient().post(RESET, {"email": email}, format="json")
    uid, token = reset_link(mail, email, 2)
    ivan.patch(ME, {"email": None}, format="json")
    refused = APIClient().post(CONFIRM, {"uid": uid, "token": token,
                                         "new_password": NEW_PASSWORD}, format="json")
    assert_error(refused, 400, "invalid_token")


@pytest.mark.parametrize("body", [
    {"uid": "", "token": "x", "new_password": NEW_PASSWORD},
    {"uid": "!!!", "token": "x", "new_password": NEW_PASSWORD},
    {"uid": "MTIzNDU2Nzg5", "token": "abc-def", "new_password": NEW_PASSWORD},
    {"uid": "Mg", "token": "zz-" + "0" * 40, "new_password": NEW_PASSWORD},
])
def test_a_bad_uid_or_token_is_refused(mail, body):
    answer = APIClient().post(CONFIRM, body, format="json")
    assert answer.status_code == 400, answer.content
    assert answer.json()["error"]["code"] in ("invalid_token", "invalid")


def test_bad_input_names_the_field(mail):
    for body, field in (({"email": "not-an-address"}, "email"), ({}, "email"),
                        ({"email": address(), "username": "x"}, "username")):
        error = assert_error(APIClient().post(RESET, body, format="json"), 400, "invalid")
        assert list(error["details"]) == [field], error
    error = assert_error(APIClient().post(CONFIRM, {"uid": "Mg", "token": "x"},
                                          format="json"), 400, "invalid")
    assert list(error["details"]) == ["new_password"]


def test_resets_are_throttled_per_client_and_per_account(mail, throttle_rates):
    # The worker sends at most WHIST_RESET_MAILS_PER_HOUR (2 in tests/mail_site.py) an account.
    _, email = verified(mail, "judy")
    for _ in range(3):
        assert APIClient().post(RESET, {"email": email}, format="json").status_code == 202
    _, canary = verified(mail, "ken")
    APIClient().post(RESET, {"email": canary}, format="json")
    mail.smtp.wait(canary, 2)
    assert len(mail.smtp.messages(email)) == 1 + 2  # the verification, and two resets

    throttle_rates(password_reset="2/min")
    APIClient().post(RESET, {"email": address()}, format="json")
    APIClient().post(RESET, {"email": address()}, format="json")
    error = assert_error(APIClient().post(RESET, {"email": address()}, format="json"), 429,
                         "throttled")
    assert error["details"]["wait"] >= 1
