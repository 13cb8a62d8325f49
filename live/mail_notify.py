"""Notification mails: a finished game, an invitation, a league result (and a game starting, a
reminder, for those who want them), mailed as they happen to a person with a verified address
who wants that kind by mail (``live.preferences``), held to the end of their quiet hours.  Each
says only what the notification says (a game's number, a finishing place; never a card) and
carries the one-click unsubscribe of its kind."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from live.mail import mail_queue
from live.preferences import (
    MAILED_AT_ONCE,
    choices_of,
    kind_of,
    quiet_until,
    schedules_of,
    unsubscribe_token,
    wants,
)
from players.models import AccountEmail

SERVICE = "Whist"


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def page_url(route: str) -> str:
    return f"{settings.WHIST_PUBLIC_URL}/#/{route}"


def mail_content(body: dict[str, Any]) -> tuple[str, tuple[str, ...], tuple[str, str], str]:
    """Subject, paragraphs, link and reason of the mail for a notification ``body``."""
    game = body["game_id"]
    table = ("Go to the table", page_url(f"games/{game}"))
    kind = body["type"]
    if kind == "game_finished":
        place = ordinal(body["position"])
        return (f"Game {game} is over: you finished {place}",
                (f"Game {game} on {SERVICE} is over, and you finished {place}.",), table,
                f"you played game {game} on {SERVICE}, and mail about your finished games "
                "is on for your account")
    if kind == "league_result":
        place = ordinal(body["position"])
        return (f"League game {game}: you finished {place}",
                (f"Game {game} counted for your league on {SERVICE}, and you finished "
                 f"{place}.",), table,
                f"you played league game {game} on {SERVICE}, and mail about league results "
                "is on for your account")
    if kind == "game_started":
        return (f"Game {game} has started", (f"Game {game} on {SERVICE} has started.",), table,
                f"you have a seat in game {game} on {SERVICE}, and mail about games starting "
                "is on for your account")
    if kind == "turn_reminder":
        left = "half of your time is gone" if body.get("reminder") == "half" else \
            "only a tenth of your time is left"
        return (f"Game {game}: your move is waiting",
                (f"Game {game} on {SERVICE} is waiting for your decision: {left}. "
                 f"It is due by {body.get('deadline')}.",), table,
                f"you play game {game} on {SERVICE}, and mail reminding you of a waiting "
                "move is on for your account")
    if kind == "your_turn":
        deadline = body.get("deadline")
        paragraphs = (f"Game {game} on {SERVICE} is waiting for you to play.",)
        if deadline:
            paragraphs += (f"Your decision is due by {deadline} (UTC).",)
        return (f"Your turn in game {game}", paragraphs, table,
                f"it is your turn in game {game} on {SERVICE}, and mail about turns is on "
                "for your account")
    rematch = body.get("rematch_of")
    if rematch:
        said: tuple[str, ...] = (
            f"You are offered a rematch of game {rematch} on {SERVICE}: game {game} starts "
            "once you accept it. Open the table to accept or decline.",)
        if body.get("expires_at"):
            said += (f"The offer lapses at {body['expires_at']} (UTC).",)
    else:
        said = (f"You have a seat in game {game} on {SERVICE}.",)
    return (f"You are invited to game {game} on {SERVICE}", said, table,
            f"you were invited to game {game} on {SERVICE}, and mail about invitations is on "
            "for your account")


def unsubscribe_pair(*, user_id: int, kind: str) -> tuple[str, str]:
    """The one-click URL and the web client's page that switch ``kind`` of mail off."""
    token = unsubscribe_token(user_id=user_id, kind=kind)
    return (f"{settings.WHIST_PUBLIC_URL}/api/v1/unsubscribe?token={token}",
            page_url(f"email/unsubscribe/{token}"))


def verified_addresses(user_ids: list[int]) -> dict[int, str]:
    return dict(AccountEmail.objects.filter(user_id__in=user_ids, user__is_active=True)
                .exclude(address="").values_list("user_id", "address"))


def notification_mail(*, user_id: int, address: str, body: dict[str, Any],
                      not_before: Any = None) -> None:
    subject, paragraphs, link, reason = mail_content(body)
    mail_queue(to=address, subject=subject, paragraphs=paragraphs, reason=reason,
               kind=body["type"], user_id=user_id, link=link, not_before=not_before,
               unsubscribe=unsubscribe_pair(user_id=user_id, kind=kind_of(body["type"]) or ""))


def mails_notify(*, rows: list[dict[str, Any]]) -> int:
    """A mail for each notification (``{"user_id", "body"}``) its person wants: three reads
    for the batch (the verified addresses, the choices, the schedules).  Returns how many were
    queued."""
    rows = [r for r in rows if r["body"]["type"] in MAILED_AT_ONCE]
    addresses = verified_addresses(sorted({r["user_id"] for r in rows}))
    choices = choices_of(addresses, "email")
    schedules = schedules_of(addresses)
    now = timezone.now()
    queued = 0
    with transaction.atomic():
        for row in rows:
            user_id, body = row["user_id"], row["body"]
            if user_id not in addresses or not wants(choices[user_id], body["type"]):
                continue
            notification_mail(user_id=user_id, address=addresses[user_id], body=body,
                              not_before=quiet_until(schedules[user_id], now))
            queued += 1
    return queued
