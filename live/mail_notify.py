"""Notification mails: a finished game, an invitation, a league result, mailed as they happen
to a person with a verified address who has not switched that kind off (``live.preferences``).
Each says only what the notification says (a game's number, a finishing place; never a card)
and carries the one-click unsubscribe of its kind."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import transaction

from live.mail import mail_queue
from live.preferences import MAIL_KINDS, emails_unwanted, unsubscribe_token
from players.models import AccountEmail

SERVICE = "Whist"


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _page(route: str) -> str:
    return f"{settings.WHIST_PUBLIC_URL}/#/{route}"


def mail_content(body: dict[str, Any]) -> tuple[str, tuple[str, ...], tuple[str, str], str]:
    """Subject, paragraphs, link and reason of the mail for a notification ``body``."""
    game = body["game_id"]
    table = ("Go to the table", _page(f"games/{game}"))
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
    if kind == "turn_reminder":
        left = "half of your time is gone" if body.get("reminder") == "half" else \
            "only a tenth of your time is left"
        return (f"Game {game}: your move is waiting",
                (f"Game {game} on {SERVICE} is waiting for your decision: {left}. "
                 f"It is due by {body.get('deadline')}.",), table,
                f"you play game {game} on {SERVICE}, and mail reminding you of a waiting "
                "move is on for your account")
    rematch = body.get("rematch_of")
    said = f"A rematch of game {rematch} was made, and you" if rematch else "You"
    return (f"You are invited to game {game} on {SERVICE}",
            (f"{said} have a seat in game {game} on {SERVICE}.",), table,
            f"you were invited to game {game} on {SERVICE}, and mail about invitations is on "
            "for your account")


def mails_notify(*, rows: list[dict[str, Any]]) -> int:
    """A mail for each notification (``{"user_id", "body"}``) its person wants: two reads for
    the batch (the verified addresses, the kinds switched off).  Returns how many were
    queued."""
    rows = [r for r in rows if r["body"]["type"] in MAIL_KINDS]
    user_ids = sorted({r["user_id"] for r in rows})
    addresses = dict(AccountEmail.objects.filter(user_id__in=user_ids, user__is_active=True)
                     .exclude(address="").values_list("user_id", "address"))
    unwanted = emails_unwanted(list(addresses))
    queued = 0
    with transaction.atomic():
        for row in rows:
            user_id, body = row["user_id"], row["body"]
            if user_id not in addresses or (user_id, body["type"]) in unwanted:
                continue
            subject, paragraphs, link, reason = mail_content(body)
            token = unsubscribe_token(user_id=user_id, kind=body["type"])
            mail_queue(to=addresses[user_id], subject=subject, paragraphs=paragraphs,
                       reason=reason, kind=body["type"], user_id=user_id, link=link,
                       unsubscribe=(f"{settings.WHIST_PUBLIC_URL}/api/v1/unsubscribe?token="
                                    f"{token}", _page(f"email/unsubscribe/{token}")))
            queued += 1
    return queued
