"""Inviting people by username to a game's lobby or to a league, and answering.

An invitation is a notification (``invited``, with the invitation's id) and a row the invitee
answers: accepting takes a seat (the game's own join, so a full or started lobby, or a block,
refuses it as it would any join) or joins the league; declining only records it.  Nobody may
invite a person who blocked them.
"""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.utils import timezone

from core.db import atomic_write
from core.domain_errors import Conflict, Forbidden, NotFound
from games import services as game_services
from games.models import Game, GameStatus
from games.services.access import game_lock, is_member
from live.notify import Notice, notices_write
from players.models import League, LeagueMembership
from players.services.leagues import league_join
from social.models import Block, Invitation, InvitationStatus
from social.services.relations import user_by_username

MAX_INVITEES = 20


def _game_check(*, game_id: int, user: AbstractBaseUser) -> Game:
    game, seats = game_lock(game_id, user)  # a private game is not found by outsiders
    if not is_member(game, seats, user):
        raise Forbidden("not_a_player", "Only the table's players and organiser invite to it.")
    if game.status != GameStatus.LOBBY:
        raise Conflict("game_not_open", f"The game is {game.status}, not in its lobby.")
    return game


def _league_check(*, league_id: int, user: AbstractBaseUser) -> League:
    league = League.objects.filter(pk=league_id).first()
    if league is None or not LeagueMembership.objects.filter(league=league, user=user).exists():
        raise NotFound("league_not_found", "No such league among yours.")
    return league


def invitations_create(*, user: AbstractBaseUser, usernames: list[str],
                       game_id: int | None = None, league_id: int | None = None
                       ) -> list[Invitation]:
    """Invite each named person (once: inviting again changes nothing).  All or nothing: an
    unknown name, yourself, or someone who blocked you refuses the whole request."""
    with atomic_write():
        game = _game_check(game_id=game_id, user=user) if game_id is not None else None
        league = _league_check(league_id=league_id, user=user) if game is None else None
        invitees = []
        for username in dict.fromkeys(usernames):
            other = user_by_username(username, field="usernames")
            if other.pk == user.pk:
                raise Forbidden("cannot_invite_yourself", "That is you.",
                                {"usernames": username})
            invitees.append(other)
        refusing = set(Block.objects.filter(owner__in=invitees, other=user)
                       .values_list("owner__username", flat=True))
        if refusing:
            raise Forbidden("blocked", "You cannot invite someone who blocked you.",
                            {"usernames": sorted(refusing)})
        made, notices = [], []
        for other in invitees:
            invitation, created = Invitation.objects.get_or_create(
                invitee=other, game=game, league=league, defaults={"inviter": user})
            made.append(invitation)
            if created:
                where = {"game_id": game.pk} if game is not None else {"league_id": league.pk}
                notices.append(Notice(other.pk, "invited", {
                    **where, "by": user.pk, "invitation_id": invitation.pk}))
        notices_write(notices)
    return made


def invitation_answer(*, user: AbstractBaseUser, invitation_id: int, accept: bool
                      ) -> Invitation:
    with atomic_write():
        invitation = (Invitation.objects.select_for_update().select_related("inviter")
                      .filter(pk=invitation_id, invitee=user).first())
        if invitation is None:
            raise NotFound("invitation_not_found", "No such invitation of yours.")
        if invitation.status != InvitationStatus.PENDING:
            raise Conflict("invitation_answered", f"It was already {invitation.status}.")
        if accept and invitation.game_id is not None:
            game = Game.objects.only("invite_code").get(pk=invitation.game_id)
            game_services.game_join(game_id=game.pk, user=user, invite_code=game.invite_code)
        elif accept:
            league_join(user=user, invite_code=League.objects.only("invite_code").get(
                pk=invitation.league_id).invite_code)
        invitation.status = InvitationStatus.ACCEPTED if accept else InvitationStatus.DECLINED
        invitation.answered_at = timezone.now()
        invitation.save(update_fields=["status", "answered_at"])
    return invitation
