"""Word of my turn by mail, as a person playing over days wants it: not at each move but once
I have let a decision wait (neither acted nor read the game for my delay), once per turn; none
at all when I said so; held through my quiet hours; and a daily digest if I asked for one.
Time is moved by the test (the sweep is given the time, the game's last change is moved back);
the mails go through the real mail lane's worker to a real SMTP server."""

from __future__ import annotations

from datetime import timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from django.db import transaction
from django.utils import timezone

from games.models import Game
from live.models import OutboundMail, TurnMail
from live.notify import Notice, notices_write
from live.turn_mail import digests_sweep, turn_mails_sweep
from players.models import AccountEmail
from tests.games import conftest as games_fixtures
from tests.mail_site import address, unsubscribe_url

pytestmark = pytest.mark.django_db(transaction=True)

SETTINGS = "/api/v1/me/notification-settings"
table_factory = games_fixtures.table_factory


def waiting_for(table: Any) -> tuple[int, Any, str]:
    """The seat whose decision is pending, its client, and a verified address for it."""
    seat = table.view(0)["game"]["to_act"]
    client = table.clients[seat]
    email = address("turn")
    AccountEmail.objects.create(user=client.user, address=email)
    return seat, client, email


def later(minutes: float) -> Any:
    return timezone.now() + timedelta(minutes=minutes)


def test_a_turn_is_mailed_once_after_the_delay_and_again_only_for_the_next_turn(
        mail, table_factory):
    table = table_factory(players=2)
    seat, client, email = waiting_for(table)
    assert turn_mails_sweep(now=later(10)) == 0  # 15 minutes by default
    changed = client.patch(SETTINGS, {"your_turn_email_delay_minutes": 5}, format="json")
    assert changed.status_code == 200, changed.content
    assert turn_mails_sweep(now=later(10)) == 1
    [received] = mail.smtp.wait(email)
    assert received.message["Subject"] == f"Your turn in game {table.game_id}"
    text = " ".join(received.part("text/plain").split())
    assert f"it is your turn in game {table.game_id}" in text
    assert received.message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert turn_mails_sweep(now=later(60)) == 0  # at most one mail per game per turn

    # I play; the other seat plays; my next decision is a new turn, mailed once again.
    view = table.view(seat)
    assert table.act(seat, view["game"]["legal_actions"][0], view["version"]).status_code == 200
    other = 1 - seat
    while table.view(0)["game"]["to_act"] == other:
        them = table.view(other)
        assert table.act(other, them["game"]["legal_actions"][0],
                         them["version"]).status_code == 200
    assert turn_mails_sweep(now=later(10)) == 1
    mail.smtp.wait(email, 2)
    assert TurnMail.objects.filter(user=client.user, game_id=table.game_id).count() == 2


def test_reading_the_game_starts_the_delay_again(mail, table_factory):
    table = table_factory(players=2)
    seat, client, email = waiting_for(table)
    Game.objects.filter(pk=table.game_id).update(updated_at=later(-60))  # an hour waiting
    assert client.get(f"/api/v1/games/{table.game_id}").status_code == 200  # read just now
    assert turn_mails_sweep(now=later(10)) == 0
    assert turn_mails_sweep(now=later(16)) == 1
    mail.smtp.wait(email)


def test_a_person_who_asked_for_no_email_gets_none(mail, table_factory, user_factory):
    table = table_factory(players=2)
    seat, client, email = waiting_for(table)
    off = {kind: False for kind in ("your_turn", "game_started", "game_finished", "invited",
                                    "league_result", "reminders")}
    assert client.patch(SETTINGS, {"channels": {"email": off}},
                        format="json").status_code == 200
    canary = user_factory()
    canary_email = address("canary")
    AccountEmail.objects.create(user=canary, address=canary_email)
    for user in (client.user, canary):
        with transaction.atomic():
            notices_write([Notice(user.pk, "game_finished",
                                  {"game_id": 7, "position": 1, "seat": 0}),
                           Notice(user.pk, "invited", {"game_id": 8}),
                           Notice(user.pk, "league_result",
                                  {"game_id": 7, "position": 1, "seat": 0, "season_id": 1})])
    assert turn_mails_sweep(now=later(60)) == 0
    mail.smtp.wait(canary_email, 3)
    assert mail.smtp.messages(email) == []
    assert not OutboundMail.objects.filter(to=email).exists()


def test_mail_in_quiet_hours_waits_for_their_end(mail, user_factory, client_factory):
    user = user_factory()
    client = client_factory(user)
    email = address("quiet")
    AccountEmail.objects.create(user=user, address=email)
    local = timezone.now().astimezone(ZoneInfo("Pacific/Auckland"))
    quiet = {"start": (local - timedelta(hours=1)).strftime("%H:%M"),
             "end": (local + timedelta(hours=1)).strftime("%H:%M")}
    assert client.patch(SETTINGS, {"time_zone": "Pacific/Auckland", "quiet_hours": quiet},
                        format="json").status_code == 200
    with transaction.atomic():
        notices_write([Notice(user.pk, "game_finished", {"game_id": 9, "position": 2,
                                                         "seat": 1})])
    held = _wait_for_row(email)
    assert held.status == "pending" and held.next_retry_at > timezone.now() + \
        timedelta(minutes=50)
    assert mail.smtp.messages(email) == []
    # The quiet hours end (time moved by the test): the retry sweep sends it.
    OutboundMail.objects.filter(pk=held.pk).update(next_retry_at=later(-1))
    [received] = mail.smtp.wait(email)
    assert "Game 9 is over" in received.message["Subject"]


def _wait_for_row(email: str) -> OutboundMail:
    from tests.celery_worker import wait_for

    wait_for(lambda: OutboundMail.objects.filter(to=email).exists(), timeout=30)
    return OutboundMail.objects.get(to=email)


def test_the_daily_digest_counts_the_games_waiting_once_a_day(mail, table_factory, api_client):
    tables = [table_factory(players=2) for _ in range(2)]
    seat, client, email = waiting_for(tables[0])
    # The same person is waited for in the second game too, or not: count what is true.
    waiting = [t.game_id for t in tables
               if t.clients[t.view(0)["game"]["to_act"]].user == client.user]
    now = timezone.now()
    assert client.patch(SETTINGS, {"digest": True, "digest_hour": now.hour, "time_zone": "UTC"},
                        format="json").status_code == 200
    assert digests_sweep(now=now + timedelta(minutes=2)) == 1
    assert digests_sweep(now=now + timedelta(minutes=3)) == 0  # one a day
    [received] = mail.smtp.wait(email)
    count = len(waiting)
    said = f"{count} game is" if count == 1 else f"{count} games are"
    assert received.message["Subject"] == f"{said} waiting for you on Whist"
    # Its one-click unsubscribe switches the digest off.
    path, token = unsubscribe_url(received)
    done = api_client.generic("POST", f"{path}?token={token}", "List-Unsubscribe=One-Click",
                              content_type="application/x-www-form-urlencoded")
    assert done.status_code == 200 and done.json() == {"kind": "digest", "email": False}
    assert client.get(SETTINGS).json()["digest"] is False
