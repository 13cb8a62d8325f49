"""Notification mail and its one-click unsubscribe (RFC 8058), and how a mail is sent: a row
per mail, retried with backoff on SMTP errors, within one deadline an attempt, never twice."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.db import transaction
from rest_framework.test import APIClient

from live.models import NotificationPreference, OutboundMail
from live.notify import Notice, notices_write
from live.preferences import unsubscribe_token
from players.models import AccountEmail
from tests.games.helpers import CARD, assert_error
from tests.mail_site import PUBLIC_URL, address, link_parts, unsubscribe_url

pytestmark = pytest.mark.django_db(transaction=True)


def verified_user(user_factory: Any, email: str) -> Any:
    user = user_factory()
    AccountEmail.objects.create(user=user, address=email)
    return user


def notify(user_id: int, kind: str, **data: Any) -> None:
    with transaction.atomic():
        notices_write([Notice(user_id, kind, data)])


def test_a_notification_mail_has_a_one_click_unsubscribe_that_switches_that_mail_off(
        mail, user_factory):
    email = address("notified")
    user = verified_user(user_factory, email)
    notify(user.pk, "game_finished", game_id=41, position=2, seat=1)
    [received] = mail.smtp.wait(email)
    message = received.message
    assert message["Subject"] and message["Message-ID"] and message["Date"]
    assert [p.get_content_type() for p in message.iter_parts()] == ["text/plain", "text/html"]
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    path, token = unsubscribe_url(received)
    assert path == "/api/v1/unsubscribe"
    assert message["List-Unsubscribe"].startswith(f"<{PUBLIC_URL}/api/v1/unsubscribe?token=")
    for kind in ("text/plain", "text/html"):
        words = " ".join(received.part(kind).split())
        assert "You are getting this because you played game 41 on Whist" in words, words
        assert "2nd" in words
        prose = re.sub(r"(https?://|href=)\S+", "", words)  # a token's letters are no card
        assert not [w for w in re.findall(r"\w+", prose) if CARD.match(w)], prose
    # The page a person reaches from the mail's own link asks before it unsubscribes.
    page, action, page_token = link_parts(link_in_unsubscribe(received))
    assert (page, action, page_token) == ("email", "unsubscribe", token)

    # What a mail provider sends for the one click (RFC 8058): a form POST, no credentials.
    done = APIClient().generic("POST", f"{path}?token={token}", "List-Unsubscribe=One-Click",
                               content_type="application/x-www-form-urlencoded")
    assert done.status_code == 200, done.content
    assert done.json() == {"kind": "game_finished", "email": False}
    assert NotificationPreference.objects.get(user=user, channel="email",
                                             kind="game_finished").enabled is False
    again = APIClient().post(f"{path}?token={token}", {"List-Unsubscribe": "One-Click"},
                             format="json")
    assert again.status_code == 200 and again.json() == done.json()

    notify(user.pk, "game_finished", game_id=42, position=1, seat=0)
    notify(user.pk, "invited", game_id=43)  # still wanted: sent after the one switched off
    mail.smtp.wait(email, 2)
    subjects = [m.message["Subject"] for m in mail.smtp.messages(email)]
    assert len(subjects) == 2 and "43" in subjects[1], subjects


def link_in_unsubscribe(received: Any) -> str:
    """The web client's unsubscribe page, linked from the mail's own text."""
    links = re.findall(rf"{re.escape(PUBLIC_URL)}/#/email/unsubscribe/[^\s<>\"]+",
                       received.part("text/plain"))
    assert len(set(links)) == 1, links
    return links[0]


def test_no_notification_mail_without_a_verified_address(mail, user_factory):
    pending, canary = address("pending"), address("canary")
    user = user_factory()
    AccountEmail.objects.create(user=user, pending=pending, nonce="x" * 32)
    notify(user.pk, "game_finished", game_id=7, position=1, seat=0)
    other = verified_user(user_factory, canary)
    notify(other.pk, "game_finished", game_id=8, position=1, seat=0)
    mail.smtp.wait(canary)
    assert mail.smtp.messages(pending) == []
    assert not OutboundMail.objects.filter(to=pending).exists()


def test_your_turn_is_not_mailed_at_once(mail, user_factory):
    email = address("turn")
    user = verified_user(user_factory, email)
    notify(user.pk, "your_turn", game_id=9, version=3, seat=0, decision="play", deadline=None)
    notify(user.pk, "invited", game_id=10)
    [received] = mail.smtp.wait(email)
    assert "10" in received.message["Subject"]


def test_a_bad_unsubscribe_is_refused(mail, user_factory):
    unsubscribe = "/api/v1/unsubscribe"
    body = "List-Unsubscribe=One-Click"
    form = "application/x-www-form-urlencoded"
    for query in ("?token=garbage", "?token=", ""):
        answer = APIClient().generic("POST", unsubscribe + query, body, content_type=form)
        assert answer.status_code == 400, (query, answer.content)
    user = user_factory()
    token = unsubscribe_token(user_id=user.pk, kind="game_finished")
    wrong = APIClient().generic("POST", f"{unsubscribe}?token={token}",
                                "List-Unsubscribe=Something", content_type=form)
    assert list(assert_error(wrong, 400, "invalid")["details"]) == ["List-Unsubscribe"]
    tampered = token[:-2] + ("AA" if not token.endswith("AA") else "BB")
    assert_error(APIClient().generic("POST", f"{unsubscribe}?token={tampered}", body,
                                     content_type=form), 400, "invalid_token")
    assert not NotificationPreference.objects.filter(user=user).exists()
