"""Following, muting and blocking a player, and the refusals a block causes."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Q

from core.db import atomic_write
from core.domain_errors import BadInput, Forbidden, NotFound
from core.domain_events import SeatWanted
from social.models import Block, Follow, Invitation, InvitationStatus, Mute

RELATIONS: dict[str, type[Follow] | type[Mute] | type[Block]] = {
    "following": Follow, "muted": Mute, "blocked": Block}
VERBS = {"following": "follow", "muted": "mute", "blocked": "block"}


def user_by_username(username: str, *, field: str = "username") -> AbstractBaseUser:
    """An active account by its username (as typed: usernames are matched without case)."""
    found = get_user_model().objects.filter(username__iexact=username, is_active=True).first()
    if found is None:
        raise NotFound("player_not_found", f"No player is called {username!r}.",
                       {field: username})
    return found


def relation_add(*, user: AbstractBaseUser, relation: str, username: str) -> AbstractBaseUser:
    """Follow, mute or block the named player (again is no change).  A block also ends any
    following between the two and declines the blocked person's pending invitations."""
    other = user_by_username(username)
    if other.pk == user.pk:
        raise BadInput(f"cannot_{VERBS[relation]}_yourself", "That is you.",
                       {"username": username})
    model = RELATIONS[relation]
    with atomic_write():
        model.objects.get_or_create(owner=user, other=other)
        if model is Block:
            Follow.objects.filter(Q(owner=user, other=other) | Q(owner=other, other=user)
                                  ).delete()
            Invitation.objects.filter(inviter=other, invitee=user,
                                      status=InvitationStatus.PENDING
                                      ).update(status=InvitationStatus.DECLINED)
    return other


def relation_remove(*, user: AbstractBaseUser, relation: str, username: str) -> None:
    other = user_by_username(username)
    RELATIONS[relation].objects.filter(owner=user, other=other).delete()


def blocked_by(*, owners: list[int], other_id: int) -> bool:
    return Block.objects.filter(owner_id__in=owners, other_id=other_id).exists()


def seat_wanted_check(event: SeatWanted) -> None:
    """Nobody is seated in a new lobby with a person who blocked them: refused when the lobby's
    creator or anyone already seated blocked the newcomer (for a rematch, which seats people
    without asking them, a block either way)."""
    others = [event.created_by_id, *event.seated_user_ids]
    if blocked_by(owners=others, other_id=event.user_id):
        raise Forbidden("blocked", "Someone at this table has blocked you; find another table.")
    if event.both_ways and Block.objects.filter(owner_id=event.user_id,
                                                other_id__in=others).exists():
        raise Forbidden("blocked", "A block between two of these players keeps them from "
                                   "being seated together again.")
